import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import type { Highlight } from "@sat/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderInRunner, testQuestion } from "../components/runner-test-kit";
import { AnnotationEditor } from "./annotation-editor";
import { HighlightsSummary } from "./highlights-summary";

const question = testQuestion({
  // "Otters" is [0, 6); "kelp forests" [31, 43); in the prompt, "main idea" [12, 21).
  description: "Otters keep urchins in check in kelp forests.",
  processedQuestion: "What is the main idea of the text?",
});
const otters: Highlight = { target: "passage", start: 0, end: 6, colour: "yellow", note: "" };
const mainIdea: Highlight = { target: "prompt", start: 12, end: 21, colour: "pink", note: "the question asks this" };

afterEach(cleanup);
beforeEach(() => localStorage.clear());

function renderEditor(editing: { qId: string; index: number } | null = { qId: "q1", index: 0 }) {
  return renderInRunner(
    <>
      <HighlightsSummary question={question} />
      <AnnotationEditor question={question} />
    </>,
    { userTestId: null, annotations: { q1: [otters, mainIdea] }, editing },
  );
}

describe("the note editor", () => {
  it("shows the highlighted words, its colour and its note, and takes focus in the note", () => {
    renderEditor();
    const editor = screen.getByRole("dialog", { name: "Highlight & note" });
    expect(editor.textContent).toContain("Otters");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Yellow" }).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Note" }));
    expect(screen.getByText("0 / 500")).toBeTruthy();
  });

  it("changes the colour and the note in the runner's store", () => {
    const { store } = renderEditor();
    fireEvent.click(screen.getByRole("radio", { name: "Blue" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Note" }), { target: { value: "who keeps what" } });
    expect(store.getState().annotations.q1?.[0]).toEqual({ ...otters, colour: "blue", note: "who keeps what" });
    expect(screen.getByText("14 / 500")).toBeTruthy();
  });

  it("deletes the highlight, says so, and closes; Escape closes without a change", () => {
    const { store } = renderEditor();
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Note" }), { key: "Escape" });
    expect(store.getState().editing).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => store.setState({ editing: { qId: "q1", index: 1 } }));
    expect(screen.getByRole("dialog").textContent).toContain("main idea");
    fireEvent.click(screen.getByRole("button", { name: "Delete highlight" }));
    expect(store.getState().annotations.q1).toEqual([otters]);
    expect(store.getState().announcement).toBe("Highlight removed.");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is not shown for another question's highlight", () => {
    renderEditor({ qId: "q2", index: 0 });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the list of highlights", () => {
  it("lists every highlight with its words and note, opens one and removes one", () => {
    const { store } = renderEditor(null);
    const toggle = screen.getByRole("button", { name: "2 highlights" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Edit highlight (yellow): “Otters”" })).toBeTruthy();
    expect(screen.getByText("the question asks this")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit highlight (pink): “main idea”" }));
    expect(store.getState().editing).toEqual({ qId: "q1", index: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Remove highlight “Otters”" }));
    expect(store.getState().annotations.q1).toEqual([mainIdea]);
    expect(screen.getByRole("button", { name: "1 highlight" })).toBeTruthy();
  });
});
