import { useId, useState } from "react";
import { useRunner, useRunnerController } from "../runner-context";
import type { TestQuestion } from "../types";
import { useQuote } from "./annotation-editor";
import type { Highlight } from "@sat/core";

function SummaryItem({ question, highlight, index }: { question: TestQuestion; highlight: Highlight; index: number }) {
  const controller = useRunnerController();
  const quote = useQuote(question, highlight);
  return (
    <li className={`highlights-summary__item highlights-summary__item--${highlight.colour}`}>
      <button
        type="button"
        className="highlights-summary__open"
        onClick={() => controller.tools.openHighlight(question._id, index)}
      >
        <span className="visually-hidden">Edit highlight ({highlight.colour}):</span> “{quote}”
      </button>
      <button
        type="button"
        className="highlights-summary__remove"
        aria-label={`Remove highlight “${quote}”`}
        onClick={() => controller.tools.removeHighlight(question._id, index)}
      >
        Remove
      </button>
      {highlight.note.trim() && <p className="highlights-summary__note">{highlight.note}</p>}
    </li>
  );
}

/**
 * The question's highlights and notes as a list: the way to reach them from the keyboard or a screen
 * reader, which the painted highlights themselves are not.
 */
export function HighlightsSummary({ question }: { question: TestQuestion }) {
  const highlights = useRunner((s) => s.annotations[question._id]);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const count = highlights?.length ?? 0;
  if (count === 0) return null;
  return (
    <div className="highlights-summary">
      <button
        type="button"
        className="highlights-summary__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {count === 1 ? "1 highlight" : `${count} highlights`}
      </button>
      {open && (
        <ul id={listId} className="highlights-summary__list">
          {(highlights ?? []).map((h, i) => (
            <SummaryItem key={`${h.target}-${h.start}`} question={question} highlight={h} index={i} />
          ))}
        </ul>
      )}
    </div>
  );
}
