import { create } from "zustand";

export type DialogType =
  | "signIn"
  | "tokenDialogue"
  | "startTest"
  | "writingInstructions"
  | "mathsInstructions"
  | "saveExitDialogue"
  | "resultsExplaination"
  | "explanationQuestionInBank";

export interface DialogState {
  isOpen: boolean;
  type: DialogType | null;
  open: (type: DialogType) => void;
  close: () => void;
}

export const useDialog = create<DialogState>((set) => ({
  isOpen: false,
  type: null,
  open: (type) => set({ isOpen: true, type }),
  close: () => set({ isOpen: false, type: null }),
}));
