import { STAGE_INFO } from "@sat/core";
import type { ReactNode } from "react";
import { CalculatorIcon, LineReaderIcon, ReferenceIcon } from "./components/icons";
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
  /** ...or an action. */
  run?: () => void;
}

export const HEADER_TOOLS: readonly HeaderTool[] = [
  { id: "calculator", label: "Calculator", icon: <CalculatorIcon />, availableIn: isMathStage, panel: "calculator" },
  { id: "reference", label: "Reference", icon: <ReferenceIcon />, availableIn: isMathStage, panel: "reference" },
  { id: "line-reader", label: "Line Reader", icon: <LineReaderIcon />, availableIn: () => true, toggle: "lineReader" },
];
