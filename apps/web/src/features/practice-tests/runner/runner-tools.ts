import { ANNOTATION_LIMITS, ZOOM_STEPS } from "@sat/core";
import { STAGE_INFO } from "@sat/core";
import type { HighlightColour } from "@sat/core";
import { readDeviceSettings, writeDeviceSettings } from "./device-settings";
import { addHighlight, removeHighlight, updateHighlight, type NewHighlight } from "./annotations/highlight-list";
import type { RunnerState, RunnerStore, ToolState } from "./runner-store";
import { ToolSync } from "./tool-sync";
import type { Stage } from "./types";

export const ANNOTATION_MESSAGES = {
  selectFirst: "Select text in the passage or the question first, then choose Highlight.",
  tooMany: `A question can have at most ${ANNOTATION_LIMITS.highlightsPerQuestion} highlights.`,
} as const;

/**
 * The student's tools in the runner: switches, zoom, the calculator's expressions, highlights and
 * notes, kept through ToolSync on the device and the server. The answers' controller owns one.
 */
export class RunnerTools {
  readonly sync = new ToolSync((values) =>
    this.store.setState((s) => ({
      calculator: values.calculator,
      annotations: values.annotations,
      tools: { ...s.tools, ...values.settings },
    })),
  );

  constructor(private readonly store: RunnerStore) {}

  private get state(): RunnerState {
    return this.store.getState();
  }

  /** The attempt's tools, and whether this module's directions open by themselves (its start, first time on this device). */
  load(userTestId: string, stage: Stage, started: boolean): { autoDirections: Stage | null } {
    this.sync.load(userTestId);
    const { directionsSeen } = readDeviceSettings(userTestId);
    const show = STAGE_INFO[stage].kind === "module" && !started && !directionsSeen.includes(stage);
    if (show) writeDeviceSettings(userTestId, { directionsSeen: [...directionsSeen, stage] });
    return { autoDirections: show ? stage : null };
  }

  setTool<K extends keyof ToolState>(tool: K, value: ToolState[K]): void {
    const tools = { ...this.state.tools, [tool]: value };
    this.store.setState({ tools });
    // The hidden timer, the zoom and the eliminator are the student's choice for the whole attempt, on every device.
    if (tool === "timerHidden" || tool === "zoom" || tool === "eliminator")
      this.sync.setSettings({ zoom: tools.zoom, timerHidden: tools.timerHidden, eliminator: tools.eliminator });
  }

  /** One step of ZOOM_STEPS in or out (0 resets to 100%). */
  zoomBy(direction: -1 | 0 | 1): void {
    const steps: readonly number[] = ZOOM_STEPS;
    const at = steps.indexOf(this.state.tools.zoom);
    const next = direction === 0 ? 1 : steps[Math.min(steps.length - 1, Math.max(0, at + direction))];
    if (next !== undefined && next !== this.state.tools.zoom) this.setTool("zoom", next);
  }

  setCalculator(expressions: string[]): void {
    this.sync.setCalculator(expressions);
  }

  directionsOpened(): void {
    this.store.setState({ autoDirections: null });
  }

  dismissTimeAlert(): void {
    this.store.setState({ timeAlert: null });
  }

  announce(announcement: string): void {
    this.store.setState({ announcement });
  }

  /** Highlights a place of a question and opens it in the note editor (false if the question is full). */
  highlight(qId: string, place: NewHighlight, quote: string): boolean {
    const added = addHighlight(this.state.annotations[qId] ?? [], place);
    if (!added) {
      this.announce(ANNOTATION_MESSAGES.tooMany);
      return false;
    }
    this.sync.setAnnotations(qId, added.list);
    this.store.setState({ editing: { qId, index: added.index }, announcement: `Highlighted: ${quote}` });
    return true;
  }

  editHighlight(qId: string, index: number, patch: { colour?: HighlightColour; note?: string }): void {
    this.sync.setAnnotations(qId, updateHighlight(this.state.annotations[qId] ?? [], index, patch));
  }

  removeHighlight(qId: string, index: number): void {
    this.sync.setAnnotations(qId, removeHighlight(this.state.annotations[qId] ?? [], index));
    this.store.setState({ editing: null, announcement: "Highlight removed." });
  }

  openHighlight(qId: string, index: number): void {
    this.store.setState({ editing: { qId, index } });
  }

  closeHighlight(): void {
    this.store.setState({ editing: null });
  }
}
