import { Link } from "react-router";
import { paths } from "../../app/paths";
import { UNAUTHORISED } from "../../stores/loader-store";
import "./error-page.css";

/** Spec section 2, Error page: the link goes to login after a 401, otherwise Home (/practices). */
export function ErrorPage({ error }: { error: string | null }) {
  const unauthorised = error === UNAUTHORISED;
  // The big figure is the status ("404"), so the page does not say "Oops" twice.
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {unauthorised ? "401" : (/^(\d{3}):/.exec(error ?? "")?.[1] ?? "Error")}
      </p>
      <h1 id="error-title">Oops!</h1>
      <p>We can&apos;t seem to find the page you&apos;re looking for.</p>
      {error && (
        <p className="error-page__detail" role="alert">
          {error}
        </p>
      )}
      <div className="error-page__links">
        <p>Here are some helpful links:</p>
        {unauthorised ? <Link to={paths.login}>Login</Link> : <Link to={paths.practices}>Home</Link>}
      </div>
    </section>
  );
}
