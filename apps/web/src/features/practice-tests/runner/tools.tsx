import { STAGE_INFO } from "@sat/core";
import type { ReactNode } from "react";
import { highlightSelection } from "./annotations/highlight-action";
import { CalculatorIcon, HighlightIcon, LineReaderIcon, ReferenceIcon } from "./components/icons";
import type { RunnerController } from "./runner-controller";
import type { ToolPanelId } from "./runner-store";
import type { Stage } from "./types";

export const isMathStage = (stage: Stage): boolean => {
  const info = STAGE_INFO[stage];
  return info.kind === "module" && info.section === "math";
};

/**
 * The tools in the runner's header, in order. A new tool (zoom, line reader, annotate) is one
 * entry here; toggles keep their on/off state in the runner store's `tools`.
 */
export interface HeaderTool {
  id: string;
  label: string;
  icon: ReactNode;
  availableIn: (stage: Stage) => boolean;
  /** A panel inside the test window that the button opens and closes... */
  panel?: ToolPanelId;
  /** ...or a switch of the runner's tools... */
  toggle?: "lineReader";
  /** ...or an action (which keeps the text selection: the button takes no focus on a click). */
  run?: (controller: RunnerController) => void;
}

export const HEADER_TOOLS: readonly HeaderTool[] = [
  { id: "highlight", label: "Highlight", icon: <HighlightIcon />, availableIn: () => true, run: highlightSelection },
  { id: "calculator", label: "Calculator", icon: <CalculatorIcon />, availableIn: isMathStage, panel: "calculator" },
  { id: "reference", label: "Reference", icon: <ReferenceIcon />, availableIn: isMathStage, panel: "reference" },
  { id: "line-reader", label: "Line Reader", icon: <LineReaderIcon />, availableIn: () => true, toggle: "lineReader" },
];
