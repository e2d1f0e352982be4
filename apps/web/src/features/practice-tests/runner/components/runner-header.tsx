import { STAGE_INFO } from "@sat/core";
import { useDialog } from "../../../../stores/dialog-store";
import { useRunner, useRunnerController } from "../runner-context";
import { HEADER_TOOLS, isMathStage } from "../tools";
import type { Stage } from "../types";
import { Countdown } from "./countdown";
import { ZoomControl } from "./zoom-control";
import { ChevronDown, ExitIcon } from "./icons";

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
      <div className="runner-header__tools">
        <ZoomControl />
        {tools.map((tool) => {
          const panel = tool.panel;
          const toggle = tool.toggle;
          const on = panel ? openPanel === panel : toggle ? switches[toggle] : false;
          const onClick = panel
            ? () => controller.setTool("panel", on ? null : panel)
            : toggle
              ? () => controller.setTool(toggle, !on)
              : tool.run;
          return (
            <button
              key={tool.id}
              id={`runner-tool-${tool.id}`}
              type="button"
              className={`runner-tool${on ? " runner-tool--on" : ""}`}
              aria-expanded={panel ? on : undefined}
              aria-pressed={toggle ? on : undefined}
              aria-controls={panel && on ? `runner-panel-${panel}` : undefined}
              onClick={onClick}
            >
              {tool.icon}
              <span className="runner-tool__label">{tool.label}</span>
            </button>
          );
        })}
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
