import { useEffect, useId, useRef, type ReactNode } from "react";
import { useRunnerController } from "../runner-context";
import type { ToolPanelId } from "../runner-store";
import "./runner-tools.css";

/**
 * A tool inside the test window, as on test day (never a popup): docked at the side on a wide
 * screen, a sheet at the bottom on a phone. It does not block the question; Escape or the close
 * button closes it and focus goes back to the tool's button.
 */
export function ToolPanel({ id, title, children }: { id: ToolPanelId; title: string; children: ReactNode }) {
  const controller = useRunnerController();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  const close = () => {
    controller.tools.setTool("panel", null);
    document.getElementById(`runner-tool-${id}`)?.focus();
  };

  return (
    <section
      ref={ref}
      id={`runner-panel-${id}`}
      className="tool-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.stopPropagation();
        close();
      }}
    >
      <header className="tool-panel__bar">
        <h2 id={titleId} className="tool-panel__title">
          {title}
        </h2>
        <button type="button" className="tool-panel__close" aria-label={`Close ${title}`} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {/* Focusable, so a keyboard can scroll a long sheet. */}
      <div className="tool-panel__body" tabIndex={0} role="region" aria-labelledby={titleId}>
        {children}
      </div>
    </section>
  );
}
