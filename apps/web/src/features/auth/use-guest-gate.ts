import { useEffect } from "react";
import { useDialog } from "../../stores/dialog-store";
import { useSession } from "../../stores/session-store";

/** Guests who open a student screen get the token dialog (spec section 6). Returns true for guests. */
export function useGuestGate(): boolean {
  const isGuest = useSession((s) => s.token === null);
  useEffect(() => {
    if (isGuest) useDialog.getState().open("tokenDialogue");
  }, [isGuest]);
  return isGuest;
}
