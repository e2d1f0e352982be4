import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { EMAIL_MESSAGE, isValidEmail } from "@sat/core";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { CardPage } from "../../../components/ui/card-page";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import { useForgotPassword } from "../api/forgot-password";
import "../components/auth-panels.css";

/** Asks for a link to choose a new password; the answer is the same whether or not the account exists. */
export function Component() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [formError, setFormError] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isValidEmail(email.trim())) {
      setError(EMAIL_MESSAGE);
      return;
    }
    setError("");
    setFormError("");
    forgot.mutate(
      { userName: email.trim() },
      {
        onSuccess: (res) => setSent(res.message),
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fieldErrors().userName : undefined;
          if (field) setError(field);
          else setFormError(failure instanceof ApiError ? failure.message : "Something went wrong. Please try again.");
        },
      },
    );
  };

  return (
    <CardPage>
      {sent ? (
        <>
          <h1>Check your email</h1>
          <p className="card-page__text" role="status">
            {sent}
          </p>
          <p className="card-page__text">Nothing there after a few minutes? Look in your spam folder, or ask again.</p>
          <div className="card-page__actions">
            <Link className="btn btn--primary btn--md" to={paths.login}>
              Back to log in
            </Link>
            <Button variant="secondary" onClick={() => setSent(null)}>
              Ask again
            </Button>
          </div>
        </>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="forgot-title">
          <h1 id="forgot-title" className="auth-form__title">
            Forgot your password?
          </h1>
          <p className="auth-form__lead">
            Enter the email you log in with and we will send you a link to choose a new password.
          </p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              // Cleared while typing, not on blur: the button must not move under a click that blurs.
              if (error && isValidEmail(e.target.value.trim())) setError("");
            }}
            onBlur={() => {
              if (email && !isValidEmail(email.trim())) setError(EMAIL_MESSAGE);
            }}
            error={error || undefined}
            required
          />
          {formError && (
            <p className="auth-form__error" role="alert">
              {formError}
            </p>
          )}
          <Button type="submit" busy={forgot.isPending} disabled={forgot.isPending || !email}>
            Send reset link
          </Button>
          <p className="auth-form__switch">
            Remembered it?{" "}
            <Link className="auth-form__link" to={paths.login}>
              Log in
            </Link>
          </p>
        </form>
      )}
    </CardPage>
  );
}
