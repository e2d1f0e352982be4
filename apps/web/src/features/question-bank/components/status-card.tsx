import type { ReactNode } from "react";
import "../practice.css";

/** A screen that has no question to show: logged out, not found, failed to load. */
export function StatusCard({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <div className="page">
      <div className="bank-status card">
        <p className="bank-status__eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
