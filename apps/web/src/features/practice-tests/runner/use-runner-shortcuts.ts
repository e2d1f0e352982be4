import { STAGE_INFO } from "@sat/core";
import { useEffect } from "react";
import { highlightSelection } from "./annotations/highlight-action";
import { selectWithKeyboard, type SelectionKey } from "./annotations/keyboard-selection";
import type { RunnerController } from "./runner-controller";
import type { ToolPanelId } from "./runner-store";
import { isMathStage } from "./tools";
import { OPTION_VALUES } from "./types";

const isTextField = (element: Element | null): boolean =>
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLInputElement && element.type !== "radio" && element.type !== "checkbox") ||
  (element instanceof HTMLElement && element.isContentEditable);

const SELECTION_KEYS = new Set(["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp"]);

/** Alt+letter opens or closes a tool (the calculator and the reference sheet only in Math). */
function toolShortcut(controller: RunnerController, event: KeyboardEvent): void {
  const s = controller.store.getState();
  const math = s.stage !== null && isMathStage(s.stage);
  const panel = (id: ToolPanelId) => {
    const closing = s.tools.panel === id;
    // Closing a panel that holds the focus hands it back to the tool's button, as Escape does.
    const hadFocus = closing && document.getElementById(`runner-panel-${id}`)?.contains(document.activeElement);
    controller.tools.setTool("panel", closing ? null : id);
    if (hadFocus) document.getElementById(`runner-tool-${id}`)?.focus();
  };
  const actions: Record<string, (() => void) | undefined> = {
    KeyC: math ? () => panel("calculator") : undefined,
    KeyR: math ? () => panel("reference") : undefined,
    KeyL: () => controller.tools.setTool("lineReader", !s.tools.lineReader),
    KeyE: () => controller.tools.setTool("eliminator", !s.tools.eliminator),
    KeyQ: () => controller.setNavigator(!s.navigatorOpen),
    KeyH: () => highlightSelection(controller),
  };
  const action = actions[event.code];
  if (!action) return;
  event.preventDefault();
  action();
}

/**
 * A–D choose, M marks for review, Shift+arrows select words in a passage or question (Alt+H highlights them), Alt+N / Alt+B (anywhere) and → / ← (outside the answer choices
 * and the answer box) move between questions. The keyboard never submits a module: on the review
 * page moving on takes the Next button.
 */
export function useRunnerShortcuts(controller: RunnerController): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const s = controller.store.getState();
      if (s.phase !== "ready" || s.stage === null || STAGE_INFO[s.stage].kind !== "module") return;
      if (s.navigatorOpen || document.querySelector("dialog[open]")) return;
      const target = event.target instanceof Element ? event.target : null;
      const onReview = s.index >= s.questions.length;
      const forward = () => {
        if (!onReview) controller.next();
      };

      if (event.altKey && !event.ctrlKey && !event.metaKey) {
        if (event.code === "KeyN") {
          event.preventDefault();
          forward();
        } else if (event.code === "KeyB") {
          event.preventDefault();
          controller.back();
        } else if (event.code === "Equal" || event.code === "NumpadAdd") {
          event.preventDefault();
          controller.tools.zoomBy(1);
        } else if (event.code === "Minus" || event.code === "NumpadSubtract") {
          event.preventDefault();
          controller.tools.zoomBy(-1);
        } else if (event.code === "Digit0" || event.code === "Numpad0") {
          event.preventDefault();
          controller.tools.zoomBy(0);
        } else {
          toolShortcut(controller, event);
        }
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTextField(target)) return;
      if (event.shiftKey && SELECTION_KEYS.has(event.key)) {
        // In a passage or the question, Shift+arrows select words to highlight; elsewhere they do nothing.
        event.preventDefault();
        const pane = target?.closest(".runner-pane");
        const selected = pane ? selectWithKeyboard(pane, event.key as SelectionKey) : null;
        if (selected) controller.tools.announce(`Selected: ${selected}`);
        return;
      }

      const onRadio = target instanceof HTMLInputElement && target.type === "radio";
      if (event.key === "ArrowRight" && !onRadio) {
        event.preventDefault();
        forward();
        return;
      }
      if (event.key === "ArrowLeft" && !onRadio) {
        event.preventDefault();
        controller.back();
        return;
      }
      if (onReview) return;
      const key = event.key.toUpperCase();
      const question = s.questions[s.index];
      if (key === "M") {
        event.preventDefault();
        controller.toggleMark();
        return;
      }
      const option = OPTION_VALUES.find((o) => o.endsWith(` ${key}`));
      if (option && key.length === 1 && question?.questionType === "mcq") {
        event.preventDefault();
        controller.choose(option);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [controller]);
}
