import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { useUi } from "../../../stores/ui-store";
import { SignInForm } from "./sign-in-form";

import type * as SignUpModule from "./sign-up-form";
import "./auth-panels.css";

/**
 * The sign-up form carries the phone-number rules (libphonenumber-js): loaded only when it is about
 * to be shown (a pointer or focus on Create Account; /signupnew brings it in its own route code).
 * Once loaded it renders in the same commit, so the panel never grows after it appears.
 */
let signUpModule: typeof SignUpModule | null = null;
export const loadSignUpForm = () => import("./sign-up-form").then((module) => (signUpModule = module));
const LazySignUpForm = lazy(() => loadSignUpForm().then((m) => ({ default: m.SignUpForm })));

export interface AuthPanelsProps {
  /** The page has the sliding overlay on wide screens; the dialog always shows one form. */
  variant: "page" | "dialog";
  /** The sign-up form, when the caller already has it (the /signupnew route). */
  signUpForm?: typeof SignUpModule.SignUpForm | undefined;
}

/** The combined sign-in / sign-up screen (spec section 2). */
export function AuthPanels({ variant, signUpForm }: AuthPanelsProps) {
  const createAccount = useUi((s) => s.createAccount);
  const setCreateAccount = useUi((s) => s.setCreateAccount);
  const [signedUpEmail, setSignedUpEmail] = useState("");
  const navigate = useNavigate();

  const toLogin = () => {
    setCreateAccount(false);
    if (variant === "page") void navigate(paths.login);
  };
  const onSignedUp = (email: string) => {
    setSignedUpEmail(email);
    setCreateAccount(false);
  };

  const SignUpForm = signUpForm ?? signUpModule?.SignUpForm ?? LazySignUpForm;
  const prefetch = () => void loadSignUpForm();

  return (
    <div className={`auth auth--${variant}${createAccount ? " auth--signup" : ""}`}>
      <section
        className="auth__panel auth__panel--signin"
        inert={createAccount}
        aria-hidden={createAccount || undefined}
      >
        <SignInForm
          key={signedUpEmail}
          initialEmail={signedUpEmail}
          onCreateAccount={() => setCreateAccount(true)}
          onCreateAccountIntent={prefetch}
        />
      </section>
      <section
        className="auth__panel auth__panel--signup"
        inert={!createAccount}
        aria-hidden={!createAccount || undefined}
      >
        {createAccount && (
          <Suspense fallback={null}>
            <SignUpForm onLogin={toLogin} onSignedUp={onSignedUp} />
          </Suspense>
        )}
      </section>
      {variant === "page" && (
        <div className="auth__overlay">
          <div className="auth__overlay-track">
            <div className="auth__overlay-side auth__overlay-side--left" inert={!createAccount}>
              <h2>One Of Us?</h2>
              <p>Welcome back. Log in to pick up your practice exactly where you left it.</p>
              <Button variant="secondary" onClick={toLogin}>
                Log In
              </Button>
            </div>
            <div className="auth__overlay-side auth__overlay-side--right" inert={createAccount}>
              <h2>New Here?</h2>
              <p>Create a free account and take a full adaptive practice test today.</p>
              <Button
                variant="secondary"
                onPointerEnter={prefetch}
                onFocus={prefetch}
                onClick={() => setCreateAccount(true)}
              >
                Create Account
              </Button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
