import { toast } from "../../../stores/toast-store";
import { answerStore, type AnswerStore } from "./answer-db";
import type { AnswerOutbox } from "./outbox";
import { addVisit, QuestionClock } from "./question-clock";
import { emptyAnswer, type RunnerState, type RunnerStore } from "./runner-store";
import { defaultApi, MIN_VISIT_MS, RUNNER_MESSAGES, type RunnerApi, type RunnerDeps } from "./runner-support";
import { RunnerTools } from "./runner-tools";
import { nextSeq } from "./seq";
import type { Answer, AnswerOptionValue } from "./types";

/**
 * What the student does on a question and between questions: choose, type, mark, cross out, move.
 * Every change goes to the store and the outbox; RunnerController adds loading, the clock and submitting.
 */
export abstract class RunnerCore {
  protected outbox: AnswerOutbox | null = null;
  protected readonly clock = new QuestionClock();
  /** Zoom, switches, calculator, highlights and notes. */
  readonly tools: RunnerTools;
  protected readonly db: AnswerStore;
  protected readonly api: RunnerApi;

  constructor(
    readonly store: RunnerStore,
    protected readonly deps: RunnerDeps,
  ) {
    this.tools = new RunnerTools(store);
    this.db = deps.db ?? answerStore();
    this.api = deps.api ?? defaultApi;
  }

  protected get state(): RunnerState {
    return this.store.getState();
  }

  protected set(patch: Partial<RunnerState>): void {
    this.store.setState(patch);
  }

  /** Next on the review page, Resume Testing on the break, or the clock at zero. */
  abstract finishStage(reason: "next" | "timeout" | "resume"): Promise<void>;

  // ---- answers ----

  protected change(qId: string, update: (previous: Answer) => Partial<Answer>): void {
    const s = this.state;
    const outbox = this.outbox;
    if (s.phase !== "ready" || s.stage === null || s.deadline === null || !outbox) return;
    const left = Math.round(s.deadline - Date.now());
    if (left <= 0) return;
    const previous = s.answers[qId] ?? emptyAnswer(qId);
    const next: Answer = { ...previous, ...update(previous), qId, timeLeftMs: left, seq: nextSeq() };
    this.set({ answers: { ...s.answers, [qId]: next } });
    outbox.record(next, s.stage).catch(() => toast.error(RUNNER_MESSAGES.deviceStoreFailed));
  }

  protected addVisit(visit: { qId: string; ms: number } | null): void {
    if (!visit || visit.ms < MIN_VISIT_MS) return;
    if (!this.state.questions.some((q) => q._id === visit.qId)) return;
    this.change(visit.qId, (previous) => ({ timeSpentMs: addVisit(previous.timeSpentMs, visit.ms) }));
  }

  protected currentQuestion() {
    const s = this.state;
    return s.questions[s.index];
  }

  choose(option: AnswerOptionValue): void {
    const question = this.currentQuestion();
    if (!question || question.questionType !== "mcq") return;
    if (this.state.answers[question._id]?.userOption === option) return;
    this.change(question._id, (previous) => ({
      userOption: option,
      eliminated: previous.eliminated.filter((o) => o !== option),
    }));
  }

  setShortAnswer(text: string): void {
    const question = this.currentQuestion();
    if (!question || question.questionType !== "spr") return;
    if ((this.state.answers[question._id]?.userAnswer ?? "") === text) return;
    this.change(question._id, () => ({ userAnswer: text }));
  }

  toggleMark(): void {
    const question = this.currentQuestion();
    if (question) this.change(question._id, (previous) => ({ marked: !previous.marked }));
  }

  /** Crossing out the chosen option also clears the choice, as in the official app. */
  toggleEliminated(option: AnswerOptionValue): void {
    const question = this.currentQuestion();
    if (!question || question.questionType !== "mcq") return;
    this.change(question._id, (previous) =>
      previous.eliminated.includes(option)
        ? { eliminated: previous.eliminated.filter((o) => o !== option) }
        : {
            eliminated: [...previous.eliminated, option],
            userOption: previous.userOption === option ? "" : previous.userOption,
          },
    );
  }

  // ---- moving around ----

  goTo(index: number): void {
    const s = this.state;
    if (s.phase !== "ready" || s.stage === null || !s.userTestId) return;
    const target = Math.min(Math.max(0, index), s.questions.length);
    const onReview = target === s.questions.length;
    this.set({
      index: target,
      navigatorOpen: false,
      editing: null,
      announcement: onReview ? "Check Your Work" : `Question ${target + 1} of ${s.questions.length}`,
    });
    void this.db.putPosition({ userTestId: s.userTestId, stage: s.stage, index: target }).catch(() => undefined);
    this.addVisit(this.clock.show(s.questions[target]?._id ?? null));
    this.outbox?.positionChanged();
  }

  next(): void {
    const s = this.state;
    if (s.index < s.questions.length) this.goTo(s.index + 1);
    else void this.finishStage("next");
  }

  back(): void {
    const s = this.state;
    if (s.index > 0) this.goTo(s.index - 1);
  }

  openReview(): void {
    this.goTo(this.state.questions.length);
  }

  setNavigator(open: boolean): void {
    this.set({ navigatorOpen: open });
  }
}
