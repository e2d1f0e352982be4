import { STAGE_INFO } from "@sat/core";
import { useEffect, useRef, useState } from "react";
import { useDialog } from "../../../../stores/dialog-store";
import { useRunner, useRunnerController } from "../runner-context";
import { HEADER_TOOLS, isMathStage } from "../tools";
import type { Stage } from "../types";
import { Countdown } from "./countdown";
import { ZoomControl } from "./zoom-control";
import { ChevronDown, ExitIcon, ToolsIcon } from "./icons";

const TOOLSET_ID = "runner-toolset";

export function RunnerHeader({ stage }: { stage: Stage }) {
  const openDialog = useDialog((s) => s.open);
  const directionsOpen = useDialog(
    (s) => s.isOpen && (s.type === "writingInstructions" || s.type === "mathsInstructions"),
  );
  const busy = useRunner((s) => s.phase !== "ready");
  const openPanel = useRunner((s) => s.tools.panel);
  const lineReader = useRunner((s) => s.tools.lineReader);
  const switches = { lineReader };
  const controller = useRunnerController();
  const tools = HEADER_TOOLS.filter((tool) => tool.availableIn(stage));
  // On a phone the tools fold into a menu (CSS shows the toggle only there).
  const [menuOpen, setMenuOpen] = useState(false);
  const toolsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!toolsRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [menuOpen]);
  return (
    <header className="runner-header">
      <div className="runner-header__start">
        <h1 className="runner-header__title">{STAGE_INFO[stage].title}</h1>
        <button
          type="button"
          className="runner-header__directions"
          aria-haspopup="dialog"
          aria-expanded={directionsOpen}
          onClick={() => openDialog(isMathStage(stage) ? "mathsInstructions" : "writingInstructions")}
        >
          Directions
          <ChevronDown size={16} />
        </button>
      </div>
      <Countdown />
      <div
        ref={toolsRef}
        className="runner-header__tools"
        onKeyDown={(e) => {
          if (e.key !== "Escape" || !menuOpen) return;
          e.stopPropagation();
          setMenuOpen(false);
          document.getElementById(`${TOOLSET_ID}-toggle`)?.focus();
        }}
      >
        <button
          id={`${TOOLSET_ID}-toggle`}
          type="button"
          className="runner-tool runner-tools-toggle"
          aria-expanded={menuOpen}
          aria-controls={TOOLSET_ID}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <ToolsIcon />
          <span className="runner-tool__label">Tools</span>
        </button>
        <div id={TOOLSET_ID} className="runner-header__toolset" data-open={menuOpen ? "" : undefined}>
          <ZoomControl />
          {tools.map((tool) => {
            const panel = tool.panel;
            const toggle = tool.toggle;
            const on = panel ? openPanel === panel : toggle ? switches[toggle] : false;
            const onClick = () => {
              if (panel) controller.tools.setTool("panel", on ? null : panel);
              else if (toggle) controller.tools.setTool(toggle, !on);
              else tool.run?.(controller);
              setMenuOpen(false);
            };
            return (
              <button
                key={tool.id}
                id={`runner-tool-${tool.id}`}
                type="button"
                className={`runner-tool${on ? " runner-tool--on" : ""}`}
                aria-expanded={panel ? on : undefined}
                aria-pressed={toggle ? on : undefined}
                aria-controls={panel && on ? `runner-panel-${panel}` : undefined}
                onMouseDown={tool.run ? (e) => e.preventDefault() : undefined}
                onClick={onClick}
              >
                {tool.icon}
                <span className="runner-tool__label">{tool.label}</span>
              </button>
            );
          })}
        </div>
        <button
          type="button"
          className="runner-tool"
          aria-haspopup="dialog"
          disabled={busy}
          onClick={() => openDialog("saveExitDialogue")}
        >
          <ExitIcon />
          <span className="runner-tool__label">Save &amp; Exit</span>
        </button>
      </div>
    </header>
  );
}
