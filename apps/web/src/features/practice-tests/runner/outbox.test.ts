import { ERROR_CODES, type Answer, type SaveTestRequest } from "@sat/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { MemoryAnswerStore } from "./answer-db";
import { AnswerOutbox, NetworkDownError, TakenOverError, type SaveResult } from "./outbox";

const USER_TEST_ID = "00000000-0000-4000-8000-000000000001";
/** The server's answer when it saves every answer of the request. */
const okFor = (body: SaveTestRequest): SaveResult => ({
  saved: body.answerData?.length ?? 0,
  answers: (body.answerData ?? []).map((a) => ({ qId: a.qId, seq: a.seq, status: "saved" as const })),
  currentModuleName: "writingModule1",
  timeLeftMs: 1_000_000,
  status: "in_progress",
});
const networkDown = () => new ApiError({ status: 0, title: "Network Error", message: "The server cannot be reached." });

const answer = (qId: string, seq: number, userOption: Answer["userOption"] = "Option A"): Answer => ({
  qId,
  userOption,
  userAnswer: "",
  marked: false,
  eliminated: [],
  timeLeftMs: 60_000,
  seq,
});

function setup(send: (body: SaveTestRequest) => Promise<SaveResult>) {
  const store = new MemoryAnswerStore();
  const rejected: string[] = [];
  const refused: string[] = [];
  const network: string[] = [];
  const outbox = new AnswerOutbox({
    userTestId: USER_TEST_ID,
    testId: "t",
    store,
    send,
    position: () => ({ stage: "writingModule1", count: 2 }),
    onRejected: (error) => rejected.push(error.message),
    onRefused: (answers) => refused.push(...answers.map((r) => `${r.answer.qId}: ${r.message}`)),
    onNetwork: (state) => network.push(state),
    retryDelaysMs: [1_000, 2_000],
  });
  return { store, outbox, rejected, refused, network };
}

describe("AnswerOutbox", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps every change on the device and sends a debounced batch within 2 seconds", async () => {
    const send = vi.fn((body: SaveTestRequest) => Promise.resolve(okFor(body)));
    const { store, outbox } = setup(send);
    for (let i = 1; i <= 5; i += 1) {
      await outbox.record(answer(`q${i}`, i), "writingModule1");
      await vi.advanceTimersByTimeAsync(400);
    }
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]?.answerData?.map((a) => a.qId)).toEqual(["q1", "q2", "q3", "q4", "q5"]);
    expect(send.mock.calls[0]?.[0]?.additionalProps).toEqual({ currentModuleName: "writingModule1", count: 2 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(outbox.size).toBe(0);
    expect((await store.answersFor(USER_TEST_ID)).map((r) => r.pending)).toEqual([0, 0, 0, 0, 0]);
  });

  it("keeps an answer changed while its older version was in flight", async () => {
    let finish: () => void = () => {};
    const send = vi.fn(
      (body: SaveTestRequest) => new Promise<SaveResult>((resolve) => (finish = () => resolve(okFor(body)))),
    );
    const { store, outbox } = setup(send);
    await outbox.record(answer("q1", 1, "Option A"), "writingModule1");
    const first = outbox.sendNow();
    await outbox.record(answer("q1", 2, "Option B"), "writingModule1");
    finish();
    await first;
    expect(outbox.size).toBe(1);
    expect((await store.answersFor(USER_TEST_ID))[0]?.pending).toBe(1);
    const second = outbox.sendNow();
    finish();
    await second;
    expect(send.mock.calls.at(-1)).toEqual([expect.objectContaining({ answerData: [answer("q1", 2, "Option B")] })]);
    expect(outbox.size).toBe(0);
  });

  it("goes offline on a network error, retries with backoff and flush reports the outage", async () => {
    let down = true;
    const send = vi.fn((body: SaveTestRequest) =>
      down ? Promise.reject(networkDown()) : Promise.resolve(okFor(body)),
    );
    const { outbox, network } = setup(send);
    await outbox.record(answer("q1", 1), "writingModule1");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(network).toEqual(["offline"]);
    await expect(outbox.flush()).rejects.toBeInstanceOf(NetworkDownError);
    expect(outbox.size).toBe(1);
    down = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(outbox.size).toBe(0);
    expect(network).toEqual(["offline", "online"]);
  });

  it("treats a 503 (the server cannot reach its database) as an offline spell: kept on the device, retried", async () => {
    let outage = true;
    const unavailable = new ApiError({
      status: 503,
      title: "Service Unavailable",
      message: "The service is briefly unavailable.",
      retryAfterSeconds: 5,
    });
    const send = vi.fn((body: SaveTestRequest) =>
      outage ? Promise.reject(unavailable) : Promise.resolve(okFor(body)),
    );
    const { store, outbox, network, rejected } = setup(send);
    await outbox.record(answer("q1", 1), "writingModule1");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(network).toEqual(["offline"]);
    expect(rejected).toEqual([]);
    expect(outbox.size).toBe(1);
    expect((await store.answersFor(USER_TEST_ID)).map((r) => [r.qId, r.pending])).toEqual([["q1", 1]]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(send.mock.calls.length).toBeGreaterThanOrEqual(2);
    outage = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(outbox.size).toBe(0);
    expect(network).toEqual(["offline", "online"]);
  });

  it("retries a 500 without calling the device offline", async () => {
    let broken = true;
    const failure = new ApiError({ status: 500, title: "Internal Server Error", message: "Something went wrong." });
    const send = vi.fn((body: SaveTestRequest) => (broken ? Promise.reject(failure) : Promise.resolve(okFor(body))));
    const { outbox, network } = setup(send);
    await outbox.record(answer("q1", 1), "writingModule1");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(network).toEqual([]);
    broken = false;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(outbox.size).toBe(0);
    expect(network).toEqual([]);
  });

  it("drops answers the server refuses for good and says why", async () => {
    const send = vi.fn(() =>
      Promise.reject(new ApiError({ status: 409, title: "Conflict", message: "This module is over." })),
    );
    const { store, outbox, rejected } = setup(send);
    await outbox.record(answer("q1", 1), "writingModule1");
    await outbox.flush();
    expect(rejected).toEqual(["This module is over."]);
    expect(outbox.size).toBe(0);
    expect((await store.answersFor(USER_TEST_ID))[0]?.pending).toBe(0);
  });

  it("sends nothing queued for another stage", async () => {
    const send = vi.fn((body: SaveTestRequest) => Promise.resolve(okFor(body)));
    const { outbox } = setup(send);
    await outbox.record(answer("old", 1), "moduleBreakTime");
    await outbox.record(answer("q1", 2), "writingModule1");
    await outbox.sendNow();
    expect(send.mock.calls[0]?.[0]?.answerData?.map((a) => a.qId)).toEqual(["q1"]);
  });

  it("keeps and retries only what the server did not take; drops and reports what it refused for good", async () => {
    const late = "The time for this module is over, so this answer could not be saved.";
    const send = vi.fn((body: SaveTestRequest) =>
      Promise.resolve({
        ...okFor(body),
        saved: 1,
        // q1 saved, q2 refused, q3 not answered for (as if the server never got to it).
        answers: [
          { qId: "q1", seq: 1, status: "saved" as const },
          { qId: "q2", seq: 2, status: "refused" as const, message: late },
        ],
      }),
    );
    const { store, outbox, refused } = setup(send);
    await outbox.record(answer("q1", 1), "writingModule1");
    await outbox.record(answer("q2", 2), "writingModule1");
    await outbox.record(answer("q3", 3), "writingModule1");
    await outbox.sendNow();
    expect(refused).toEqual([`q2: ${late}`]);
    expect(outbox.size).toBe(1);
    // The refused answer leaves the device too, so a reload neither shows nor resends it.
    const pending = (await store.answersFor(USER_TEST_ID)).map((r) => [r.qId, r.pending]);
    expect(pending.sort()).toEqual([
      ["q1", 0],
      ["q3", 1],
    ]);
    await outbox.sendNow();
    expect(send.mock.calls[1]?.[0]?.answerData?.map((a) => a.qId)).toEqual(["q3"]);
  });

  it("keeps a change made while its refused predecessor was in flight", async () => {
    let answerServer: (result: SaveResult) => void = () => undefined;
    const send = vi.fn(() => new Promise<SaveResult>((resolve) => (answerServer = resolve)));
    const { store, outbox, refused } = setup(send);
    await outbox.record(answer("q2", 2), "writingModule1");
    const sending = outbox.sendNow();
    await outbox.record(answer("q2", 5, "Option C"), "writingModule1");
    answerServer({
      saved: 0,
      answers: [{ qId: "q2", seq: 2, status: "refused", message: "Too late." }],
      currentModuleName: "writingModule1",
      timeLeftMs: 1_000_000,
      status: "in_progress",
    });
    await sending;
    expect(refused).toEqual(["q2: Too late."]);
    expect(outbox.size).toBe(1);
    const kept = await store.answersFor(USER_TEST_ID);
    expect(kept.map((r) => [r.qId, r.answer.seq, r.answer.userOption, r.pending])).toEqual([["q2", 5, "Option C", 1]]);
  });

  it("holds every answer and sends nothing while another device has the test, then sends them on release", async () => {
    let elsewhere = true;
    const takeover = new ApiError({
      status: 409,
      title: "Conflict",
      message: "This test is now open on another device.",
      code: ERROR_CODES.testOpenElsewhere,
    });
    const send = vi.fn((body: SaveTestRequest) =>
      elsewhere ? Promise.reject(takeover) : Promise.resolve(okFor(body)),
    );
    const store = new MemoryAnswerStore();
    const events: string[] = [];
    const outbox = new AnswerOutbox({
      userTestId: USER_TEST_ID,
      testId: "t",
      store,
      send,
      position: () => ({ stage: "writingModule1", count: 0 }),
      onRejected: () => events.push("rejected"),
      onTakenOver: () => events.push("taken over"),
    });
    await outbox.record(answer("q1", 1), "writingModule1");
    await outbox.record(answer("q2", 2), "writingModule1");
    expect(await outbox.sendNow()).toBe("held");
    expect(events).toEqual(["taken over"]);
    // Held: a new answer, a heartbeat or a flush sends nothing; every answer stays, here and on the device.
    await outbox.record(answer("q3", 3), "writingModule1");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outbox.sendNow()).toBe("held");
    await expect(outbox.flush()).rejects.toBeInstanceOf(TakenOverError);
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.size).toBe(3);
    expect((await store.answersFor(USER_TEST_ID)).map((r) => r.pending)).toEqual([1, 1, 1]);
    elsewhere = false;
    outbox.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]?.answerData?.map((a) => a.qId)).toEqual(["q1", "q2", "q3"]);
    expect(outbox.size).toBe(0);
    expect(events).toEqual(["taken over"]);
  });
});
