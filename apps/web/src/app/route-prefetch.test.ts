import { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../stores/session-store";
import { prefetchBankPractice } from "../features/question-bank/api/bank-practice";
import { prefetchStart, startAttempt } from "../features/practice-tests/api/attempt-api";
import { prefetchLoader } from "./route-prefetch";

const args = {
  params: { bankId: "b1" },
  request: new Request("http://x/categories/b1?difficulty=H"),
} as unknown as LoaderFunctionArgs;

afterEach(() => {
  useSession.setState({ token: null });
  vi.unstubAllGlobals();
});

describe("prefetchLoader", () => {
  it("starts the page's request for a signed-in student and returns at once, never failing the navigation", () => {
    useSession.setState({ token: "t" });
    const start = vi.fn(() => Promise.reject(new Error("offline")));
    expect(prefetchLoader(start)(args)).toBeNull();
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]).toEqual([expect.anything(), args]);
  });

  it("fetches nothing for a guest", () => {
    const start = vi.fn(() => Promise.resolve());
    expect(prefetchLoader(start)(args)).toBeNull();
    expect(start).not.toHaveBeenCalled();
  });
});

describe("prefetchBankPractice", () => {
  it("drops what an earlier visit left and reads the practice afresh, for the filter in the address", async () => {
    const client = new QueryClient();
    const key = ["question-bank-practice", "b1", "H", false];
    client.setQueryData(key, { stale: true });
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ data: { testData: { fresh: true } } }), { status: 200 })),
    );
    vi.stubGlobal("fetch", fetch);
    await prefetchBankPractice(client, "b1", new URL(args.request.url).searchParams);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain("questionBankId=b1");
    expect(client.getQueryData(key)).toEqual({ fresh: true });
  });
});

describe("prefetchStart", () => {
  it("sends the runner's start once: the runner takes the request its route's loader sent", async () => {
    const state = { userTestId: "u1", testId: "t1" };
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: state }), { status: 200 })));
    vi.stubGlobal("fetch", fetch);
    const early = prefetchStart("t1");
    await early;
    expect(await startAttempt("t1")).toEqual(state);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: the next start is a request of its own.
    await startAttempt("t1");
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
