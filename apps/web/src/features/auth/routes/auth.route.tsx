import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { paths } from "../../../app/paths";
import { useUi } from "../../../stores/ui-store";
import { AuthPanels, type AuthPanelsProps } from "../components/auth-panels";
import "./auth.route.css";

/** `/` and `/login` open on the sign-in side, `/signupnew` on the sign-up side. */
export function Component() {
  return <AuthPage />;
}

/**
 * The page of both forms. `signUpForm` is the form itself when the route brings it along
 * (/signupnew), so it is on screen in the first paint instead of loading after it.
 */
export function AuthPage({ signUpForm }: { signUpForm?: AuthPanelsProps["signUpForm"] }) {
  const { pathname } = useLocation();
  // Before the first paint: on a narrow screen the two forms differ in height, and switching after
  // it would move the page (layout shift).
  useLayoutEffect(() => {
    useUi.getState().setCreateAccount(pathname === paths.signupNew);
  }, [pathname]);
  return (
    <main className="auth-page">
      <AuthPanels variant="page" signUpForm={signUpForm} />
    </main>
  );
}
