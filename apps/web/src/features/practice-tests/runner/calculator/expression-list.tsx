import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { colourOf } from "./colours";
import type { RowResult } from "./rows";

const ERROR_DELAY_MS = 700;

interface ExpressionListProps {
  rows: readonly string[];
  results: readonly RowResult[];
  onChange: (next: string[]) => void;
  /** Which row gets focus when the panel opens. */
  autoFocus?: boolean;
}

function Output({ result, row }: { result: RowResult | undefined; row: number }) {
  switch (result?.kind) {
    case undefined:
    case "empty":
      return null;
    case "error":
      return (
        <span className="calc-row__error">
          <span aria-hidden="true" className="calc-row__error-mark">
            !
          </span>
          {result.message}
        </span>
      );
    case "value":
    case "constant":
      return (
        <span className="calc-row__value">
          <span className="calc-row__equals">{result.kind === "constant" ? `${result.name} =` : "="}</span>
          <span className="calc-row__main">{result.text.main}</span>
          {result.text.decimal && <span className="calc-row__decimal">{result.text.decimal}</span>}
        </span>
      );
    case "defined":
      return <span className="calc-row__note">Function {result.name} defined</span>;
    case "curve":
    case "vertical":
    case "region":
      return (
        <span className="calc-row__note">
          {result.kind === "region" ? "Graphed and shaded" : "Graphed"} in {colourOf(row).name}
        </span>
      );
  }
}

export function ExpressionList({ rows, results, onChange, autoFocus = false }: ExpressionListProps) {
  const baseId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(autoFocus ? 0 : null);
  // The row being typed in shows its error only after a pause, so "sqrt(" is not flagged mid-word.
  const [typing, setTyping] = useState<number | null>(null);
  useEffect(() => {
    if (typing === null) return;
    const timer = window.setTimeout(() => setTyping(null), ERROR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typing, rows]);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    inputs.current[index]?.focus();
  });

  const update = (index: number, text: string) => {
    setTyping(index);
    onChange(rows.map((row, i) => (i === index ? text : row)));
  };

  const insertAfter = (index: number) => {
    pendingFocus.current = index + 1;
    onChange([...rows.slice(0, index + 1), "", ...rows.slice(index + 1)]);
  };

  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    pendingFocus.current = Math.min(index, Math.max(0, next.length - 1));
    onChange(next.length > 0 ? next : [""]);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      insertAfter(index);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const target = inputs.current[index + (event.key === "ArrowDown" ? 1 : -1)];
      if (target) {
        event.preventDefault();
        target.focus();
      }
    } else if (event.key === "Backspace" && rows[index] === "" && rows.length > 1) {
      event.preventDefault();
      remove(index);
      pendingFocus.current = Math.max(0, index - 1);
    }
  };

  return (
    <div className="calc-list">
      <ol className="calc-list__rows">
        {rows.map((text, index) => {
          const result = typing === index && results[index]?.kind === "error" ? undefined : results[index];
          const inputId = `${baseId}-in-${String(index)}`;
          const outputId = `${baseId}-out-${String(index)}`;
          const plotted = result?.kind === "curve" || result?.kind === "region" || result?.kind === "vertical";
          const invalid = result?.kind === "error";
          return (
            <li key={index} className={`calc-row${invalid ? " calc-row--invalid" : ""}`}>
              <span
                className={`calc-row__index ${plotted ? `calc-row__index--plotted ${colourOf(index).className}` : ""}`}
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div className="calc-row__field">
                <label className="visually-hidden" htmlFor={inputId}>
                  Expression {index + 1}
                </label>
                <input
                  ref={(el) => {
                    inputs.current[index] = el;
                  }}
                  id={inputId}
                  className="calc-row__input"
                  value={text}
                  onChange={(event) => update(index, event.target.value)}
                  onKeyDown={onKeyDown(index)}
                  aria-describedby={outputId}
                  aria-invalid={invalid || undefined}
                  autoComplete="off"
                  autoCapitalize="off"
                  autoCorrect="off"
                  spellCheck={false}
                  enterKeyHint="next"
                />
                <div id={outputId} className="calc-row__output" aria-live="polite">
                  <Output result={result} row={index} />
                </div>
              </div>
              <button
                type="button"
                className="calc-icon-btn calc-row__remove"
                aria-label={`Remove expression ${String(index + 1)}`}
                onClick={() => remove(index)}
              >
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                  <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="calc-add" onClick={() => insertAfter(rows.length - 1)}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        Add expression
      </button>
    </div>
  );
}
