import { create } from "zustand";

/** Spec section 4 (Loader): loading before every call, an error text when one fails. */
export interface LoaderState {
  pending: number;
  isError: boolean;
  error: string | null;
  start: () => void;
  finish: () => void;
  fail: (error: string) => void;
  clearError: () => void;
}

export const useLoader = create<LoaderState>((set) => ({
  pending: 0,
  isError: false,
  error: null,
  start: () => set((s) => ({ pending: s.pending + 1 })),
  finish: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
  fail: (error) => set({ isError: true, error }),
  clearError: () => set({ isError: false, error: null }),
}));

export const UNAUTHORISED = "Un Authorised";
