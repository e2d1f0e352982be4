import { useState, type FormEvent } from "react";
import { ACCOUNT_MESSAGES } from "@sat/core/validation/account-rules";
import { passwordProblem } from "@sat/core/validation/password-rules";
import { Button } from "../../../components/ui/button";
import { recheckShown } from "../../../components/ui/field-errors";
import { PasswordField } from "../../../components/ui/password-field";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../stores/toast-store";
import { useChangePassword } from "../api/account-security";

type Field = "currentPassword" | "newPassword";
type Errors = Partial<Record<Field, string>>;

function problems(current: string, next: string): Errors {
  const errors: Errors = {};
  if (current === "") errors.currentPassword = ACCOUNT_MESSAGES.currentPasswordRequired;
  const weak = passwordProblem(next);
  if (weak) errors.newPassword = weak;
  return errors;
}

/** Asks for the current password; on success every other device is signed out (the server says so). */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState("");
  const change = useChangePassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = problems(current, next);
    setErrors(found);
    setDone("");
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: (r) => {
          setCurrent("");
          setNext("");
          setDone(r.message);
          toast.success("Your password is changed");
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors() : {};
          const shown: Errors = {};
          if (fields.currentPassword) shown.currentPassword = fields.currentPassword;
          if (fields.newPassword) shown.newPassword = fields.newPassword;
          setErrors(shown);
          if (Object.keys(shown).length === 0)
            toast.error(error instanceof ApiError ? error.message : "Your password could not be changed.");
        },
      },
    );
  };

  return (
    <form className="account-card card" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className="account-card__title">
        Password
      </h2>
      <p className="account-card__lead">Changing it signs you out on every other device.</p>
      <div className="account-card__fields">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.currentPassword}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => {
            setNext(e.target.value);
            recheckShown(setErrors, "newPassword", passwordProblem(e.target.value));
          }}
          onBlur={() => next && setErrors((x) => ({ ...x, newPassword: passwordProblem(next) ?? undefined }))}
          error={errors.newPassword}
          hint="At least 8 characters; avoid common passwords."
        />
      </div>
      <div className="account-card__actions">
        <Button type="submit" busy={change.isPending}>
          Change password
        </Button>
        <p className="account-card__status" role="status">
          {done}
        </p>
      </div>
    </form>
  );
}
