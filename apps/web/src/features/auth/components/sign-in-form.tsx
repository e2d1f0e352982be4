import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { EMAIL_MESSAGE, isValidEmail } from "@sat/core";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { recheckShown } from "../../../components/ui/field-errors";
import { PasswordField } from "../../../components/ui/password-field";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import { useDialog } from "../../../stores/dialog-store";
import { useSession } from "../../../stores/session-store";
import { toast } from "../../../stores/toast-store";
import { useLogin } from "../api/login";

interface SignInFormProps {
  initialEmail?: string;
  onCreateAccount: () => void;
  /** A pointer or focus on the sign-up link: time to fetch the form. */
  onCreateAccountIntent?: () => void;
}

export function SignInForm({ initialEmail = "", onCreateAccount, onCreateAccountIntent }: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const login = useLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isValidEmail(email.trim())) {
      setErrors({ userName: EMAIL_MESSAGE });
      return;
    }
    setErrors({});
    login.mutate(
      { userName: email.trim(), password },
      {
        onSuccess: (res) => {
          if (!res.isLogin) {
            toast.error(res.message);
            return;
          }
          useSession.getState().signIn(res.token);
          useDialog.getState().close();
          toast.success(res.message);
          void navigate(paths.dashboard);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) toast.error("Invalid Credentials");
          else if (error instanceof ApiError) {
            setErrors(error.fieldErrors());
            toast.error(error.message);
          } else toast.error("Unable to log in. Please try again.");
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Sign in">
      <h1 className="auth-form__brand">S A T</h1>
      <p className="auth-form__lead">Log in to continue your practice.</p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          recheckShown(setErrors, "userName", isValidEmail(e.target.value.trim()) ? null : EMAIL_MESSAGE);
        }}
        onBlur={() => setErrors((x) => ({ ...x, userName: email && !isValidEmail(email.trim()) ? EMAIL_MESSAGE : "" }))}
        error={errors.userName || undefined}
        required
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password || undefined}
        required
      />
      <Link
        className="auth-form__link auth-form__forgot"
        to={paths.forgotPassword}
        onClick={() => useDialog.getState().close()}
      >
        Forgot password?
      </Link>
      <Button type="submit" busy={login.isPending} disabled={login.isPending || !email || !password}>
        Log In
      </Button>
      <p className="auth-form__switch">
        New here?{" "}
        <button
          type="button"
          className="auth-form__link"
          onPointerEnter={onCreateAccountIntent}
          onFocus={onCreateAccountIntent}
          onClick={onCreateAccount}
        >
          Create Account
        </button>
      </p>
    </form>
  );
}
