import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "../../../app/paths";
import { refetchTestLists, testListKeys } from "../api/test-lists";
import type { AnswerStore } from "./answer-db";
import { RunnerController, type RunnerDeps } from "./runner-controller";
import { createRunnerStore } from "./runner-store";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify({ data: { testData: [] } }), { status: 200 })),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const calledPaths = () => fetchMock.mock.calls.map(([url]) => url as string);

describe("refetchTestLists", () => {
  it("fetches the free list only for a free student", async () => {
    const client = new QueryClient();
    await refetchTestLists(client, { pro: false });
    expect(calledPaths()).toEqual(["/api/test/getfreetest"]);
    expect(client.getQueryData(testListKeys.free)).toEqual([]);
  });

  it("also fetches the PRO list for a PRO student (the spec's additional call)", async () => {
    await refetchTestLists(new QueryClient(), { pro: true });
    expect(calledPaths()).toEqual(["/api/test/getfreetest", "/api/test/getprotest"]);
  });

  it("never rejects: the list page loads again when it opens", async () => {
    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError("offline"));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(refetchTestLists(client, { pro: true })).resolves.toBeUndefined();
  });
});

describe("Save and Exit", () => {
  function controllerWith(flush: () => Promise<void>) {
    const order: string[] = [];
    const deps: RunnerDeps = {
      navigate: (to) => order.push(`navigate ${to}`),
      onTestsChanged: () => order.push("tests changed"),
      refetchTestLists: () => {
        order.push("refetch lists");
        return Promise.resolve();
      },
      db: {} as AnswerStore,
    };
    const store = createRunnerStore("t1", Date.now());
    store.setState({ phase: "ready", stage: "writingModule1", userTestId: "ut1" });
    const controller = new RunnerController(store, deps);
    // The outbox exists once an attempt has loaded; only its final flush matters here.
    (controller as unknown as { outbox: { flush: typeof flush } }).outbox = { flush };
    return { controller, order };
  }

  it("after a successful save refetches the test lists, then goes to /practices", async () => {
    const { controller, order } = controllerWith(() => Promise.resolve());
    await controller.saveAndExit();
    expect(order).toEqual(["tests changed", "refetch lists", `navigate ${paths.practices}`]);
  });

  it("offline: keeps the answers on the device and goes to /practices without refetching", async () => {
    const { controller, order } = controllerWith(() => Promise.reject(new Error("offline")));
    await controller.saveAndExit();
    expect(order).toEqual(["tests changed", `navigate ${paths.practices}`]);
  });
});
