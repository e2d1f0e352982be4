import { api, type AttemptTools } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const fetchAttemptTools = (userTestId: string): Promise<AttemptTools> =>
  callApi(api.attemptTools, { query: { userTestId }, quiet: true }).then((r) => r.data);

export const saveCalculator = (userTestId: string, expressions: string[]): Promise<unknown> =>
  callApi(api.saveCalculator, { body: { userTestId, calculator: { expressions } }, quiet: true });
