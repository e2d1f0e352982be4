import { create } from "zustand";
import { storage, storageKeys } from "../lib/storage";
import { decodeToken, isProActive } from "../lib/token";

export interface SessionState {
  token: string | null;
  userName: string | null;
  proTill: string | null;
  /** Milliseconds since the epoch. */
  expiresAt: number | null;
  signIn: (token: string) => void;
  /** Forgets the session on this device (storage keys included). */
  forget: () => void;
}

function fromStorage(): Pick<SessionState, "token" | "userName" | "proTill" | "expiresAt"> {
  const token = storage.get(storageKeys.token);
  const claims = token ? decodeToken(token) : null;
  if (!token || !claims)
    return { token: null, userName: storage.get(storageKeys.userName), proTill: null, expiresAt: null };
  return { token, userName: claims.name, proTill: claims.proTill, expiresAt: claims.exp * 1000 };
}

export const useSession = create<SessionState>((set) => ({
  ...fromStorage(),
  signIn(token) {
    const claims = decodeToken(token);
    if (!claims) return;
    storage.set(storageKeys.token, token);
    storage.set(storageKeys.isLogin, "true");
    storage.set(storageKeys.userName, claims.name);
    storage.set(storageKeys.expiryTime, String(claims.exp * 1000));
    set({ token, userName: claims.name, proTill: claims.proTill, expiresAt: claims.exp * 1000 });
  },
  forget() {
    storage.remove(storageKeys.token);
    storage.remove(storageKeys.isLogin);
    storage.remove(storageKeys.expiryTime);
    set({ token: null, proTill: null, expiresAt: null });
  },
}));

/** Re-reads storage after something cleared it wholesale (`/`, `/home`, a 401). */
export const reloadSessionFromStorage = (): void => useSession.setState(fromStorage());

export const selectIsPro = (s: SessionState): boolean => isProActive(s.proTill);
