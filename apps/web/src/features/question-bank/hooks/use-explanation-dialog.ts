import { useEffect } from "react";
import { useDialog } from "../../../stores/dialog-store";

const EXPLANATION_DIALOG = "explanationQuestionInBank";

/** The explanation dialog of the practice screen, open or closed, held in the app-wide dialog store. */
export function useExplanationDialog() {
  const isOpen = useDialog((s) => s.isOpen && s.type === EXPLANATION_DIALOG);
  const close = useDialog((s) => s.close);
  /* The dialog store is app-wide: leaving the screen must not leave the explanation open. */
  useEffect(
    () => () => {
      if (useDialog.getState().type === EXPLANATION_DIALOG) useDialog.getState().close();
    },
    [],
  );
  return { isOpen, open: () => useDialog.getState().open(EXPLANATION_DIALOG), close };
}
