import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useRunner, useRunnerController } from "../runner-context";
import { type ToolPanelId } from "../runner-store";
import { ToolPanel } from "./tool-panel";
import { renderInRunner, windowKeyRecorder } from "./runner-test-kit";

const recorder = windowKeyRecorder();
const windowKeys = recorder.keys;

afterEach(() => {
  cleanup();
  recorder.stop();
});

/**
 * What the runner does around a panel: the header's tool button (id runner-tool-<id>) opens and
 * closes it through the store, and the screen shows the panel while the store says it is open.
 */
function Screen({ withOpener }: { withOpener: boolean }) {
  const controller = useRunnerController();
  const panel = useRunner((s) => s.tools.panel);
  const open = panel === "calculator";
  return (
    <>
      {withOpener && (
        <button
          type="button"
          id="runner-tool-calculator"
          aria-expanded={open}
          onClick={() => controller.tools.setTool("panel", open ? null : "calculator")}
        >
          Calculator
        </button>
      )}
      <input aria-label="Your answer" />
      {open && (
        <ToolPanel id="calculator" title="Calculator">
          <input aria-label="Expression 1" />
        </ToolPanel>
      )}
    </>
  );
}

function renderPanel({ open = null, withOpener = true }: { open?: ToolPanelId | null; withOpener?: boolean } = {}) {
  const view = renderInRunner(<Screen withOpener={withOpener} />, {}, { panel: open });
  recorder.start();
  return view;
}

const opener = () => screen.getByRole("button", { name: "Calculator" });
const dialog = () => screen.getByRole("dialog", { name: "Calculator" });

describe("ToolPanel", () => {
  it("is a non-modal dialog named by its title, with the panel's id", () => {
    renderPanel({ open: "calculator" });
    const panel = dialog();
    expect(panel.getAttribute("aria-modal")).toBe("false");
    expect(panel.id).toBe("runner-panel-calculator");
    const title = within(panel).getByRole("heading", { level: 2 });
    expect(title.textContent).toBe("Calculator");
    expect(panel.getAttribute("aria-labelledby")).toBe(title.id);
  });

  it("puts its content in a focusable region with the same name, so a long sheet scrolls by keyboard", () => {
    renderPanel({ open: "calculator" });
    const body = within(dialog()).getByRole("region", { name: "Calculator" });
    expect(body.tabIndex).toBe(0);
    expect(within(body).getByRole("textbox", { name: "Expression 1" })).toBeTruthy();
  });

  it("takes the focus when it opens from its tool button", () => {
    renderPanel();
    expect(screen.queryByRole("dialog")).toBeNull();
    opener().focus();
    fireEvent.click(opener());
    expect(document.activeElement).toBe(dialog());
    expect(dialog().tabIndex).toBe(-1);
    expect(opener().getAttribute("aria-expanded")).toBe("true");
  });

  it("leaves the question usable while it is open (not modal)", () => {
    renderPanel({ open: "calculator" });
    const answer = screen.getByRole<HTMLInputElement>("textbox", { name: "Your answer" });
    answer.focus();
    expect(document.activeElement).toBe(answer);
    fireEvent.change(answer, { target: { value: "42" } });
    expect(answer.value).toBe("42");
    expect(dialog()).toBeTruthy();
  });

  it("closes with Escape and gives the focus back to its tool button", () => {
    const { store } = renderPanel();
    fireEvent.click(opener());
    fireEvent.keyDown(dialog(), { key: "Escape" });
    expect(store.getState().tools.panel).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener());
    expect(opener().getAttribute("aria-expanded")).toBe("false");
  });

  it("closes with Escape from a field inside it, and the Escape goes no further", () => {
    const { store } = renderPanel({ open: "calculator" });
    const field = screen.getByRole("textbox", { name: "Expression 1" });
    field.focus();
    fireEvent.keyDown(field, { key: "Escape" });
    expect(store.getState().tools.panel).toBeNull();
    expect(document.activeElement).toBe(opener());
    expect(windowKeys).not.toHaveBeenCalled();
  });

  it("stays open for other keys, which still reach the runner", () => {
    const { store } = renderPanel({ open: "calculator" });
    fireEvent.keyDown(dialog(), { key: "Enter" });
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Expression 1" }), { key: "ArrowRight" });
    expect(store.getState().tools.panel).toBe("calculator");
    expect(dialog()).toBeTruthy();
    expect(windowKeys.mock.calls).toEqual([["Enter"], ["ArrowRight"]]);
  });

  it("closes with its close button, named after the tool, and gives the focus back", () => {
    const { store } = renderPanel();
    fireEvent.click(opener());
    const close = within(dialog()).getByRole("button", { name: "Close Calculator" });
    close.focus();
    fireEvent.click(close);
    expect(store.getState().tools.panel).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it("closes when the runner closes it (the tool button again, or Alt+C)", () => {
    const { controller } = renderPanel({ open: "calculator" });
    act(() => controller.tools.setTool("panel", null));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("still closes when its tool button is not on screen", () => {
    const { store } = renderPanel({ open: "calculator", withOpener: false });
    fireEvent.click(screen.getByRole("button", { name: "Close Calculator" }));
    expect(store.getState().tools.panel).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
