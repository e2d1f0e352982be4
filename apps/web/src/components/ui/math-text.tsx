import katex from "katex";
import { Fragment, useMemo, type ReactNode } from "react";
import { splitMath } from "@sat/core";
import type { MathSegment } from "@sat/core";
import "katex/dist/katex.min.css";
import "./math-text.css";

type MathKind = Exclude<MathSegment["kind"], "text">;

/*
 * Formulas are laid out in KaTeX's fonts. Asking for them as soon as this module loads (with the
 * route, while the page's data is on its way) keeps text from moving when they arrive: a formula
 * first laid out in a fallback font changes width and pushes the rest (layout shift).
 */
if (typeof document !== "undefined" && "fonts" in document) {
  for (const font of ["1em KaTeX_Main", "italic 1em KaTeX_Math", "bold 1em KaTeX_Main", "1em KaTeX_Size1"])
    void document.fonts.load(font).catch(() => undefined);
}

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

function typeset(value: string, kind: MathKind): Typeset {
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

// Without a dollar sign or a backslash there is no formula and no escape: most reading passages.
const MAY_HOLD_MATH = /[$\\]/;

/**
 * Renders every formula of `text` once. Kept apart from the component so a caller that also needs to
 * know what failed (the LaTeX preview) does not render the formulas twice.
 */
export function renderMathText(text: string): RenderedSegment[] {
  if (!MAY_HOLD_MATH.test(text)) return text ? [{ kind: "text", value: text }] : [];
  return splitMath(text).map((segment): RenderedSegment => {
    if (segment.kind === "text") return { kind: "text", value: segment.value };
    return { kind: segment.kind, value: segment.value, ...typeset(segment.value, segment.kind) };
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
  const segments = useMemo(() => renderMathText(text), [text]);
  return <RenderedMathText segments={segments} className={className} />;
}
