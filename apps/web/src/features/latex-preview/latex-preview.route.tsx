import { useDeferredValue, useId, useMemo, useState } from "react";
import { useTypesettable } from "../../components/ui/katex-loader";
import { RenderedMathText, renderMathText, type RenderedSegment } from "../../components/ui/math-text";
import "./latex-preview.css";

const EXAMPLE = [
  "The roots of $x^2 - 5x + 6 = 0$ are $x = 2$ and $x = 3$.",
  "",
  "By the quadratic formula,",
  "$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$",
].join("\n");

type FailedSegment = Extract<RenderedSegment, { error: string }>;

function summarise(formulas: number, failures: number): string {
  if (formulas === 0) return "No formulas found. Put math between $…$ or $$…$$.";
  const noun = formulas === 1 ? "formula" : "formulas";
  if (failures === 0) return formulas === 1 ? "The formula rendered." : `All ${formulas} ${noun} rendered.`;
  return `${failures} of ${formulas} ${noun} failed to render.`;
}

function statusTone(formulas: number, failures: number): "none" | "ok" | "error" {
  if (failures > 0) return "error";
  return formulas > 0 ? "ok" : "none";
}

/** A developer's page for checking how question text with TeX will look in the test runner. */
export function Component() {
  const id = useId();
  const [source, setSource] = useState(EXAMPLE);
  // Typing stays responsive while KaTeX catches up on a long text.
  const deferredSource = useDeferredValue(source);
  const typesettable = useTypesettable(deferredSource);
  const segments = useMemo(() => renderMathText(deferredSource, typesettable), [deferredSource, typesettable]);
  const formulas = segments.filter((segment) => segment.kind !== "text");
  const failures = formulas.filter((segment): segment is FailedSegment => "error" in segment);

  return (
    <div className="latex-preview">
      <title>LaTeX Preview · SAT Practice</title>
      <h1 className="latex-preview__title">LaTeX Preview</h1>
      <p className="latex-preview__intro">
        See question text as the test runner shows it. Inline math goes between <code>$…$</code> or <code>\(…\)</code>,
        display math between <code>$$…$$</code> or <code>\[…\]</code>; write <code>\$</code> for a dollar sign.
      </p>

      <div className="latex-preview__panes">
        <div className="latex-preview__pane">
          <label className="latex-preview__label" htmlFor={`${id}-source`}>
            Source
          </label>
          <textarea
            id={`${id}-source`}
            className="latex-preview__source"
            value={source}
            onChange={(event) => setSource(event.target.value)}
            aria-describedby={`${id}-status`}
            rows={10}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            autoCorrect="off"
          />
        </div>

        <section className="latex-preview__pane" aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`} className="latex-preview__label">
            Preview
          </h2>
          <div className="latex-preview__output">
            <RenderedMathText segments={segments} />
          </div>
        </section>
      </div>

      <p
        id={`${id}-status`}
        role="status"
        className={`latex-preview__status latex-preview__status--${statusTone(formulas.length, failures.length)}`}
      >
        {summarise(formulas.length, failures.length)}
      </p>
      {failures.length > 0 && (
        <ol className="latex-preview__errors" aria-label="Formulas that failed">
          {failures.map((failure, index) => (
            <li key={index}>
              <code className="latex-preview__code">{failure.value}</code>
              <span className="latex-preview__message">{failure.error}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
