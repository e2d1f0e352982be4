import { SPR_DIRECTIONS_DESCRIPTION, type BankPractice, type SaveQuestionBankRequest } from "@sat/core";
import { useEffect, useId, useReducer, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { Passage } from "../../../components/ui/passage";
import { RichText } from "../../../components/ui/rich-text";
import { ApiError } from "../../../lib/api-client";
import { useDialog } from "../../../stores/dialog-store";
import { toast } from "../../../stores/toast-store";
import { useCheckBankAnswer } from "../api/check-bank-answer";
import { useSaveQuestionBank } from "../api/save-question-bank";
import { difficultyName } from "../bank-filter";
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
import { BankChoices } from "./bank-choices";
import { BankExplanationDialog } from "./bank-explanation-dialog";
import { BankShortAnswer } from "./bank-short-answer";
import { LockedNote } from "./locked-note";

const EXPLANATION_DIALOG = "explanationQuestionInBank";

const reason = (error: unknown): string => (error instanceof ApiError ? error.message : "Please try again.");

/** The header of every state of the screen: 'Question Bank', the content type and the skill. */
export function PracticeHeading({ practice, children }: { practice?: BankPractice; children?: ReactNode }) {
  return (
    <div className="bank-practice__bar">
      <div className="bank-practice__heading">
        <h1 className="bank-practice__title">Question Bank</h1>
        {practice && (
          <p className="bank-practice__type">
            <span>{practice.questionContentType}</span>
            <span aria-hidden="true"> · </span>
            <span className="bank-practice__skill">{practice.name}</span>
            {practice.filter.difficulty && (
              <span className="bank-tag">{`${difficultyName(practice.filter.difficulty)} questions`}</span>
            )}
            {practice.filter.onlyWrong && <span className="bank-tag">Questions I got wrong</span>}
          </p>
        )}
      </div>
      {children}
    </div>
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
  const explanationOpen = useDialog((s) => s.isOpen && s.type === EXPLANATION_DIALOG);
  const closeDialog = useDialog((s) => s.close);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  const headingId = useId();
  const promptId = useId();

  /* The dialog store is app-wide: leaving the screen must not leave the explanation open. */
  useEffect(
    () => () => {
      if (useDialog.getState().type === EXPLANATION_DIALOG) useDialog.getState().close();
    },
    [],
  );

  if (!question) return null;
  const action = primaryAction(state);
  const userQuestionBankId = practice.userQuestionBankId;

  async function saveAndLeave(body: SaveQuestionBankRequest, kind: "exit" | "finish") {
    setSaving(kind);
    setSaveError(null);
    try {
      await saveMutation.mutateAsync(body);
      if (kind === "finish") toast.success(`You finished ${practice.name}.`);
      void navigate(paths.categories);
    } catch (error) {
      setSaveError(`Your progress could not be saved. ${reason(error)}`);
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
      dispatch({ type: "checkFailed", revision, message: `Your answer could not be checked. ${reason(error)}` });
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

  const description = question.description.trim();
  const showPassage = description !== "" && description !== SPR_DIRECTIONS_DESCRIPTION;

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

      <form
        id={formId}
        className={`bank-practice__body${showPassage ? " bank-practice__body--split" : ""}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onPrimary();
        }}
      >
        {showPassage && (
          <section className="bank-pane bank-pane--passage" aria-label="Passage">
            <Passage questionId={question.qId} text={question.description} />
          </section>
        )}
        <section className="bank-pane bank-pane--question" aria-labelledby={headingId}>
          <div className="bank-qbar">
            <h2 id={headingId} ref={headingRef} className="bank-qbar__number" tabIndex={-1}>
              Question {state.index + 1} of {questions.length}
            </h2>
            <span className={`bank-tag bank-tag--${question.difficulty}`}>{difficultyName(question.difficulty)}</span>
            {question.lastResult === "wrong" && <span className="bank-tag bank-tag--missed">Missed last time</span>}
          </div>
          <p id={promptId} className="bank-prompt">
            <RichText text={question.processedQuestion} />
          </p>
          {question.questionType === "mcq" ? (
            <BankChoices
              question={question}
              selected={state.option}
              verdict={state.verdict}
              onChoose={(option) => dispatch({ type: "choose", option })}
              labelledBy={promptId}
            />
          ) : (
            <BankShortAnswer
              value={state.text}
              verdict={state.verdict}
              onChange={(text) => dispatch({ type: "type", text })}
            />
          )}
        </section>
      </form>

      <div className="bank-practice__footer">
        <div className="bank-practice__messages">
          {state.alert && (
            <p className="bank-alert" role="alert">
              {state.alert}
            </p>
          )}
          {saveError && (
            <p className="bank-alert" role="alert">
              {saveError}
            </p>
          )}
          <p className="visually-hidden" role="status" aria-live="polite">
            {verdictAnnouncement(state.verdict)}
          </p>
        </div>
        <div className="bank-practice__actions">
          <Button variant="secondary" onClick={() => useDialog.getState().open(EXPLANATION_DIALOG)}>
            Show Explanation
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
        </div>
      </div>

      <BankExplanationDialog
        open={explanationOpen}
        onClose={closeDialog}
        userQuestionBankId={userQuestionBankId}
        question={question}
        number={state.index + 1}
      />
    </div>
  );
}
