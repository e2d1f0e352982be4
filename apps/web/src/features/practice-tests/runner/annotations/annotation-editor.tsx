import { ANNOTATION_LIMITS, HIGHLIGHT_COLOURS } from "@sat/core";
import type { Highlight } from "@sat/core";
import { useEffect, useId, useMemo, useRef } from "react";
import { passageMap, richTextMap, toVisible, ATOM } from "../../../../components/ui/text-map";
import { useRunner, useRunnerController } from "../runner-context";
import type { TestQuestion } from "../types";

const COLOUR_NAMES = { yellow: "Yellow", blue: "Blue", pink: "Pink" } as const;

/** The words a highlight covers in the question's own text (formulas and figures as an ellipsis). */
export function useQuote(question: TestQuestion, highlight: Highlight | undefined): string {
  const maps = useMemo(
    () => ({ passage: passageMap(question.description), prompt: richTextMap(question.processedQuestion) }),
    [question.description, question.processedQuestion],
  );
  if (!highlight) return "";
  const map = maps[highlight.target];
  const visible = toVisible(map, highlight.start, highlight.end);
  return visible ? map.text.slice(visible.a, visible.b).replaceAll(ATOM, "…") : "";
}

/**
 * The open highlight: its colour, its note, and Delete. A panel above the footer that never covers
 * the question's choices on a wide screen; Escape or Done closes it and focus goes back to the text.
 */
export function AnnotationEditor({ question }: { question: TestQuestion }) {
  const controller = useRunnerController();
  const editing = useRunner((s) => s.editing);
  const highlight = useRunner((s) => (s.editing ? s.annotations[s.editing.qId]?.[s.editing.index] : undefined));
  const quote = useQuote(question, highlight);
  const titleId = useId();
  const noteId = useId();
  const countId = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const open = editing?.qId === question._id && highlight !== undefined;
  const index = editing?.index ?? -1;

  useEffect(() => {
    if (open) noteRef.current?.focus({ preventScroll: true });
  }, [open, index]);

  if (!open || !highlight) return null;
  const target = highlight.target;
  const close = () => {
    controller.tools.closeHighlight();
    document.querySelector<HTMLElement>(target === "passage" ? ".runner-pane--left" : "#runner-question-pane")?.focus();
  };
  return (
    <section
      className="annotation-editor"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.stopPropagation();
        close();
      }}
    >
      <div className="annotation-editor__head">
        <h2 id={titleId} className="annotation-editor__title">
          Highlight &amp; note
        </h2>
        <blockquote className="annotation-editor__quote">{quote}</blockquote>
      </div>
      <fieldset className="annotation-editor__colours">
        <legend className="visually-hidden">Colour</legend>
        {HIGHLIGHT_COLOURS.map((colour) => (
          <label key={colour} className={`annotation-swatch annotation-swatch--${colour}`}>
            <input
              type="radio"
              name={`${titleId}-colour`}
              checked={highlight.colour === colour}
              onChange={() => controller.tools.editHighlight(question._id, index, { colour })}
            />
            <span>{COLOUR_NAMES[colour]}</span>
          </label>
        ))}
      </fieldset>
      <div className="annotation-editor__note">
        <label htmlFor={noteId}>Note</label>
        <textarea
          id={noteId}
          ref={noteRef}
          rows={2}
          maxLength={ANNOTATION_LIMITS.noteChars}
          aria-describedby={countId}
          value={highlight.note}
          onChange={(e) => controller.tools.editHighlight(question._id, index, { note: e.target.value })}
        />
        <span id={countId} className="annotation-editor__count">
          {highlight.note.length} / {ANNOTATION_LIMITS.noteChars}
        </span>
      </div>
      <div className="annotation-editor__actions">
        <button
          type="button"
          className="annotation-editor__delete"
          onClick={() => {
            controller.tools.removeHighlight(question._id, index);
            close();
          }}
        >
          Delete highlight
        </button>
        <button type="button" className="annotation-editor__done" onClick={close}>
          Done
        </button>
      </div>
    </section>
  );
}
