import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInRunner } from "./runner-test-kit";
import { TIME_ALERT_MS, TimeAlert } from "./time-alert";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("TimeAlert", () => {
  it("shows the warning to everyone and goes after 15 seconds", () => {
    const { store } = renderInRunner(<TimeAlert />, { timeAlert: "5 minutes remaining in this module." });
    expect(screen.getByText("5 minutes remaining in this module.")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TIME_ALERT_MS - 1);
    });
    expect(store.getState().timeAlert).toBe("5 minutes remaining in this module.");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(store.getState().timeAlert).toBeNull();
    expect(screen.queryByText("5 minutes remaining in this module.")).toBeNull();
  });

  it("closes with Dismiss, and nothing shows without a warning", () => {
    const { store } = renderInRunner(<TimeAlert />, { timeAlert: "30 seconds remaining in this module." });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(store.getState().timeAlert).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
