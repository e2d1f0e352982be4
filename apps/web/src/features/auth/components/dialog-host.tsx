import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { useDialog } from "../../../stores/dialog-store";
import { lazy, Suspense } from "react";

const AuthPanels = lazy(() => import("./auth-panels").then((m) => ({ default: m.AuthPanels })));

/**
 * The app-wide dialogs. The test runner and the question bank render their own dialog types
 * from the same store next to the state they need.
 */
export function DialogHost() {
  const { isOpen, type, close } = useDialog();
  const navigate = useNavigate();
  return (
    <>
      <Dialog open={isOpen && type === "signIn"} onClose={close}>
        {isOpen && type === "signIn" && (
          <Suspense fallback={null}>
            <AuthPanels variant="dialog" />
          </Suspense>
        )}
      </Dialog>
      <Dialog open={isOpen && type === "tokenDialogue"} onClose={close} title="Log in to continue">
        <p>To view the tests, please log in or sign up.</p>
        <Button
          onClick={() => {
            close();
            void navigate(paths.login);
          }}
        >
          LOGIN
        </Button>
      </Dialog>
    </>
  );
}
