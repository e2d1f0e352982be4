import { HEARTBEAT_INTERVAL_MS, STAGE_INFO, TIMING, type AttemptState } from "@sat/core";
import { paths } from "../../../app/paths";
import { ApiError } from "../../../lib/api-client";
import { storage, storageKeys } from "../../../lib/storage";
import { toast } from "../../../stores/toast-store";
import { answerStore, type AnswerStore, type StoredAnswer } from "./answer-db";
import { AnswerOutbox, NetworkDownError, isTransient, type SaveResult, type SentInfo } from "./outbox";
import { CalculatorSync } from "./calculator-sync";
import { readDeviceSettings, writeDeviceSettings } from "./device-settings";
import { emptyAnswer, ZOOM_STEPS, type RunnerState, type RunnerStore, type ToolState } from "./runner-store";
import { addVisit, QuestionClock } from "./question-clock";
import {
  CLOCK_TOLERANCE_MS,
  defaultApi,
  EXIT_REFETCH_WAIT_MS,
  FIVE_MINUTES,
  messageOf,
  MIN_VISIT_MS,
  ONE_MINUTE,
  FIVE_MINUTE_WARNING,
  RUNNER_MESSAGES,
  SUBMIT_RETRY_DELAYS,
  withinMs,
  type RunnerApi,
  type RunnerDeps,
} from "./runner-support";
import { nextSeq, noteSeq } from "./seq";

export { RUNNER_MESSAGES, type RunnerApi, type RunnerDeps };
import type { Answer, AnswerOptionValue, Stage } from "./types";

/**
 * Drives one test attempt: loads it (server answers merged with newer ones kept on this device),
 * keeps the countdown, saves every change through the outbox, sends heartbeats, and submits
 * modules when the student moves on or the time runs out. Components only read the store and call
 * these methods.
 */
export class RunnerController {
  private outbox: AnswerOutbox | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private generation = 0;
  private finishing = false;
  private lastLeft: number | null = null;
  private onlineWaiters = new Set<() => void>();
  private readonly clock = new QuestionClock();
  readonly calculator = new CalculatorSync(
    () => this.state.calculator,
    (calculator) => this.set({ calculator }),
  );
  private readonly db: AnswerStore;
  private readonly api: RunnerApi;

  constructor(
    readonly store: RunnerStore,
    private readonly deps: RunnerDeps,
  ) {
    this.db = deps.db ?? answerStore();
    this.api = deps.api ?? defaultApi;
  }

  private get state(): RunnerState {
    return this.store.getState();
  }

  private set(patch: Partial<RunnerState>): void {
    this.store.setState(patch);
  }

  // ---- lifecycle ----

  start(): void {
    const generation = ++this.generation;
    this.ticker = setInterval(() => this.tick(), TIMING.countdownTickMs);
    window.addEventListener("online", this.handleOnline);
    window.addEventListener("offline", this.handleOffline);
    window.addEventListener("pagehide", this.handlePageHide);
    document.addEventListener("visibilitychange", this.handleVisibility);
    if (typeof navigator !== "undefined" && navigator.onLine === false) this.set({ network: "offline" });
    void this.load(generation);
  }

  stop(): void {
    this.generation += 1;
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
    window.removeEventListener("online", this.handleOnline);
    window.removeEventListener("offline", this.handleOffline);
    window.removeEventListener("pagehide", this.handlePageHide);
    document.removeEventListener("visibilitychange", this.handleVisibility);
    const outbox = this.outbox;
    this.outbox = null;
    this.finishing = false;
    for (const wake of this.onlineWaiters) wake();
    this.onlineWaiters.clear();
    // Whatever is still queued is on the device already; one last try, then the outbox goes.
    if (outbox && outbox.size > 0) void outbox.sendNow().finally(() => outbox.dispose());
    else outbox?.dispose();
    this.calculator.flush();
  }

  private async load(generation: number): Promise<void> {
    try {
      const attempt = await this.api.start(this.state.testId);
      if (generation !== this.generation) return;
      await this.apply(attempt, generation);
    } catch (error) {
      if (generation !== this.generation) return;
      this.set({ phase: "error", error: messageOf(error) });
    }
  }

  /** Puts an attempt state from the server on screen, with this device's newer answers on top. */
  private async apply(attempt: AttemptState, generation: number): Promise<void> {
    const stage = attempt.currentModuleName;
    storage.set(storageKeys.currentTestName, attempt.testName);
    if (attempt.status === "completed" || stage === null) {
      this.set({
        phase: "not-started",
        userTestId: attempt.userTestId,
        testName: attempt.testName,
        stage: null,
        questions: [],
      });
      return;
    }
    const [local, position] = await Promise.all([
      this.db.answersFor(attempt.userTestId).catch((): StoredAnswer[] => []),
      this.db.positionFor(attempt.userTestId).catch(() => undefined),
    ]);
    if (generation !== this.generation) return;

    const ids = new Set(attempt.questions.map((q) => q._id));
    const answers: Record<string, Answer> = {};
    for (const saved of attempt.answers) {
      noteSeq(saved.seq);
      answers[saved.qId] = { ...saved, timeLeftMs: 0 };
    }
    const unsent: StoredAnswer[] = [];
    for (const record of local) {
      noteSeq(record.answer.seq);
      const serverSeq = answers[record.qId]?.seq ?? -1;
      if (record.stage === stage && ids.has(record.qId) && record.answer.seq > serverSeq) {
        answers[record.qId] = record.answer;
        unsent.push({ ...record, pending: 1 });
      } else if (record.pending === 1) {
        // The server already has this (or something newer), or its module is over.
        void this.db.markSent(record.userTestId, record.qId, record.answer.seq).catch(() => undefined);
      }
    }

    const outbox = this.ensureOutbox(attempt);
    outbox.forgetOtherStages(stage);
    outbox.seed(unsent, stage);
    outbox.lastAttemptAt = Date.now();

    this.calculator.load(attempt.userTestId);
    // Directions open by themselves at a module's start, as on test day, once per device.
    const settings = readDeviceSettings(attempt.userTestId);
    const showDirections =
      STAGE_INFO[stage].kind === "module" &&
      Object.keys(answers).length === 0 &&
      !settings.directionsSeen.includes(stage);
    if (showDirections)
      writeDeviceSettings(attempt.userTestId, { directionsSeen: [...settings.directionsSeen, stage] });

    const last = attempt.questions.length;
    const saved = position && position.stage === stage ? position.index : attempt.count;
    const now = Date.now();
    this.lastLeft = attempt.timeLeftMs;
    this.set({
      phase: "ready",
      error: null,
      tools: { ...this.state.tools, timerHidden: settings.timerHidden, zoom: settings.zoom },
      autoDirections: showDirections ? stage : null,
      timeAlert: stage === this.state.stage ? this.state.timeAlert : null,
      userTestId: attempt.userTestId,
      testName: attempt.testName,
      stage,
      questions: attempt.questions,
      answers,
      index: Math.min(Math.max(0, saved), last),
      deadline: now + attempt.timeLeftMs,
      now,
      navigatorOpen: false,
      pending: outbox.size,
    });
    // A visit cut short by a reload or a new module is not carried into this one.
    this.clock.show(null);
    this.clock.show(attempt.questions[this.state.index]?._id ?? null);
  }

  private ensureOutbox(attempt: AttemptState): AnswerOutbox {
    if (this.outbox && this.outbox.userTestId === attempt.userTestId) return this.outbox;
    this.outbox?.dispose();
    this.outbox = new AnswerOutbox({
      userTestId: attempt.userTestId,
      testId: attempt.testId,
      store: this.db,
      send: this.api.save,
      position: () => ({ stage: this.state.stage ?? "writingModule1", count: this.state.index }),
      onSaved: this.handleSaved,
      onRejected: this.handleRejected,
      onNetwork: (network) => this.set({ network }),
      onPendingChange: (pending) => this.set({ pending }),
    });
    return this.outbox;
  }

  // ---- the clock ----

  private tick(): void {
    const now = Date.now();
    this.set({ now });
    const s = this.state;
    if (s.phase !== "ready" || s.deadline === null || s.stage === null) return;
    const left = s.deadline - now;
    this.announceTime(left, s.stage);
    if (left <= 0) {
      void this.finishStage("timeout");
      return;
    }
    const outbox = this.outbox;
    // A tick early, so the gap between two contacts never exceeds HEARTBEAT_INTERVAL_MS.
    if (outbox && now - outbox.lastAttemptAt >= HEARTBEAT_INTERVAL_MS - TIMING.countdownTickMs) void outbox.sendNow();
  }

  private announceTime(left: number, stage: Stage): void {
    const previous = this.lastLeft;
    this.lastLeft = left;
    if (previous === null) return;
    const crossed = (mark: number) => previous > mark && left <= mark;
    const isBreak = STAGE_INFO[stage].kind === "break";
    if (crossed(FIVE_MINUTES) && !isBreak)
      this.set({ announcement: FIVE_MINUTE_WARNING, timeAlert: FIVE_MINUTE_WARNING });
    else if (crossed(ONE_MINUTE))
      this.set({ announcement: isBreak ? "1 minute of break remaining." : "1 minute remaining in this module." });
  }

  /** The server's time left, placed halfway through the request, replaces ours when they differ. */
  private handleSaved = (result: SaveResult, info: SentInfo): void => {
    const s = this.state;
    if (result.status === "completed") {
      if (!this.finishing) this.finishedElsewhere();
      return;
    }
    if (info.stage !== s.stage || s.phase !== "ready") return;
    if (result.currentModuleName !== s.stage) {
      toast.info(RUNNER_MESSAGES.moduleOver);
      void this.resync();
      return;
    }
    const serverDeadline = Math.round((info.sentAt + info.receivedAt) / 2 + result.timeLeftMs);
    if (s.deadline === null || Math.abs(serverDeadline - s.deadline) > CLOCK_TOLERANCE_MS)
      this.set({ deadline: serverDeadline });
  };

  private handleRejected = (error: ApiError): void => {
    toast.error(error.message);
    if (error.status === 409 && this.state.phase === "ready") void this.resync();
  };

  private handleOnline = (): void => {
    this.outbox?.retryNow();
    this.calculator.flush();
    for (const wake of this.onlineWaiters) wake();
    this.onlineWaiters.clear();
  };

  /** The browser knows it is offline: say so at once (the outbox says when sending works again). */
  private handleOffline = (): void => {
    if (this.outbox) this.outbox.noteOffline();
    else this.set({ network: "offline" });
  };

  /** Hidden tabs get their timers slowed down; catch up the clock and the server at once on return. */
  private handleVisibility = (): void => {
    if (document.visibilityState === "visible") {
      this.clock.reveal();
      this.tick();
    } else this.addVisit(this.clock.hide());
  };

  private handlePageHide = (): void => {
    this.addVisit(this.clock.take());
    if (this.outbox && this.outbox.size > 0) void this.outbox.sendNow();
  };

  /** Reloads the attempt from the server after it refused something (a module over, a test ended). */
  private async resync(): Promise<void> {
    if (this.finishing) return;
    const generation = this.generation;
    try {
      const attempt = await this.api.retrieve(this.state.testId);
      if (generation !== this.generation || this.finishing) return;
      await this.apply(attempt, generation);
    } catch (error) {
      if (generation !== this.generation) return;
      if (error instanceof ApiError && error.status === 404) this.finishedElsewhere();
    }
  }

  /** The attempt ended on the server (time ran out long ago, or another tab finished it). */
  private finishedElsewhere(): void {
    const { userTestId, testId } = this.state;
    if (userTestId) void this.db.clearAttempt(userTestId).catch(() => undefined);
    this.deps.onTestsChanged();
    this.deps.navigate(paths.result(testId), { replace: true });
  }

  // ---- answers ----

  private change(qId: string, update: (previous: Answer) => Partial<Answer>): void {
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

  private addVisit(visit: { qId: string; ms: number } | null): void {
    if (!visit || visit.ms < MIN_VISIT_MS) return;
    if (!this.state.questions.some((q) => q._id === visit.qId)) return;
    this.change(visit.qId, (previous) => ({ timeSpentMs: addVisit(previous.timeSpentMs, visit.ms) }));
  }

  private currentQuestion() {
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

  setTool<K extends keyof ToolState>(tool: K, value: ToolState[K]): void {
    this.set({ tools: { ...this.state.tools, [tool]: value } });
    const { userTestId } = this.state;
    // The hidden timer and the zoom are the student's choice for the whole attempt, on this device.
    if ((tool === "timerHidden" || tool === "zoom") && userTestId) writeDeviceSettings(userTestId, { [tool]: value });
  }

  /** One step of ZOOM_STEPS in or out (0 resets to 100%). */
  zoomBy(direction: -1 | 0 | 1): void {
    const steps: readonly number[] = ZOOM_STEPS;
    const at = steps.indexOf(this.state.tools.zoom);
    const next = direction === 0 ? 1 : steps[Math.min(steps.length - 1, Math.max(0, at + direction))];
    if (next !== undefined && next !== this.state.tools.zoom) this.setTool("zoom", next);
  }

  directionsOpened(): void {
    this.set({ autoDirections: null });
  }

  dismissTimeAlert(): void {
    this.set({ timeAlert: null });
  }

  // ---- submitting ----

  /**
   * Next on the review page, Resume Testing on the break, or the clock at zero. The answers on the
   * device go first; a module is never submitted while one of its answers is still unsent, so
   * without a connection this waits (the student sees why) and carries on when it returns.
   */
  async finishStage(reason: "next" | "timeout" | "resume"): Promise<void> {
    const s = this.state;
    const outbox = this.outbox;
    if (this.finishing || s.phase !== "ready" || s.stage === null || !s.userTestId || !outbox) return;
    this.finishing = true;
    const generation = this.generation;
    const { stage, userTestId, testId } = s;
    this.addVisit(this.clock.show(null));
    this.set({ phase: "submitting", navigatorOpen: false });
    try {
      await this.untilConnected(() => outbox.flush(), generation);
      if (stage === "mathModule2") {
        await this.untilConnected(() => this.api.end(userTestId), generation);
        if (generation !== this.generation) return;
        await this.db.clearAttempt(userTestId).catch(() => undefined);
        this.deps.onTestsChanged();
        this.deps.navigate(paths.result(testId), { replace: true });
        return;
      }
      const next = await this.untilConnected(() => this.api.submit(userTestId, stage), generation);
      if (generation !== this.generation) return;
      await this.apply(next, generation);
      if (reason === "timeout") this.set({ announcement: RUNNER_MESSAGES.timeUp });
    } catch (error) {
      if (generation !== this.generation) return;
      this.finishing = false;
      if (error instanceof ApiError && error.status === 409) {
        toast.error(error.message);
        this.set({ phase: "ready" });
        await this.resync();
        return;
      }
      this.set({ phase: "error", error: messageOf(error) });
    } finally {
      if (generation === this.generation) this.finishing = false;
    }
  }

  /** Retries a step while the network is down or the server is busy; other failures are thrown. */
  private async untilConnected<T>(step: () => Promise<T>, generation: number): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await step();
        if (this.state.network === "offline") this.set({ network: "online" });
        return result;
      } catch (error) {
        const offline = error instanceof NetworkDownError || (isTransient(error) && error.status === 0);
        if (!(error instanceof NetworkDownError) && !isTransient(error)) throw error;
        if (generation !== this.generation) throw error;
        if (offline) this.set({ network: "offline" });
        await this.waitForConnection(SUBMIT_RETRY_DELAYS[Math.min(attempt, SUBMIT_RETRY_DELAYS.length - 1)] ?? 15_000);
        if (generation !== this.generation) throw error;
      }
    }
  }

  private waitForConnection(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.onlineWaiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.onlineWaiters.add(wake);
    });
  }

  /** Save and Exit: the last answers and an exit save (the server pauses the clock), then the list. */
  async saveAndExit(): Promise<void> {
    const s = this.state;
    const outbox = this.outbox;
    if (s.phase === "exiting") return;
    if (!outbox || s.stage === null || s.phase !== "ready") {
      this.deps.navigate(paths.practices);
      return;
    }
    this.addVisit(this.clock.take());
    this.set({ phase: "exiting", navigatorOpen: false });
    let saved = false;
    try {
      await outbox.flush({ exit: true });
      saved = true;
    } catch {
      toast.info(RUNNER_MESSAGES.exitOffline);
    }
    this.deps.onTestsChanged();
    // Offline there is nothing to fetch; the list page loads when it opens. A slow answer does not hold the student here.
    if (saved) await withinMs(this.deps.refetchTestLists(), EXIT_REFETCH_WAIT_MS);
    this.deps.navigate(paths.practices);
  }
}
