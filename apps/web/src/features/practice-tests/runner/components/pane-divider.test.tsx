import { SPR_DIRECTIONS_DESCRIPTION } from "@sat/core";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TestQuestion } from "../types";
import { PaneDivider } from "./pane-divider";
import { renderInRunner, testQuestion, windowKeyRecorder } from "./runner-test-kit";
import { QuestionScreen } from "./question-screen";

const recorder = windowKeyRecorder();
const windowKeys = recorder.keys;

afterEach(() => {
  cleanup();
  recorder.stop();
});

function renderDivider(split = 50, passageLabel = "Passage", question?: TestQuestion) {
  const view = renderInRunner(
    question ? <QuestionScreen question={question} /> : <PaneDivider passageLabel={passageLabel} />,
    {},
    { split },
  );
  // The runner's shortcuts (← / → between questions) listen on the window.
  recorder.start();
  return view;
}

const separator = () => screen.getByRole("separator");
const valueNow = () => Number(separator().getAttribute("aria-valuenow"));
const press = (key: string) => fireEvent.keyDown(separator(), { key });
const questionButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Give the question more room" });
const passageButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Give the passage more room" });

describe("PaneDivider", () => {
  it("is a focusable vertical separator that says where it is", () => {
    renderDivider();
    const grip = screen.getByRole("separator", { name: "Divider between the passage and the question" });
    expect(grip.getAttribute("aria-orientation")).toBe("vertical");
    expect(grip.getAttribute("aria-valuemin")).toBe("25");
    expect(grip.getAttribute("aria-valuemax")).toBe("75");
    expect(grip.getAttribute("aria-valuenow")).toBe("50");
    expect(grip.getAttribute("aria-valuetext")).toBe("Passage 50% of the width");
    expect(grip.tabIndex).toBe(0);
    grip.focus();
    expect(document.activeElement).toBe(grip);
  });

  it("names the left pane as it is given (the answer-format directions)", () => {
    renderDivider(40, "Directions");
    const grip = screen.getByRole("separator", { name: "Divider between the directions and the question" });
    expect(grip.getAttribute("aria-valuetext")).toBe("Directions 40% of the width");
    expect(screen.getByRole("button", { name: "Give the directions more room" })).toBeTruthy();
  });

  it("moves 5% with the left and right arrow keys", () => {
    const { store } = renderDivider();
    press("ArrowRight");
    expect(valueNow()).toBe(55);
    expect(store.getState().tools.split).toBe(55);
    expect(separator().getAttribute("aria-valuetext")).toBe("Passage 55% of the width");
    press("ArrowLeft");
    press("ArrowLeft");
    press("ArrowLeft");
    expect(valueNow()).toBe(40);
    expect(store.getState().tools.split).toBe(40);
  });

  it("goes to the ends with Home and End, and back to even with Enter", () => {
    const { store } = renderDivider(60);
    press("Home");
    expect(valueNow()).toBe(25);
    press("End");
    expect(valueNow()).toBe(75);
    press("Enter");
    expect(valueNow()).toBe(50);
    expect(store.getState().tools.split).toBe(50);
  });

  it("stops at 25% and 75%", () => {
    renderDivider(30);
    press("ArrowLeft");
    press("ArrowLeft");
    expect(valueNow()).toBe(25);
    press("End");
    press("ArrowRight");
    expect(valueNow()).toBe(75);
  });

  it("clamps a step from an uneven place (after a drag) to the end", () => {
    renderDivider(27);
    press("ArrowLeft");
    expect(valueNow()).toBe(25);
  });

  it("keeps the keys it uses from the runner's question shortcuts, and only those", () => {
    renderDivider();
    for (const key of ["ArrowLeft", "ArrowRight", "Home", "End", "Enter"]) expect(press(key)).toBe(false);
    expect(windowKeys).not.toHaveBeenCalled();

    expect(press("ArrowUp")).toBe(true);
    expect(press("a")).toBe(true);
    expect(windowKeys.mock.calls).toEqual([["ArrowUp"], ["a"]]);
    expect(valueNow()).toBe(50);
  });

  it("gives the question the most room with its button, which then turns off", () => {
    const { store } = renderDivider();
    expect(questionButton().disabled).toBe(false);
    fireEvent.click(questionButton());
    expect(store.getState().tools.split).toBe(25);
    expect(valueNow()).toBe(25);
    expect(questionButton().disabled).toBe(true);
    expect(passageButton().disabled).toBe(false);
  });

  it("gives the passage the most room with its button, which then turns off", () => {
    const { store } = renderDivider();
    fireEvent.click(passageButton());
    expect(store.getState().tools.split).toBe(75);
    expect(passageButton().disabled).toBe(true);
    expect(questionButton().disabled).toBe(false);
  });

  it("goes back to even on a double click", () => {
    renderDivider(70);
    fireEvent.doubleClick(separator());
    expect(valueNow()).toBe(50);
  });

  it("follows a drag across the split view, in whole percent, within 25–75", () => {
    const { container, store } = renderDivider();
    const divider = container.querySelector<HTMLElement>(".pane-divider");
    if (!divider) throw new Error("no divider");
    // The split view (the divider's parent) is 800px wide from x = 100; jsdom does no layout.
    container.getBoundingClientRect = () => new DOMRect(100, 0, 800, 600);
    const capture = vi.fn();
    divider.setPointerCapture = capture;

    fireEvent.pointerMove(divider, { clientX: 580 });
    expect(valueNow()).toBe(50);

    fireEvent.pointerDown(separator(), { clientX: 500, pointerId: 3 });
    expect(capture).toHaveBeenCalledWith(3);
    const seen: number[] = [];
    for (const clientX of [580, 366.4, 90, 2000]) {
      fireEvent.pointerMove(divider, { clientX, pointerId: 3 });
      seen.push(valueNow());
    }
    expect(seen).toEqual([60, 33, 25, 75]);
    expect(store.getState().tools.split).toBe(75);

    fireEvent.pointerUp(divider, { pointerId: 3 });
    fireEvent.pointerMove(divider, { clientX: 500, pointerId: 3 });
    expect(valueNow()).toBe(75);
  });

  it("a cancelled drag stops following the pointer", () => {
    const { container } = renderDivider();
    const divider = container.querySelector<HTMLElement>(".pane-divider");
    if (!divider) throw new Error("no divider");
    container.getBoundingClientRect = () => new DOMRect(0, 0, 1000, 600);
    divider.setPointerCapture = vi.fn();
    fireEvent.pointerDown(separator(), { clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(divider, { clientX: 400, pointerId: 1 });
    expect(valueNow()).toBe(40);
    fireEvent.pointerCancel(divider, { pointerId: 1 });
    fireEvent.pointerMove(divider, { clientX: 700, pointerId: 1 });
    expect(valueNow()).toBe(40);
  });

  it("shows a split set elsewhere in the runner", () => {
    const { controller } = renderDivider();
    act(() => controller.tools.setTool("split", 35));
    expect(valueNow()).toBe(35);
    expect(separator().getAttribute("aria-valuetext")).toBe("Passage 35% of the width");
  });

  describe("in a question with a passage", () => {
    const question = testQuestion();
    const splitView = (container: HTMLElement) => container.querySelector<HTMLElement>(".runner-question--split");

    it("sets the passage's share of the width as --split on the split view", () => {
      const { container } = renderDivider(50, "Passage", question);
      expect(splitView(container)?.style.getPropertyValue("--split")).toBe("50");
      press("ArrowRight");
      expect(splitView(container)?.style.getPropertyValue("--split")).toBe("55");
      press("Home");
      expect(splitView(container)?.style.getPropertyValue("--split")).toBe("25");
    });

    it("calls the left pane Directions for a student-produced response without a passage", () => {
      renderDivider(50, "Passage", {
        ...question,
        questionType: "spr",
        description: SPR_DIRECTIONS_DESCRIPTION,
      });
      expect(screen.getByRole("separator", { name: "Divider between the directions and the question" })).toBeTruthy();
    });

    it("is not there when the question has no passage", () => {
      renderDivider(50, "Passage", { ...question, description: "" });
      expect(screen.queryByRole("separator")).toBeNull();
    });
  });
});
