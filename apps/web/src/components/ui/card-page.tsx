import type { ReactNode } from "react";
import "./card-page.css";

/** One small card on the sign-in screen's background: the pages emailed links open. */
export function CardPage({ children }: { children: ReactNode }) {
  return (
    <main className="card-page">
      <div className="card-page__card">
        <p className="card-page__brand" aria-hidden="true">
          S A T
        </p>
        {children}
      </div>
    </main>
  );
}
