import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { ApiError } from "../../../lib/api-client";
import { storage } from "../../../lib/storage";
import { UNAUTHORISED } from "../../../stores/loader-store";
import { reloadSessionFromStorage, useSession } from "../../../stores/session-store";
import { ErrorPage } from "../../errors/error-page";
import { fetchMe } from "../api/me";
import { ssoLogin } from "../api/sso-login";
import "./redirect-login.route.css";

/** `/{product}/{isLogin}/{token}`: a partner site signs the student in, then on to /practices. */
export function Component() {
  const { product = "", token = "" } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = async () => {
      try {
        const res = await ssoLogin(token);
        useSession.getState().signIn(res.token);
        await fetchMe();
        void navigate(paths.practices, { replace: true });
      } catch (e) {
        storage.clearAll();
        reloadSessionFromStorage();
        setError(e instanceof ApiError && e.status !== 401 ? e.display : UNAUTHORISED);
      }
    };
    void run();
  }, [navigate, token]);

  if (error) return <ErrorPage error={error} />;
  return (
    <main className="redirect-login" aria-busy="true">
      <div className="redirect-login__logos">
        <span className="redirect-login__logo redirect-login__logo--partner" aria-label={`${product} logo`} role="img">
          {product.slice(0, 2).toUpperCase() || "?"}
        </span>
        <span className="redirect-login__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <img className="redirect-login__logo" src="/favicon.svg" alt="SAT Practice logo" width={64} height={64} />
      </div>
      <p role="status">Signing you in…</p>
    </main>
  );
}
