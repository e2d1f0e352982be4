import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { EMAIL_LINK_MESSAGE, EMAIL_LINK_TOKEN_PATTERN } from "@sat/core/validation/email-link-rules";
import { paths } from "../../app/paths";
import { CardPage } from "../../components/ui/card-page";
import { ApiError } from "../../lib/api-client";
import { useSession } from "../../stores/session-store";
import { useVerifyEmail } from "./api/verify-email";
import "../../components/ui/button.css";

/**
 * Opened from a verification or new-address email; uses the link at once (no second click), on
 * whichever device it is opened, signed in or not.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const wellFormed = EMAIL_LINK_TOKEN_PATTERN.test(token);
  const { mutate, data, error, isSuccess, isError } = useVerifyEmail();
  const signedIn = useSession((s) => s.token !== null);
  const started = useRef(false);

  useEffect(() => {
    // Once per page: a link works once, and a second call would report it used.
    if (!wellFormed || started.current) return;
    started.current = true;
    mutate({ token });
  }, [mutate, token, wellFormed]);

  const onward = signedIn ? (
    <Link className="btn btn--primary btn--md" to={paths.dashboard}>
      Go to your dashboard
    </Link>
  ) : (
    <Link className="btn btn--primary btn--md" to={paths.login}>
      Log in
    </Link>
  );

  if (isSuccess) {
    return (
      <CardPage>
        <h1>Email confirmed</h1>
        <p className="card-page__text" role="status">
          {data.message} You log in with {data.email}.
        </p>
        <div className="card-page__actions">{onward}</div>
      </CardPage>
    );
  }
  if (!wellFormed || isError) {
    const message =
      error instanceof ApiError ? error.message : wellFormed ? "Something went wrong." : EMAIL_LINK_MESSAGE;
    const conflict = error instanceof ApiError && error.status === 409;
    return (
      <CardPage>
        <h1>This link did not work</h1>
        <p className="card-page__text" role="alert">
          {message}
        </p>
        <p className="card-page__text">
          {conflict
            ? "Your email address has not changed. You can ask for a different one on your profile."
            : "Log in and choose Resend on your dashboard, or change your email again on your profile, for a new link."}
        </p>
        <div className="card-page__actions">{onward}</div>
      </CardPage>
    );
  }
  return (
    <CardPage>
      <h1>Confirming your email…</h1>
      <p className="card-page__text" role="status" aria-busy="true">
        One moment.
      </p>
    </CardPage>
  );
}
