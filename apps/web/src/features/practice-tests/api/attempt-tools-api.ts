import type { AttemptTools, Highlight, ToolSettings } from "@sat/core";
import type * as runnerToolsApi from "@sat/core/contract/runner-tools";
import {
  attemptToolsRoute,
  saveCalculatorRoute,
  saveAnnotationsRoute,
  saveToolSettingsRoute,
} from "@sat/core/contract/runner-tools-routes";
import { callApi } from "../../../lib/api-client";

export const fetchAttemptTools = (userTestId: string): Promise<AttemptTools> =>
  callApi<typeof runnerToolsApi.attemptTools>(attemptToolsRoute, { query: { userTestId }, quiet: true }).then(
    (r) => r.data,
  );

export const saveCalculator = (userTestId: string, expressions: string[]): Promise<unknown> =>
  callApi<typeof runnerToolsApi.saveCalculator>(saveCalculatorRoute, {
    body: { userTestId, calculator: { expressions } },
    quiet: true,
  });

export const saveAnnotations = (userTestId: string, qId: string, highlights: Highlight[]): Promise<unknown> =>
  callApi<typeof runnerToolsApi.saveAnnotations>(saveAnnotationsRoute, {
    body: { userTestId, qId, highlights },
    quiet: true,
  });

export const saveToolSettings = (userTestId: string, settings: ToolSettings): Promise<unknown> =>
  callApi<typeof runnerToolsApi.saveToolSettings>(saveToolSettingsRoute, {
    body: { userTestId, settings },
    quiet: true,
  });
