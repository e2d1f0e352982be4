import type { AttemptTools, Highlight, ToolSettings } from "@sat/core";
import * as runnerToolsApi from "@sat/core/contract/runner-tools";
import { callApi } from "../../../lib/api-client";

export const fetchAttemptTools = (userTestId: string): Promise<AttemptTools> =>
  callApi(runnerToolsApi.attemptTools, { query: { userTestId }, quiet: true }).then((r) => r.data);

export const saveCalculator = (userTestId: string, expressions: string[]): Promise<unknown> =>
  callApi(runnerToolsApi.saveCalculator, { body: { userTestId, calculator: { expressions } }, quiet: true });

export const saveAnnotations = (userTestId: string, qId: string, highlights: Highlight[]): Promise<unknown> =>
  callApi(runnerToolsApi.saveAnnotations, { body: { userTestId, qId, highlights }, quiet: true });

export const saveToolSettings = (userTestId: string, settings: ToolSettings): Promise<unknown> =>
  callApi(runnerToolsApi.saveToolSettings, { body: { userTestId, settings }, quiet: true });
