import { useEffect } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { storage } from "../../../lib/storage";
import { reloadSessionFromStorage, useSession } from "../../../stores/session-store";
import { toast } from "../../../stores/toast-store";

/** setTimeout holds at most 2^31-1 ms; longer sessions re-arm the timer when it fires. */
const MAX_TIMER_MS = 2_147_483_647;

export const SESSION_EXPIRED_MESSAGE = "Your Session Expired";

/** Fires at the token's expiry: toast, storage cleared, back to `/` (spec section 4, Session). */
export function SessionWatcher() {
  const expiresAt = useSession((s) => s.expiresAt);
  const navigate = useNavigate();
  useEffect(() => {
    if (expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const remaining = expiresAt - Date.now();
      if (remaining <= 0) {
        toast.error(SESSION_EXPIRED_MESSAGE);
        storage.clearAll();
        reloadSessionFromStorage();
        void navigate(paths.root);
        return;
      }
      timer = setTimeout(check, Math.min(remaining, MAX_TIMER_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [expiresAt, navigate]);
  return null;
}
