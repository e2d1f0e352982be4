import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useGuestGate } from "../../auth/use-guest-gate";
import { useDialog } from "../../../stores/dialog-store";
import { selectIsPro, useSession } from "../../../stores/session-store";
import { refetchTestLists } from "../api/test-lists";
import { RunnerScreen } from "../runner/components/runner-screen";
import { RunnerShell } from "../runner/components/runner-shell";
import { NotStarted } from "../runner/components/status-screens";
import { RunnerContext } from "../runner/runner-context";
import { RunnerController } from "../runner/runner-controller";
import { createRunnerStore } from "../runner/runner-store";
import { useRunnerShortcuts } from "../runner/use-runner-shortcuts";
import "../runner/runner.css";
import "../runner/runner-question.css";
import "../runner/runner-dialogs.css";
import "../runner/runner-navigator.css";
import "../runner/runner-break.css";
import "../runner/runner-status.css";

/** The test runner at /practices/:testId. */
export function Component() {
  const isGuest = useGuestGate();
  const { testId = "" } = useParams();
  if (isGuest) return <NotStarted text="Log in to take a practice test." />;
  return <Runner key={testId} testId={testId} />;
}

function Runner({ testId }: { testId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [controller] = useState(
    () =>
      new RunnerController(createRunnerStore(testId, Date.now()), {
        navigate: (to, options) => void navigate(to, options),
        onTestsChanged: () => void queryClient.invalidateQueries(),
        refetchTestLists: () => refetchTestLists(queryClient, { pro: selectIsPro(useSession.getState()) }),
      }),
  );
  useEffect(() => {
    controller.start();
    return () => {
      controller.stop();
      const dialogs = useDialog.getState();
      if (dialogs.type !== "signIn" && dialogs.type !== "tokenDialogue") dialogs.close();
    };
  }, [controller]);
  useRunnerShortcuts(controller);
  return (
    <RunnerContext value={controller}>
      <RunnerShell>
        <RunnerScreen />
      </RunnerShell>
    </RunnerContext>
  );
}
