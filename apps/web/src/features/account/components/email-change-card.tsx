import { useState, type FormEvent } from "react";
import { EMAIL_MESSAGE, isValidEmail } from "@sat/core";
import { Button } from "../../../components/ui/button";
import { PasswordField } from "../../../components/ui/password-field";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import { useMe } from "../../auth/api/me";
import { useChangeEmail } from "../api/change-email";

type Errors = { newEmail?: string | undefined; password?: string | undefined; form?: string | undefined };

/**
 * The student's email address and a form to change it. Self-contained (it loads the profile
 * itself), so it can sit on any signed-in page; the new address takes effect only once the link
 * mailed to it is used.
 */
export function EmailChangeCard() {
  const me = useMe();
  const change = useChangeEmail();
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState("");
  if (!me.data) return null;
  const { email, emailVerified, pendingEmail } = me.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {
      newEmail: isValidEmail(newEmail.trim()) ? undefined : EMAIL_MESSAGE,
      password: password ? undefined : "Enter your current password",
    };
    setErrors(found);
    if (found.newEmail || found.password) return;
    setSent("");
    change.mutate(
      { newEmail: newEmail.trim(), password },
      {
        onSuccess: (res) => {
          setSent(res.message);
          setNewEmail("");
          setPassword("");
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError)) return setErrors({ form: "Something went wrong. Please try again." });
          const fields = failure.fieldErrors();
          setErrors(
            fields.newEmail || fields.password
              ? { newEmail: fields.newEmail, password: fields.password }
              : { form: failure.message },
          );
        },
      },
    );
  };

  return (
    <form className="account-card card" onSubmit={submit} noValidate aria-labelledby="email-change-title">
      <h2 id="email-change-title" className="account-card__title">
        Email address
      </h2>
      <p className="account-card__lead">
        You log in with <strong>{email}</strong>
        <span className={`account-badge${emailVerified ? "" : " account-badge--warning"}`}>
          {emailVerified ? "Verified" : "Not verified"}
        </span>
      </p>
      {pendingEmail && !sent && (
        <p className="account-card__note">
          Waiting for you to confirm {pendingEmail}: use the link we sent there. Until then you keep logging in with{" "}
          {email}.
        </p>
      )}
      <div className="account-card__fields">
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          error={errors.newEmail}
          required
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
      </div>
      <div className="account-card__actions">
        <Button type="submit" busy={change.isPending}>
          Send confirmation link
        </Button>
        {sent && (
          <p className="account-card__status" role="status">
            {sent}
          </p>
        )}
        {errors.form && (
          <p className="account-card__error" role="alert">
            {errors.form}
          </p>
        )}
      </div>
    </form>
  );
}
