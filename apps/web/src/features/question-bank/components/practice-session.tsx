import type { BankPractice, SaveQuestionBankRequest } from "@sat/core";
import { useId, useReducer, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../stores/toast-store";
import { useBankExplanation } from "../api/bank-explanation";
import { useCheckBankAnswer } from "../api/check-bank-answer";
import { useSaveQuestionBank } from "../api/save-question-bank";
import { difficultyName } from "../bank-filter";
import { failureReason } from "../failure-reason";
import { useExplanationDialog } from "../hooks/use-explanation-dialog";
import {
  PRIMARY_LABEL,
  answerFor,
  initialPracticeState,
  nextStep,
  practiceReducer,
  primaryAction,
  resumeIndex,
  saveExitPosition,
  verdictAnnouncement,
} from "../practice-state";
import { ExplanationDialog } from "./explanation-dialog";
import { LockedNote } from "./locked-note";
import { PracticeBar } from "./practice-bar";
import { PracticeFooter } from "./practice-footer";
import { PracticeQuestion } from "./practice-question";

/** The header of every state of a bank's practice: 'Question Bank', the content type and the skill. */
export function PracticeHeading({ practice, children }: { practice?: BankPractice; children?: ReactNode }) {
  return (
    <PracticeBar
      title="Question Bank"
      subtitle={
        practice && (
          <>
            <span>{practice.questionContentType}</span>
            <span aria-hidden="true"> · </span>
            <span className="bank-practice__skill">{practice.name}</span>
            {practice.filter.difficulty && (
              <span className="bank-tag">{`${difficultyName(practice.filter.difficulty)} questions`}</span>
            )}
            {practice.filter.onlyWrong && <span className="bank-tag">Questions I got wrong</span>}
          </>
        )
      }
    >
      {children}
    </PracticeBar>
  );
}

/**
 * One practice of a bank (spec sections 2 and 4, Question bank practice): one question at a time,
 * checked on the server; Next after a right answer, Check Again after a wrong one.
 */
export function PracticeSession({ practice: loaded }: { practice: BankPractice }) {
  /* The list is fixed for the visit: a refetch must not move questions under the student. */
  const [practice] = useState(loaded);
  const questions = practice.questions.questionBankList;
  const [state, dispatch] = useReducer(practiceReducer, practice, (p) =>
    initialPracticeState(resumeIndex(p.userTestState, p.questions.questionBankList.length)),
  );
  const question = questions[state.index];
  const navigate = useNavigate();
  const checkMutation = useCheckBankAnswer();
  const saveMutation = useSaveQuestionBank();
  const [saving, setSaving] = useState<"exit" | "finish" | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const dialog = useExplanationDialog();
  const userQuestionBankId = practice.userQuestionBankId;
  const explanation = useBankExplanation(userQuestionBankId, question?.qId ?? "", dialog.isOpen && !!question);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formId = useId();

  if (!question) return null;
  const action = primaryAction(state);

  async function saveAndLeave(body: SaveQuestionBankRequest, kind: "exit" | "finish") {
    setSaving(kind);
    setSaveError(null);
    try {
      await saveMutation.mutateAsync(body);
      if (kind === "finish") toast.success(`You finished ${practice.name}.`);
      void navigate(paths.categories);
    } catch (error) {
      setSaveError(`Your progress could not be saved. ${failureReason(error)}`);
      setSaving(null);
    }
  }

  async function check() {
    if (!question) return;
    const answer = answerFor(question, state);
    if (!answer) {
      dispatch({ type: "checkEmpty" });
      return;
    }
    const revision = state.revision;
    dispatch({ type: "checkStart" });
    try {
      const { isCorrect } = await checkMutation.mutateAsync({ userQuestionBankId, qId: question.qId, ...answer });
      dispatch({ type: "checkDone", revision, isCorrect });
    } catch (error) {
      dispatch({
        type: "checkFailed",
        revision,
        message: `Your answer could not be checked. ${failureReason(error)}`,
      });
    }
  }

  function onPrimary() {
    if (state.checking || saving) return;
    if (action !== "next") {
      void check();
      return;
    }
    const step = nextStep(state.index, questions.length);
    if (step.kind === "finish") {
      void saveAndLeave({ userQuestionBankId, currentQId: step.currentQId, isTestCompleted: true }, "finish");
      return;
    }
    flushSync(() => dispatch({ type: "advance" }));
    headingRef.current?.focus();
  }

  return (
    <div className="bank-practice">
      <PracticeHeading practice={practice}>
        <Button
          variant="secondary"
          busy={saving === "exit"}
          disabled={saving !== null}
          onClick={() =>
            void saveAndLeave(
              { userQuestionBankId, currentQId: saveExitPosition(state), isTestCompleted: false },
              "exit",
            )
          }
        >
          Save &amp; Exit
        </Button>
      </PracticeHeading>

      {practice.lockedCount > 0 && <LockedNote count={practice.lockedCount} />}

      <PracticeQuestion
        formId={formId}
        question={question}
        number={state.index + 1}
        total={questions.length}
        headingRef={headingRef}
        option={state.option}
        text={state.text}
        verdict={state.verdict}
        onChoose={(option) => dispatch({ type: "choose", option })}
        onType={(text) => dispatch({ type: "type", text })}
        onSubmit={onPrimary}
        tags={question.lastResult === "wrong" && <span className="bank-tag bank-tag--missed">Missed last time</span>}
      />

      <PracticeFooter alerts={[state.alert, saveError]} status={verdictAnnouncement(state.verdict)}>
        <Button variant="secondary" onClick={dialog.open}>
          <span>
            <span className="bank-hide-narrow">Show </span>Explanation
          </span>
        </Button>
        <Button
          type="submit"
          form={formId}
          className="bank-practice__primary"
          busy={state.checking || saving === "finish"}
          disabled={saving !== null}
        >
          {PRIMARY_LABEL[action]}
        </Button>
      </PracticeFooter>

      <ExplanationDialog
        open={dialog.isOpen}
        onClose={dialog.close}
        question={question}
        number={state.index + 1}
        explanation={explanation}
      />
    </div>
  );
}
