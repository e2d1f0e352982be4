import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LineReader } from "./line-reader";
import { renderInRunner, windowKeyRecorder } from "./runner-test-kit";

const BAND = 84;
const STEP = 24;
const HANDLE = /^Line reader: move with the up and down arrow keys; Escape turns it off$/;

const recorder = windowKeyRecorder();
const windowKeys = recorder.keys;

afterEach(() => {
  cleanup();
  recorder.stop();
});

function renderReader(on = true) {
  const view = renderInRunner(<LineReader />, {}, { lineReader: on });
  // The runner's shortcuts listen on the window.
  recorder.start();
  return view;
}

const handle = () => screen.getByRole("button", { name: HANDLE });

/** Where the clear band and the two shades are, in px. */
function layout(container: HTMLElement) {
  const band = container.querySelector<HTMLElement>(".line-reader__band");
  const [above, below] = container.querySelectorAll<HTMLElement>(".line-reader__shade");
  if (!band || !above || !below) throw new Error("the line reader is not on screen");
  return {
    bandTop: band.style.top,
    bandHeight: band.style.height,
    aboveTop: above.style.top,
    aboveHeight: above.style.height,
    belowTop: below.style.top,
    belowBottom: below.style.bottom,
  };
}

const at = (top: number) => ({
  bandTop: `${top}px`,
  bandHeight: `${BAND}px`,
  aboveTop: "0px",
  aboveHeight: `${top}px`,
  belowTop: `${top + BAND}px`,
  belowBottom: "0px",
});

describe("LineReader", () => {
  it("shows nothing while it is off", () => {
    const { container } = renderReader(false);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("button", { name: HANDLE })).toBeNull();
  });

  it("shows a clear band three lines high with the rest shaded", () => {
    const { container } = renderReader();
    expect(layout(container)).toEqual(at(120));
    expect(handle().getAttribute("type")).toBe("button");
  });

  it("appears and goes with the store's switch (the header button and Alt+L)", () => {
    const { container, controller } = renderReader(false);
    act(() => controller.tools.setTool("lineReader", true));
    expect(layout(container).bandTop).toBe("120px");
    act(() => controller.tools.setTool("lineReader", false));
    expect(container.querySelector(".line-reader")).toBeNull();
  });

  it("moves one step down and up with the arrow keys on its handle", () => {
    const { container } = renderReader();
    fireEvent.keyDown(handle(), { key: "ArrowDown" });
    expect(layout(container)).toEqual(at(120 + STEP));
    fireEvent.keyDown(handle(), { key: "ArrowUp" });
    fireEvent.keyDown(handle(), { key: "ArrowUp" });
    expect(layout(container)).toEqual(at(120 - STEP));
  });

  it("stays inside the window: not above the top, not below the bottom", () => {
    const { container } = renderReader();
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(handle(), { key: "ArrowUp" });
    expect(layout(container)).toEqual(at(0));

    const lowest = window.innerHeight - BAND;
    for (let i = 0; i < 100; i += 1) fireEvent.keyDown(handle(), { key: "ArrowDown" });
    expect(layout(container)).toEqual(at(lowest));
    fireEvent.keyDown(handle(), { key: "ArrowUp" });
    expect(layout(container).bandTop).toBe(`${lowest - STEP}px`);
  });

  it("keeps its arrow keys from the page and from the runner's shortcuts", () => {
    renderReader();
    const notCancelled = fireEvent.keyDown(handle(), { key: "ArrowDown" });
    expect(notCancelled).toBe(false);
    expect(windowKeys).not.toHaveBeenCalled();
    // Other keys are not its own and still reach the runner.
    expect(fireEvent.keyDown(handle(), { key: "ArrowRight" })).toBe(true);
    expect(windowKeys.mock.calls).toEqual([["ArrowRight"]]);
  });

  it("turns itself off with Escape on its handle, without the Escape reaching the runner", () => {
    const { container, store } = renderReader();
    fireEvent.keyDown(handle(), { key: "Escape" });
    expect(store.getState().tools.lineReader).toBe(false);
    expect(container.querySelector(".line-reader")).toBeNull();
    expect(windowKeys).not.toHaveBeenCalled();
  });

  it("is back where the student left it when turned on again", () => {
    const { container, controller } = renderReader();
    fireEvent.keyDown(handle(), { key: "ArrowDown" });
    fireEvent.keyDown(handle(), { key: "ArrowDown" });
    fireEvent.keyDown(handle(), { key: "Escape" });
    act(() => controller.tools.setTool("lineReader", true));
    expect(layout(container).bandTop).toBe(`${120 + 2 * STEP}px`);
  });

  it("follows the pointer while its handle is dragged, and stops on release", () => {
    const { container } = renderReader();
    const grip = handle();
    // jsdom has no pointer capture.
    const capture = vi.fn();
    grip.setPointerCapture = capture;

    fireEvent.pointerMove(grip, { clientY: 400, pointerId: 1 });
    expect(layout(container).bandTop).toBe("120px");

    fireEvent.pointerDown(grip, { clientY: 300, pointerId: 7 });
    expect(capture).toHaveBeenCalledWith(7);
    fireEvent.pointerMove(grip, { clientY: 350, pointerId: 7 });
    expect(layout(container)).toEqual(at(170));
    fireEvent.pointerMove(grip, { clientY: -500, pointerId: 7 });
    expect(layout(container)).toEqual(at(0));

    fireEvent.pointerUp(grip, { clientY: -500, pointerId: 7 });
    fireEvent.pointerMove(grip, { clientY: 320, pointerId: 7 });
    expect(layout(container).bandTop).toBe("0px");
  });
});
