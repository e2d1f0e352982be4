import type { ReactNode } from "react";
import "../practice.css";

interface PracticeBarProps {
  title: string;
  /** The line under the title: the bank's domain and skill, or what a review is. */
  subtitle?: ReactNode;
  /** On the right: Save & Exit, or the way out of a review. */
  children?: ReactNode;
}

/** The header of every state of the practice screen, in the bank and in a review. */
export function PracticeBar({ title, subtitle, children }: PracticeBarProps) {
  return (
    <div className="bank-practice__bar">
      <div className="bank-practice__heading">
        <h1 className="bank-practice__title">{title}</h1>
        {subtitle && <p className="bank-practice__type">{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}
