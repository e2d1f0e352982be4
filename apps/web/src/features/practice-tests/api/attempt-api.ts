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

/** Starts the test, or carries on the attempt in progress. */
export function startAttempt(testId: string): Promise<AttemptState> {
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
