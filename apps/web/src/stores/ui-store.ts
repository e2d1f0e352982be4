import { create } from "zustand";

interface UiState {
  sidebarCollapse: boolean;
  /** Which side of the sign-in / sign-up screen or dialog is shown. */
  createAccount: boolean;
  toggleSidebar: () => void;
  setCreateAccount: (value: boolean) => void;
}

export const useUi = create<UiState>((set) => ({
  sidebarCollapse: false,
  createAccount: false,
  toggleSidebar: () => set((s) => ({ sidebarCollapse: !s.sidebarCollapse })),
  setCreateAccount: (createAccount) => set({ createAccount }),
}));
