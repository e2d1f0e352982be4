/**
 * The built-in graphing calculator: a non-modal panel inside the test window, so it keeps working
 * offline and the student never leaves the test. Controlled: the runner owns the expressions (one
 * list per attempt, restored on resume) and this panel only reports edits.
 */
import { useId, useMemo, type CSSProperties, type KeyboardEvent } from "react";
import "./calculator.css";
import "./calculator-graph.css";
import { ExpressionList } from "./expression-list";
import { GraphView } from "./graph-view";
import { evaluateRows } from "./rows";
import { usePanelFrame } from "./use-panel-frame";
import { ValuesTable } from "./values-table";

export interface CalculatorPanelProps {
  /** The panel's id, for the tool button's aria-controls. */
  id?: string;
  expressions: string[];
  onExpressionsChange: (next: string[]) => void;
  onClose: () => void;
}

const EMPTY = [""];

export default function CalculatorPanel({ id, expressions, onExpressionsChange, onClose }: CalculatorPanelProps) {
  const titleId = useId();
  const moveHintId = useId();
  const resizeHintId = useId();
  const rows = expressions.length > 0 ? expressions : EMPTY;
  const results = useMemo(() => evaluateRows(rows), [rows]);
  const { frame, sheet, titleBar, resizeHandle } = usePanelFrame();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    // Handled here so the runner's own Escape handling (closing its dialogs) does not also fire.
    event.stopPropagation();
    onClose();
  };

  const style: CSSProperties = { left: frame.x, top: frame.y, width: frame.width, height: frame.height };

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={`calc${sheet ? " calc--sheet" : ""}`}
      style={style}
      onKeyDown={onKeyDown}
    >
      <div
        className="calc__bar"
        role="group"
        aria-roledescription="title bar"
        aria-label="Move calculator"
        aria-describedby={moveHintId}
        tabIndex={0}
        {...titleBar}
      >
        {sheet && <span className="calc__grip" aria-hidden="true" />}
        <h2 id={titleId} className="calc__title">
          Calculator
        </h2>
        <span id={moveHintId} className="visually-hidden">
          {sheet
            ? "Use the up and down arrow keys to make the calculator taller or shorter."
            : "Use the arrow keys to move the calculator; Home puts it back on the right."}
        </span>
        <button
          type="button"
          className="calc-icon-btn calc__close"
          aria-label="Close calculator"
          title="Close (Esc)"
          onClick={onClose}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="calc__body">
        <div className="calc__layout">
          <div className="calc__side">
            <ExpressionList rows={rows} results={results} onChange={onExpressionsChange} autoFocus />
            <ValuesTable results={results} />
          </div>
          <GraphView results={results} />
        </div>
      </div>
      {!sheet && (
        <button
          type="button"
          className="calc__resize"
          aria-label="Resize calculator"
          aria-describedby={resizeHintId}
          {...resizeHandle}
        >
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M11 4L4 11M11 8l-3 3" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <span id={resizeHintId} className="visually-hidden">
        Use the arrow keys to make the calculator wider, narrower, taller or shorter.
      </span>
    </section>
  );
}
