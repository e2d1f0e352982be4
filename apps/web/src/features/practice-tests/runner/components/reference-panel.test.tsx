import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useRunner } from "../runner-context";
import { ReferencePanel } from "./reference-panel";
import { renderInRunner } from "./runner-test-kit";
import { RunnerHeader } from "./runner-header";

afterEach(cleanup);

/** The runner's header (with its Reference button) and the panel, shown as the runner screen does. */
function MathScreen() {
  const panel = useRunner((s) => s.tools.panel);
  return (
    <>
      <RunnerHeader stage="mathModule1" />
      {panel === "reference" && <ReferencePanel />}
    </>
  );
}

function renderRunner() {
  return renderInRunner(<MathScreen />, { phase: "ready", stage: "mathModule1" });
}

const referenceButton = () => screen.getByRole("button", { name: "Reference" });
const sheet = () => screen.getByRole("dialog", { name: "Reference Sheet" });

/** Opens the panel from the header and waits for the sheet, which loads on first opening. */
async function openSheet() {
  referenceButton().focus();
  fireEvent.click(referenceButton());
  await within(sheet()).findByRole("region", { name: "Facts" });
  return sheet();
}

describe("ReferencePanel", () => {
  it("opens from the header's Reference button as a named non-modal dialog that takes the focus", async () => {
    const { store } = renderRunner();
    expect(referenceButton().getAttribute("aria-expanded")).toBe("false");
    const panel = await openSheet();
    expect(store.getState().tools.panel).toBe("reference");
    expect(panel.getAttribute("aria-modal")).toBe("false");
    expect(document.activeElement).toBe(panel);
    expect(referenceButton().getAttribute("aria-expanded")).toBe("true");
    expect(referenceButton().getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.id).toBe("runner-panel-reference");
  });

  it("shows the formulas, the figures and the facts of the Math section", async () => {
    renderRunner();
    const panel = await openSheet();
    expect(
      within(panel).getByText("Formulas and facts you may use on every question of the Math section."),
    ).toBeTruthy();
    expect(within(panel).getAllByRole("img")).toHaveLength(11);
    expect(within(panel).getByText("c squared equals a squared plus b squared")).toBeTruthy();
    const facts = within(panel).getByRole("region", { name: "Facts" });
    expect(within(facts).getAllByRole("listitem")).toHaveLength(3);
    expect(within(panel).queryByText("Loading the reference sheet…")).toBeNull();
  });

  it("closes with Escape and gives the focus back to the Reference button", async () => {
    const { store } = renderRunner();
    const panel = await openSheet();
    fireEvent.keyDown(panel, { key: "Escape" });
    expect(store.getState().tools.panel).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(referenceButton());
    expect(referenceButton().getAttribute("aria-expanded")).toBe("false");
  });

  it("closes with its close button and gives the focus back to the Reference button", async () => {
    const { store } = renderRunner();
    const panel = await openSheet();
    fireEvent.click(within(panel).getByRole("button", { name: "Close Reference Sheet" }));
    expect(store.getState().tools.panel).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(referenceButton());
  });

  it("closes when its header button is pressed again", async () => {
    const { store } = renderRunner();
    await openSheet();
    fireEvent.click(referenceButton());
    expect(store.getState().tools.panel).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  // The panel's title is an h2, so the sheet's own headings sit under it.
  it("puts the sheet's headings under the panel's title", async () => {
    renderRunner();
    const panel = await openSheet();
    expect(
      within(panel)
        .getAllByRole("heading")
        .map((h) => `${h.tagName} ${h.textContent}`),
    ).toEqual(["H2 Reference Sheet", "H3 Plane figures", "H3 Solids", "H3 Facts"]);
  });
});
