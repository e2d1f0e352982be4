import { toast } from "../../../../stores/toast-store";
import type { RunnerController } from "../runner-controller";
import { ANNOTATION_MESSAGES } from "../runner-tools";
import { quoteOf, selectedPlace } from "./highlight-roots";

/** Highlight (the header's button, Alt+H): the selected words of a passage or prompt, in yellow first. */
export function highlightSelection(controller: RunnerController): void {
  const place = selectedPlace();
  if (!place) {
    controller.tools.announce(ANNOTATION_MESSAGES.selectFirst);
    toast.info(ANNOTATION_MESSAGES.selectFirst);
    return;
  }
  const { root, start, end } = place;
  const quote = quoteOf(root, start, end);
  if (controller.tools.highlight(root.qId, { target: root.target, start, end, colour: "yellow" }, quote))
    window.getSelection()?.removeAllRanges();
}
