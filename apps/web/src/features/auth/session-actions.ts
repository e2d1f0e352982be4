import { storage, storageKeys } from "../../lib/storage";
import { logoutRoute } from "@sat/core";
import { reloadSessionFromStorage, useSession } from "../../stores/session-store";
import { useLoader } from "../../stores/loader-store";
import { queryClient } from "../../app/query-client";

/** Ends the session on the server too, so a copied token stops working; failures are harmless. */
function revokeOnServer(token: string | null): void {
  if (!token) return;
  void fetch(`/api${logoutRoute.path}`, {
    method: logoutRoute.method,
    headers: { Accept: "application/json", "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}

/** `/` and `/home` clear all local storage (spec section 2). */
export function clearEverythingLoader(): null {
  revokeOnServer(useSession.getState().token);
  storage.clearAll();
  reloadSessionFromStorage();
  queryClient.clear();
  useLoader.getState().clearError();
  return null;
}

/** The login screen clears the token. */
export function clearTokenLoader(): null {
  revokeOnServer(useSession.getState().token);
  storage.remove(storageKeys.token);
  useSession.getState().forget();
  queryClient.clear();
  useLoader.getState().clearError();
  return null;
}
