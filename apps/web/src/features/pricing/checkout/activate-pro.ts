import type { QueryClient } from "@tanstack/react-query";
import { formatDate } from "../../../lib/format";
import { useSession } from "../../../stores/session-store";
import { toast } from "../../../stores/toast-store";
import { meQueryKey } from "../../auth/api/me";
import { testListKeys } from "../../practice-tests/api/test-lists";
import { bankKeys } from "../../question-bank/api/bank-list";

export const proActiveMessage = (proTill: string) => `PRO is active until ${formatDate(proTill)}`;

/**
 * Finishes any upgrade (a redeemed code today, a confirmed payment later): stores the new token
 * the way login does, so proTill and the PRO badge change at once without logging out, and
 * reloads what PRO unlocks. `sentWith` is the token the request was made with: if the student
 * logged out or switched account meanwhile, the answer belongs to nobody here and is dropped.
 */
export function activatePro(
  queryClient: QueryClient,
  result: { token: string; proTill: string },
  sentWith: string | null,
): boolean {
  const session = useSession.getState();
  if (sentWith === null || session.token !== sentWith) return false;
  session.signIn(result.token);
  toast.success(proActiveMessage(result.proTill));
  void queryClient.invalidateQueries({ queryKey: testListKeys.all });
  void queryClient.invalidateQueries({ queryKey: bankKeys.all });
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
  return true;
}
