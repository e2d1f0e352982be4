import { STAGE_INFO } from "@sat/core";
import { useEffect, type CSSProperties } from "react";
import { useDialog } from "../../../../stores/dialog-store";
import { useRunner, useRunnerController } from "../runner-context";
import { BreakScreen } from "./break-screen";
import { DirectionsDialogs } from "./directions-dialog";
import { CalculatorHost, loadCalculator } from "./calculator-host";
import { LineReader } from "./line-reader";
import { QuestionNavigator } from "./question-navigator";
import { isMathStage } from "../tools";
import { QuestionScreen } from "./question-screen";
import { ReferencePanel } from "./reference-panel";
import { ReviewPage } from "./review-page";
import { RunnerFooter } from "./runner-footer";
import { RunnerHeader } from "./runner-header";
import { SaveExitDialog } from "./save-exit-dialog";
import { NotStarted, RunnerLoading, SubmittingNotice } from "./status-screens";
import { SyncBanner } from "./sync-banner";
import { TakenOverDialog } from "./taken-over-dialog";
import { TimeAlert } from "./time-alert";
import { AnnotationEditor } from "../annotations/annotation-editor";
import { SelectionChip } from "../annotations/selection-chip";
import "./runner-short.css";

/** Picks the screen for the attempt's stage (spec section 2, Test runner). */
export function RunnerScreen() {
  const phase = useRunner((s) => s.phase);
  const stage = useRunner((s) => s.stage);
  const error = useRunner((s) => s.error);
  const announcement = useRunner((s) => s.announcement);

  let screen;
  if (phase === "loading") screen = <RunnerLoading />;
  else if (phase === "error") screen = <NotStarted title="This test could not be opened" text={error ?? undefined} />;
  else if (phase === "not-started" || stage === null) screen = <NotStarted />;
  else if (stage === "moduleBreakTime")
    screen = (
      <div className="runner-frame runner-frame--break">
        <title>Break · SAT Practice</title>
        <SyncBanner />
        <BreakScreen />
      </div>
    );
  else screen = <ModuleScreen />;

  return (
    <>
      {screen}
      <DirectionsDialogs />
      <SaveExitDialog />
      <TakenOverDialog />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}

function ModuleScreen() {
  const stage = useRunner((s) => s.stage);
  const phase = useRunner((s) => s.phase);
  const question = useRunner((s) => s.questions[s.index]);
  const panel = useRunner((s) => s.tools.panel);
  const zoom = useRunner((s) => s.tools.zoom);
  const autoDirections = useRunner((s) => s.autoDirections);
  const openDialog = useDialog((s) => s.open);
  const directionsOpen = useDialog(
    (s) => s.isOpen && (s.type === "writingInstructions" || s.type === "mathsInstructions"),
  );
  const controller = useRunnerController();
  // The calculator must work with no network: its chunk loads while the student reads the first question.
  useEffect(() => {
    if (stage && isMathStage(stage)) void loadCalculator().catch(() => undefined);
  }, [stage]);
  useEffect(() => {
    if (!autoDirections) return;
    openDialog(isMathStage(autoDirections) ? "mathsInstructions" : "writingInstructions");
    controller.tools.directionsOpened();
  }, [autoDirections, openDialog, controller]);
  if (!stage) return null;
  const busy = phase === "submitting" || phase === "exiting";
  return (
    <div
      className="runner-frame"
      data-directions={autoDirections === stage ? "pending" : directionsOpen ? "open" : "closed"}
    >
      <title>{`${STAGE_INFO[stage].title} · SAT Practice`}</title>
      <RunnerHeader stage={stage} />
      <SyncBanner />
      <div
        className="runner-body"
        inert={busy}
        style={zoom === 1 ? undefined : ({ "--runner-zoom": zoom } as CSSProperties)}
      >
        {question ? <QuestionScreen key={question._id} question={question} /> : <ReviewPage />}
      </div>
      {busy && <SubmittingNotice kind={phase} />}
      {question && <AnnotationEditor question={question} />}
      <SelectionChip />
      <TimeAlert />
      <LineReader />
      {panel === "reference" && isMathStage(stage) && <ReferencePanel />}
      {panel === "calculator" && isMathStage(stage) && <CalculatorHost />}
      <RunnerFooter />
      <QuestionNavigator />
    </div>
  );
}
