import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { passwordProblem } from "@sat/core";
import { EMAIL_LINK_MESSAGE, EMAIL_LINK_TOKEN_PATTERN } from "@sat/core/validation/email-link-rules";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { CardPage } from "../../../components/ui/card-page";
import { PasswordField } from "../../../components/ui/password-field";
import { ApiError } from "../../../lib/api-client";
import { useSession } from "../../../stores/session-store";
import { toast } from "../../../stores/toast-store";
import { useResetPassword } from "../api/reset-password";
import "../components/auth-panels.css";

function LinkUnusable({ message }: { message: string }) {
  return (
    <>
      <h1>Choose a new password</h1>
      <p className="card-page__text" role="alert">
        {message}
      </p>
      <p className="card-page__text">Reset links work once, for 30 minutes. Ask for a new one and use it soon.</p>
      <div className="card-page__actions">
        <Link className="btn btn--primary btn--md" to={paths.forgotPassword}>
          Send me a new link
        </Link>
        <Link className="btn btn--secondary btn--md" to={paths.login}>
          Back to log in
        </Link>
      </div>
    </>
  );
}

/** Opened from the reset email: a new password ends every other session and signs the student in here. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [linkError, setLinkError] = useState(EMAIL_LINK_TOKEN_PATTERN.test(token) ? "" : EMAIL_LINK_MESSAGE);
  const reset = useResetPassword();
  const navigate = useNavigate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = passwordProblem(password);
    setError(problem ?? "");
    if (problem) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: (res) => {
          // Stored exactly as a login stores it.
          useSession.getState().signIn(res.token);
          toast.success(res.message);
          void navigate(paths.dashboard, { replace: true });
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fieldErrors().password : undefined;
          if (field) setError(field);
          else if (failure instanceof ApiError && failure.status === 400) setLinkError(failure.message);
          else toast.error(failure instanceof ApiError ? failure.message : "Something went wrong. Please try again.");
        },
      },
    );
  };

  return (
    <CardPage>
      {linkError ? (
        <LinkUnusable message={linkError} />
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="reset-title">
          <h1 id="reset-title" className="auth-form__title">
            Choose a new password
          </h1>
          <p className="auth-form__lead">
            Every device signed in to your account will be signed out; you stay logged in here.
          </p>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              // Cleared while typing, not on blur: the button must not move under a click that blurs.
              if (error && !passwordProblem(e.target.value)) setError("");
            }}
            onBlur={() => {
              if (password && passwordProblem(password)) setError(passwordProblem(password) ?? "");
            }}
            error={error || undefined}
            hint="At least 8 characters; avoid common passwords."
            required
          />
          <Button type="submit" busy={reset.isPending} disabled={reset.isPending || !password}>
            Save new password
          </Button>
          <p className="auth-form__switch">
            <Link className="auth-form__link" to={paths.login}>
              Back to log in
            </Link>
          </p>
        </form>
      )}
    </CardPage>
  );
}
