import { useQuery } from "@tanstack/react-query";
import { api } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const completedTestsKey = ["tests", "completed"] as const;

export const useCompletedTests = (enabled: boolean) =>
  useQuery({ queryKey: completedTestsKey, queryFn: () => callApi(api.completedTests).then((r) => r.data), enabled });
