import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type ToolState } from "../runner-store";
import { ZoomControl } from "./zoom-control";
import { renderInRunner } from "./runner-test-kit";

afterEach(cleanup);

/** A real store and controller (never started: no clock, no network), as the runner route builds them. */
function renderZoom(tools: Partial<ToolState> = {}) {
  return renderInRunner(<ZoomControl />, {}, tools);
}

const zoomIn = () => screen.getByRole<HTMLButtonElement>("button", { name: "Zoom in" });
const zoomOut = () => screen.getByRole<HTMLButtonElement>("button", { name: "Zoom out" });
const reset = () => screen.getByRole("button", { name: /^Reset zoom to 100%/ });

describe("ZoomControl", () => {
  it("starts at 100%, labelled as a group that says the current zoom", () => {
    renderZoom();
    expect(screen.getByRole("group", { name: "Zoom, now 100%" })).toBeTruthy();
    expect(reset().textContent).toBe("100%");
    expect(reset().getAttribute("aria-label")).toBe("Reset zoom to 100% (now 100%)");
    expect(zoomOut().disabled).toBe(true);
    expect(zoomIn().disabled).toBe(false);
  });

  it("zooms in by steps of 25% up to 200%, where Zoom in turns off", () => {
    const { store } = renderZoom();
    const seen: [number, string, string][] = [];
    for (let i = 0; i < 4; i += 1) {
      fireEvent.click(zoomIn());
      seen.push([
        store.getState().tools.zoom,
        reset().textContent,
        screen.getByRole("group").getAttribute("aria-label") ?? "",
      ]);
    }
    expect(seen).toEqual([
      [1.25, "125%", "Zoom, now 125%"],
      [1.5, "150%", "Zoom, now 150%"],
      [1.75, "175%", "Zoom, now 175%"],
      [2, "200%", "Zoom, now 200%"],
    ]);
    expect(zoomIn().disabled).toBe(true);
    expect(zoomOut().disabled).toBe(false);
    expect(reset().getAttribute("aria-label")).toBe("Reset zoom to 100% (now 200%)");
  });

  it("never goes past 200%, even when asked (Alt+= calls the same controller method)", () => {
    const { store, controller } = renderZoom({ zoom: 2 });
    fireEvent.click(zoomIn());
    act(() => controller.tools.zoomBy(1));
    expect(store.getState().tools.zoom).toBe(2);
    expect(reset().textContent).toBe("200%");
  });

  it("zooms out by steps down to 100%, where Zoom out turns off", () => {
    const { store, controller } = renderZoom({ zoom: 2 });
    const seen: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      fireEvent.click(zoomOut());
      seen.push(store.getState().tools.zoom);
    }
    expect(seen).toEqual([1.75, 1.5, 1.25, 1]);
    expect(reset().textContent).toBe("100%");
    expect(zoomOut().disabled).toBe(true);
    expect(zoomIn().disabled).toBe(false);

    fireEvent.click(zoomOut());
    act(() => controller.tools.zoomBy(-1));
    expect(store.getState().tools.zoom).toBe(1);
  });

  it("the value button resets to 100% from any step", () => {
    const { store } = renderZoom({ zoom: 1.75 });
    expect(reset().textContent).toBe("175%");
    fireEvent.click(reset());
    expect(store.getState().tools.zoom).toBe(1);
    expect(screen.getByRole("group", { name: "Zoom, now 100%" })).toBeTruthy();
    expect(zoomOut().disabled).toBe(true);
  });

  it("follows zoom changes made elsewhere (the keyboard shortcuts)", () => {
    const { controller } = renderZoom();
    act(() => controller.tools.zoomBy(1));
    act(() => controller.tools.zoomBy(1));
    expect(reset().textContent).toBe("150%");
    act(() => controller.tools.zoomBy(0));
    expect(reset().textContent).toBe("100%");
  });
});
