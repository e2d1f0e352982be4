import { useEffect, useId, useRef, type ReactNode } from "react";
import "./dialog.css";

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** Instruction and explanation dialogs are wide; the others narrow (spec section 2, Dialogs). */
  size?: "narrow" | "wide";
  /** False for a choice the student must make: no close button, Escape and the backdrop do nothing. */
  dismissible?: boolean;
  /** "alertdialog" for an interruption that needs an answer. */
  role?: "dialog" | "alertdialog";
  children: ReactNode;
}

/** A modal on the native <dialog>: focus is trapped, Escape and the backdrop close it. */
export function Dialog({ open, onClose, title, size = "narrow", dismissible = true, role, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      role={role}
      aria-labelledby={title ? titleId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(e) => {
        if (dismissible && e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog__body">
          {dismissible && (
            <button type="button" className="dialog__close" onClick={onClose} aria-label="Close dialog">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
          {title && (
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
