import type { Highlight } from "@sat/core";
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import { passageMap, richTextMap } from "../../../../components/ui/text-map";
import { useRunner, useRunnerController } from "../runner-context";
import { highlightAt } from "./highlight-list";
import { paintHighlights, registerRoot, sourceAt, type HighlightRoot } from "./highlight-roots";
import "./annotations.css";

interface AnnotatableProps {
  qId: string;
  target: Highlight["target"];
  /** The text as stored, which the children render: highlights are offsets into it. */
  source: string;
  as?: "div" | "p";
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A passage or a prompt that takes highlights: it tells the highlighter where its text is, paints
 * the question's highlights over it and opens one in the note editor when clicked.
 */
export function Annotatable({ qId, target, source, as: Tag = "div", id, className, children }: AnnotatableProps) {
  const controller = useRunnerController();
  const ref = useRef<HTMLElement>(null);
  const rootRef = useRef<HighlightRoot | null>(null);
  const highlights = useRunner((s) => s.annotations[qId]);
  const editing = useRunner((s) => s.editing);
  const map = useMemo(() => (target === "passage" ? passageMap(source) : richTextMap(source)), [source, target]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = { element, qId, target, map };
    rootRef.current = root;
    return registerRoot(root);
  }, [qId, target, map]);

  useEffect(() => {
    const s = controller.store.getState();
    paintHighlights(s.annotations, s.editing);
  }, [controller, highlights, editing, map]);

  return (
    <Tag
      ref={ref as never}
      id={id}
      className={className ? `annotatable ${className}` : "annotatable"}
      data-annotate={target}
      onClick={(event) => {
        const root = rootRef.current;
        if (!root || !window.getSelection()?.isCollapsed) return;
        const at = sourceAt(root, event.clientX, event.clientY);
        const index = at === null ? -1 : highlightAt(highlights ?? [], target, at);
        if (index !== -1) controller.tools.openHighlight(qId, index);
      }}
    >
      {children}
    </Tag>
  );
}
