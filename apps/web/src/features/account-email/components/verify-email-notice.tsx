import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { useMe } from "../../auth/api/me";
import { useResendVerification } from "../api/resend-verification";
import "./account-email.css";

/** A quiet line on the dashboard until the student has used the link sent at sign-up. */
export function VerifyEmailNotice() {
  const me = useMe();
  const resend = useResendVerification();
  if (!me.data || me.data.emailVerified) return null;
  const failure = resend.error instanceof ApiError ? resend.error.message : resend.error ? "Could not send it." : null;
  return (
    <aside className="verify-notice" aria-label="Verify your email">
      <p className="verify-notice__text">
        <strong>Verify your email.</strong> We sent a link to {me.data.email}; it lets you reset your password if you
        ever forget it.
      </p>
      {resend.isSuccess ? (
        <p className="verify-notice__status" role="status">
          {resend.data.message}
        </p>
      ) : (
        <Button variant="secondary" size="sm" busy={resend.isPending} onClick={() => resend.mutate()}>
          Resend
        </Button>
      )}
      {failure && (
        <p className="verify-notice__error" role="alert">
          {failure}
        </p>
      )}
    </aside>
  );
}
