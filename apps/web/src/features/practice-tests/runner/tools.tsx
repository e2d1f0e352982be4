import { STAGE_INFO, UI } from "@sat/core";
import type { ReactNode } from "react";
import { CalculatorIcon, LineReaderIcon, ReferenceIcon } from "./components/icons";
import type { ToolPanelId } from "./runner-store";
import type { Stage } from "./types";

export const CALCULATOR_URL = "https://www.desmos.com/calculator";

const popupFeatures = `width=${UI.popupWidth},height=${UI.popupHeight}`;

/** The graphing calculator in a 400 x 500 window; a URL the browser refuses logs 'Invalid URL'. */
export function openCalculator(): void {
  try {
    window.open(new URL(CALCULATOR_URL).href, "calculator", popupFeatures);
  } catch {
    console.error("Invalid URL");
  }
}

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
  { id: "calculator", label: "Calculator", icon: <CalculatorIcon />, availableIn: isMathStage, run: openCalculator },
  { id: "reference", label: "Reference", icon: <ReferenceIcon />, availableIn: isMathStage, panel: "reference" },
  { id: "line-reader", label: "Line Reader", icon: <LineReaderIcon />, availableIn: () => true, toggle: "lineReader" },
];
