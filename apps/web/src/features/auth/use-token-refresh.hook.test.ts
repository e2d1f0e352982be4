import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../stores/session-store";
import { TOKEN_REFRESH_INTERVAL_MS, useTokenRefresh } from "./use-token-refresh";

function tokenFor(name: string): string {
  const claims = { sub: "u1", sid: "s1", name, proTill: null, exp: Math.floor(Date.now() / 1000) + 3600, iat: 1 };
  return `h.${btoa(JSON.stringify(claims)).replace(/=+$/, "")}.s`;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify({ data: { token: tokenFor("Renamed") } }), { status: 200 })),
  );
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("useTokenRefresh", () => {
  it("does nothing for a guest", () => {
    useSession.getState().forget();
    renderHook(() => useTokenRefresh());
    window.dispatchEvent(new Event("focus"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refreshes at start, stores the new token like login, then at most once per interval on focus", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    useSession.getState().signIn(tokenFor("Asha"));
    renderHook(() => useTokenRefresh());
    // The refresh endpoint's contract loads on demand (kept out of the first load), so the call follows shortly.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/refresh");
    await waitFor(() => expect(useSession.getState().userName).toBe("Renamed"));
    expect(localStorage.getItem("userName")).toBe("Renamed");

    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + TOKEN_REFRESH_INTERVAL_MS);
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it("keeps the session when the refresh fails for another reason than 401", async () => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 503, title: "Service Unavailable", message: "Down" }), { status: 503 }),
    );
    const token = tokenFor("Asha");
    useSession.getState().signIn(token);
    renderHook(() => useTokenRefresh());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(useSession.getState().token).toBe(token);
  });
});
