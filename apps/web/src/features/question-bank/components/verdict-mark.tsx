import type { Verdict } from "../practice-state";

/** 'Correct' in green with a tick, 'Incorrect' in red with a cross: colour is never the only sign. */
export function VerdictMark({ verdict }: { verdict: Verdict }) {
  return (
    <span className={`bank-verdict bank-verdict--${verdict}`}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        {verdict === "correct" ? (
          <path
            d="M4.5 10.5l3.5 3.5 7.5-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <path
            d="M5.5 5.5l9 9M14.5 5.5l-9 9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        )}
      </svg>
      {verdict === "correct" ? "Correct" : "Incorrect"}
    </span>
  );
}
