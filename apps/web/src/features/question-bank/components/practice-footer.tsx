import type { ReactNode } from "react";

interface PracticeFooterProps {
  /** 'Please select an option', or why a check or a save failed. */
  alerts: (string | null)[];
  /** Read out by screen readers after a check. */
  status: string;
  /** The buttons, primary last. */
  children: ReactNode;
  /** Shown on screen beside the buttons, e.g. when a review question comes back. */
  note?: ReactNode;
}

/** The footer that stays in view while the question scrolls: messages on the left, actions on the right. */
export function PracticeFooter({ alerts, status, children, note }: PracticeFooterProps) {
  return (
    <div className="bank-practice__footer">
      <div className="bank-practice__messages">
        {note}
        {alerts.map(
          (alert, i) =>
            alert && (
              <p key={i} className="bank-alert" role="alert">
                {alert}
              </p>
            ),
        )}
        <p className="visually-hidden" role="status" aria-live="polite">
          {status}
        </p>
      </div>
      <div className="bank-practice__actions">{children}</div>
    </div>
  );
}
