import { Fragment, useMemo } from "react";
import { RenderedMathText, renderMathText, type RenderedSegment } from "../../../../components/ui/math-text";

type Piece = { kind: "text"; segments: RenderedSegment[] } | { kind: "blank" };

/** A run of three or more underscores is a blank to fill in (outside formulas only). */
const BLANK = /_{3,}/;

function splitBlanks(segments: RenderedSegment[]): Piece[] {
  const pieces: Piece[] = [];
  let current: RenderedSegment[] = [];
  const flush = () => {
    if (current.length) pieces.push({ kind: "text", segments: current });
    current = [];
  };
  for (const segment of segments) {
    if (segment.kind !== "text" || !BLANK.test(segment.value)) {
      current.push(segment);
      continue;
    }
    const parts = segment.value.split(/_{3,}/);
    parts.forEach((part, i) => {
      if (i > 0) {
        flush();
        pieces.push({ kind: "blank" });
      }
      if (part) current.push({ kind: "text", value: part });
    });
  }
  flush();
  return pieces;
}

/**
 * Question text: KaTeX formulas (`$…$`, `\$` is a dollar sign) and blanks drawn as a line that
 * screen readers announce as 'blank'.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const pieces = useMemo(() => splitBlanks(renderMathText(text)), [text]);
  return (
    <span className={className}>
      {pieces.map((piece, i) =>
        piece.kind === "blank" ? (
          <span key={i} className="runner-blank" role="img" aria-label="blank" />
        ) : (
          <Fragment key={i}>
            <RenderedMathText segments={piece.segments} />
          </Fragment>
        ),
      )}
    </span>
  );
}
