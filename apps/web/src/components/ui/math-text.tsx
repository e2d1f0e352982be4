import { Fragment, useMemo, type ReactNode } from "react";
import { splitMath } from "@sat/core";
import type { MathSegment } from "@sat/core";
import { MAY_HOLD_MATH, loadedKatex, useTypesettable } from "./katex-loader";
import "./math-text.css";

type MathKind = Exclude<MathSegment["kind"], "text">;

export type RenderedSegment =
  | { kind: "text"; value: string }
  | { kind: MathKind; value: string; html: string }
  | { kind: MathKind; value: string; error: string };

type Typeset = { html: string } | { error: string };

// The same formulas come back often (options of a question revisited, the review page, a dialog
// opened twice), and typesetting is the costly part, so each TeX source is typeset once per page
// load. Bounded so a long session does not keep every formula it ever showed.
const typesetCache = new Map<string, Typeset>();
const TYPESET_CACHE_LIMIT = 2000;

function typeset(value: string, kind: MathKind): Typeset | null {
  const katex = loadedKatex();
  if (!katex) return null;
  const key = `${kind}\u0000${value}`;
  const cached = typesetCache.get(key);
  if (cached) return cached;
  let result: Typeset;
  try {
    result = {
      html: katex.renderToString(value, {
        displayMode: kind === "display",
        // Throwing lets us show the source and the reason, instead of KaTeX's bare red text.
        throwOnError: true,
        // The MathML half is what screen readers read; the HTML half is hidden from them by KaTeX.
        output: "htmlAndMathml",
      }),
    };
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  if (typesetCache.size >= TYPESET_CACHE_LIMIT) {
    const oldest = typesetCache.keys().next().value;
    if (oldest !== undefined) typesetCache.delete(oldest);
  }
  typesetCache.set(key, result);
  return result;
}

/**
 * Renders every formula of `text` once. Kept apart from the component so a caller that also needs to
 * know what failed (the LaTeX preview) does not render the formulas twice. Until KaTeX has loaded
 * (`typesettable`, see katex-loader.ts) a formula stays its source, as text.
 */
export function renderMathText(text: string, typesettable = loadedKatex() !== null): RenderedSegment[] {
  if (!MAY_HOLD_MATH.test(text)) return text ? [{ kind: "text", value: text }] : [];
  return splitMath(text).map((segment): RenderedSegment => {
    if (segment.kind === "text") return { kind: "text", value: segment.value };
    const result = typesettable ? typeset(segment.value, segment.kind) : null;
    return result ? { kind: segment.kind, value: segment.value, ...result } : { kind: "text", value: segment.value };
  });
}

export interface RenderedMathTextProps {
  segments: readonly RenderedSegment[];
  className?: string | undefined;
}

// Punctuation right after an inline formula stays on the formula's line, as it does in print.
const TRAILING_PUNCTUATION = /^[.,;:!?%)\]}'"’”]+/;

function Formula({ segment }: { segment: Exclude<RenderedSegment, { kind: "text" }> }) {
  if ("error" in segment) {
    return (
      <span className={`math-text__error math-text__error--${segment.kind}`} title={segment.error} data-math-error="">
        {segment.value}
      </span>
    );
  }
  // KaTeX escapes the TeX it is given and `trust` is off, so its markup is safe to inject.
  return <span className="math-text__formula" dangerouslySetInnerHTML={{ __html: segment.html }} />;
}

export function RenderedMathText({ segments, className }: RenderedMathTextProps) {
  const nodes: ReactNode[] = [];
  let gluedToPrevious = 0;
  // The list is derived from the text and never reordered, so an index is a stable key.
  segments.forEach((segment, index) => {
    if (segment.kind === "text") {
      const rest = segment.value.slice(gluedToPrevious);
      gluedToPrevious = 0;
      if (rest) nodes.push(<Fragment key={index}>{rest}</Fragment>);
      return;
    }
    const next = segments[index + 1];
    const glued =
      segment.kind === "inline" && next?.kind === "text" ? TRAILING_PUNCTUATION.exec(next.value)?.[0] : undefined;
    if (!glued) {
      nodes.push(<Formula key={index} segment={segment} />);
      return;
    }
    gluedToPrevious = glued.length;
    nodes.push(
      <span key={index} className="math-text__nowrap">
        <Formula segment={segment} />
        {glued}
      </span>,
    );
  });
  return <span className={className ? `math-text ${className}` : "math-text"}>{nodes}</span>;
}

export interface MathTextProps {
  text: string;
  className?: string | undefined;
}

/** Text with `$…$`, `\(…\)`, `$$…$$` and `\[…\]` formulas typeset by KaTeX. */
export function MathText({ text, className }: MathTextProps) {
  const typesettable = useTypesettable(text);
  const segments = useMemo(() => renderMathText(text, typesettable), [text, typesettable]);
  return <RenderedMathText segments={segments} className={className} />;
}
