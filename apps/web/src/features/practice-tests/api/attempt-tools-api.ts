import { api, type AttemptTools, type Highlight, type ToolSettings } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const fetchAttemptTools = (userTestId: string): Promise<AttemptTools> =>
  callApi(api.attemptTools, { query: { userTestId }, quiet: true }).then((r) => r.data);

export const saveCalculator = (userTestId: string, expressions: string[]): Promise<unknown> =>
  callApi(api.saveCalculator, { body: { userTestId, calculator: { expressions } }, quiet: true });

export const saveAnnotations = (userTestId: string, qId: string, highlights: Highlight[]): Promise<unknown> =>
  callApi(api.saveAnnotations, { body: { userTestId, qId, highlights }, quiet: true });

export const saveToolSettings = (userTestId: string, settings: ToolSettings): Promise<unknown> =>
  callApi(api.saveToolSettings, { body: { userTestId, settings }, quiet: true });
