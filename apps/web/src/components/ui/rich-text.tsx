import { Fragment, useMemo } from "react";
import { figurePath } from "@sat/core";
import { useTypesettable } from "./katex-loader";
import { RenderedMathText, renderMathText, type RenderedSegment } from "./math-text";
import { RICH_SPECIAL } from "./text-map";
import "./rich-text.css";

type Piece =
  { kind: "text"; segments: RenderedSegment[] } | { kind: "blank" } | { kind: "figure"; alt: string; id: string };

export function splitRichText(segments: RenderedSegment[]): Piece[] {
  const pieces: Piece[] = [];
  let current: RenderedSegment[] = [];
  const flush = () => {
    if (current.length) pieces.push({ kind: "text", segments: current });
    current = [];
  };
  for (const segment of segments) {
    if (segment.kind !== "text") {
      current.push(segment);
      continue;
    }
    let last = 0;
    for (const match of segment.value.matchAll(RICH_SPECIAL)) {
      const before = segment.value.slice(last, match.index);
      if (before) current.push({ kind: "text", value: before });
      flush();
      pieces.push(match[1] ? { kind: "blank" } : { kind: "figure", alt: match[2] ?? "", id: match[3] ?? "" });
      last = match.index + match[0].length;
    }
    const rest = segment.value.slice(last);
    if (rest) current.push({ kind: "text", value: rest });
  }
  flush();
  return pieces;
}

/**
 * Question text: KaTeX formulas (`$…$`, `\$` is a dollar sign), blanks drawn as a line that
 * screen readers announce as 'blank', and content figures with their description as alt text.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const typesettable = useTypesettable(text);
  const pieces = useMemo(() => splitRichText(renderMathText(text, typesettable)), [text, typesettable]);
  return (
    <span className={className}>
      {pieces.map((piece, i) =>
        piece.kind === "blank" ? (
          <span key={i} className="rich-blank" role="img" aria-label="blank" />
        ) : piece.kind === "figure" ? (
          <img key={i} className="rich-figure" src={figurePath(piece.id)} alt={piece.alt} />
        ) : (
          <Fragment key={i}>
            <RenderedMathText segments={piece.segments} />
          </Fragment>
        ),
      )}
    </span>
  );
}
