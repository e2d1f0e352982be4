/** The local-storage keys of spec section 3. Answers never live here: `/` and `/home` clear it. */
export const storageKeys = {
  token: "token",
  isLogin: "isLogin",
  userName: "userName",
  expiryTime: "expiryTime",
  activeMenu: "activeMenu",
  overallResults: "overallResults",
  isScoreCalculated: "isScoreCaluculated",
  currentTestName: "currentTestName",
  reload: "reload",
  /** The runner's tool settings (hidden timer, zoom), per attempt: they survive a reload on this device. */
  runnerTools: (userTestId: string) => `runnerTools:${userTestId}` as const,
} as const;

type FixedKeys = Exclude<keyof typeof storageKeys, "runnerTools">;
export type StorageKey = (typeof storageKeys)[FixedKeys] | `runnerTools:${string}`;

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: StorageKey): string | null {
    return store()?.getItem(key) ?? null;
  },
  set(key: StorageKey, value: string): void {
    try {
      store()?.setItem(key, value);
    } catch {
      // Storage full or blocked: the app keeps working from memory.
    }
  },
  remove(key: StorageKey): void {
    store()?.removeItem(key);
  },
  clearAll(): void {
    store()?.clear();
  },
};
