import type { AttemptState, SaveTestRequest, Stage } from "@sat/core";
import type * as testsApi from "@sat/core/contract/tests";
import {
  startTestRoute,
  retrieveTestRoute,
  saveTestRoute,
  submitModuleRoute,
  endTestRoute,
} from "@sat/core/contract/tests-routes";
import { callApi } from "../../../lib/api-client";
import type { SaveResult } from "../runner/outbox";

/**
 * Starting is not idempotent on the server, so two starts racing (React's development double
 * mount) share one request instead of opening two attempts.
 */
const starting = new Map<string, Promise<AttemptState>>();

/** Starts made by the runner's route loader, taken once by the runner (if it asks within 15 s). */
const early = new Map<string, { request: Promise<AttemptState>; at: number }>();
const EARLY_START_TTL_MS = 15_000;

/** The runner's route loader: the start request leaves while the runner's code is on its way. */
export function prefetchStart(testId: string): Promise<AttemptState> {
  early.delete(testId);
  const request = startAttempt(testId);
  early.set(testId, { request, at: Date.now() });
  return request;
}

/** Starts the test, or carries on the attempt in progress. */
export function startAttempt(testId: string): Promise<AttemptState> {
  const prefetched = early.get(testId);
  early.delete(testId);
  if (prefetched && Date.now() - prefetched.at < EARLY_START_TTL_MS) return prefetched.request;
  const running = starting.get(testId);
  if (running) return running;
  const request = callApi<typeof testsApi.startTest>(startTestRoute, { query: { testId } })
    .then((r) => r.data)
    .finally(() => starting.delete(testId));
  starting.set(testId, request);
  return request;
}

export const retrieveAttempt = (testId: string): Promise<AttemptState> =>
  callApi<typeof testsApi.retrieveTest>(retrieveTestRoute, { query: { testId } }).then((r) => r.data);

export const saveAttempt = (body: SaveTestRequest): Promise<SaveResult> =>
  callApi<typeof testsApi.saveTest>(saveTestRoute, { body, quiet: true }).then((r) => r.data);

/** Submits a module (or ends the break); answers the next stage. */
export const submitStage = (userTestId: string, stage: Stage): Promise<AttemptState> =>
  callApi<typeof testsApi.submitModule>(submitModuleRoute, { body: { userTestId, currentModuleName: stage } }).then(
    (r) => r.data,
  );

export const endAttempt = (userTestId: string) =>
  callApi<typeof testsApi.endTest>(endTestRoute, { query: { userTestId } }).then((r) => r.data);
