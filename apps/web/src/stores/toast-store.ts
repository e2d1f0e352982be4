import { create } from "zustand";
import { UI } from "@sat/core";

export type ToastKind = "success" | "error" | "info";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, message: string) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show(kind, message) {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts.filter((t) => t.message !== message), { id, kind, message }] }));
    setTimeout(() => get().dismiss(id), UI.toastAutoCloseMs);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export const toast = {
  success: (message: string) => useToasts.getState().show("success", message),
  error: (message: string) => useToasts.getState().show("error", message),
  info: (message: string) => useToasts.getState().show("info", message),
};
