import { Button } from "../../components/ui/button";
import { AccountMenu } from "../../features/auth/components/account-menu";
import { useDialog } from "../../stores/dialog-store";
import { useSession } from "../../stores/session-store";
import { useUi } from "../../stores/ui-store";
import "./header.css";

export function Header() {
  const token = useSession((s) => s.token);
  const openSignIn = () => {
    useUi.getState().setCreateAccount(false);
    useDialog.getState().open("signIn");
  };
  return (
    <header className="header">
      <span className="header__product">Digital SAT Practice</span>
      <div className="header__actions">
        {token ? (
          <AccountMenu />
        ) : (
          <Button variant="primary" size="sm" onClick={openSignIn}>
            Sign in
          </Button>
        )}
      </div>
    </header>
  );
}
