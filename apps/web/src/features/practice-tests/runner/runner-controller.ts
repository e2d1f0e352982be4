import { HEARTBEAT_INTERVAL_MS } from "@sat/core";
import { STAGE_INFO } from "@sat/core";
import { TIMING } from "@sat/core";
import type { AttemptState } from "@sat/core";
import { paths } from "../../../app/paths";
import { ApiError } from "../../../lib/api-client";
import { whenTypesettable } from "../../../components/ui/katex-loader";
import { storage, storageKeys } from "../../../lib/storage";
import { toast } from "../../../stores/toast-store";
import type { StoredAnswer } from "./answer-db";
import { AnswerOutbox, TakenOverError, isTakeover, type RefusedAnswer, type SaveResult, type SentInfo } from "./outbox";
import { RunnerCore } from "./runner-core";
import { ConnectionWaiter, mergeAnswers, timeWarning } from "./runner-recovery";
import {
  CLOCK_TOLERANCE_MS,
  EXIT_REFETCH_WAIT_MS,
  messageOf,
  refusedMessage,
  RUNNER_MESSAGES,
  withinMs,
  type RunnerApi,
  type RunnerDeps,
} from "./runner-support";
import type { Answer, Stage } from "./types";

export { RUNNER_MESSAGES, type RunnerApi, type RunnerDeps };

/**
 * Drives one test attempt: loads it (server answers merged with newer ones kept on this device),
 * keeps the countdown, saves every change through the outbox, sends heartbeats, and submits
 * modules when the student moves on or the time runs out. Components only read the store and call
 * these methods.
 */
export class RunnerController extends RunnerCore {
  private ticker: ReturnType<typeof setInterval> | null = null;
  private generation = 0;
  private finishing = false;
  private lastLeft: number | null = null;
  private readonly connection = new ConnectionWaiter();

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
    this.connection.wakeAll();
    // Whatever is still queued is on the device already; one last try, then the outbox goes.
    if (outbox && outbox.size > 0) void outbox.sendNow().finally(() => outbox.dispose());
    else outbox?.dispose();
    this.tools.sync.flush();
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
      // A module with formulas is shown once KaTeX can typeset them (a reading module needs none).
      whenTypesettable(attempt.questions).catch(() => undefined),
    ]);
    if (generation !== this.generation) return;

    const { answers, unsent, sent } = mergeAnswers(attempt, local, stage);
    for (const record of sent)
      void this.db.markSent(record.userTestId, record.qId, record.answer.seq).catch(() => undefined);

    const outbox = this.ensureOutbox(attempt);
    outbox.forgetOtherStages(stage);
    outbox.seed(unsent, stage);
    outbox.lastAttemptAt = Date.now();

    // Directions open by themselves at a module's start, as on test day.
    const { autoDirections } = this.tools.load(attempt.userTestId, stage, Object.keys(answers).length > 0);

    const last = attempt.questions.length;
    const saved = position && position.stage === stage ? position.index : attempt.count;
    const now = Date.now();
    this.lastLeft = attempt.timeLeftMs;
    this.set({
      phase: "ready",
      error: null,
      autoDirections,
      editing: null,
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
      onRefused: this.handleRefused,
      onTakenOver: () => this.set({ takenOver: true }),
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
    if (s.phase !== "ready" || s.deadline === null || s.stage === null || s.takenOver) return;
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
    const warning = timeWarning(previous, left, STAGE_INFO[stage].kind === "break");
    if (warning)
      this.set({ announcement: warning.announcement, ...(warning.alert ? { timeAlert: warning.alert } : {}) });
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

  /** Answers the server will never take (the module's time is over): said once, by question number. */
  private handleRefused = (refused: RefusedAnswer[]): void => {
    const numbers = refused.map((r) => this.state.questions.findIndex((q) => q._id === r.answer.qId) + 1);
    toast.error(
      refusedMessage(
        numbers.filter((n) => n > 0),
        refused[0]?.message ?? "",
      ),
    );
    void this.showServerAnswers(refused.map((r) => r.answer));
  };

  /**
   * A refused answer leaves the screen: the question shows what the server holds for it (an
   * earlier answer, or none), unless the student has changed it again since.
   */
  private async showServerAnswers(refused: Answer[]): Promise<void> {
    const generation = this.generation;
    const held = await this.api.retrieve(this.state.testId).catch(() => null);
    if (!held || generation !== this.generation || this.state.phase !== "ready") return;
    const answers = { ...this.state.answers };
    for (const { qId, seq } of refused) {
      if (answers[qId]?.seq !== seq) continue;
      const saved = held.answers.find((a) => a.qId === qId);
      if (saved) answers[qId] = { ...saved, timeLeftMs: 0 };
      else delete answers[qId];
    }
    this.set({ answers });
  }

  private handleOnline = (): void => {
    this.outbox?.retryNow();
    this.tools.sync.flush();
    this.connection.wakeAll();
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

  // ---- submitting ----

  private untilConnected<T>(step: () => Promise<T>, generation: number): Promise<T> {
    return this.connection.untilConnected(
      step,
      () => generation === this.generation,
      (network) => {
        if (network === "offline" || this.state.network === "offline") this.set({ network });
      },
    );
  }

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
      if (error instanceof TakenOverError || isTakeover(error)) {
        this.set({ phase: "ready", takenOver: true });
        return;
      }
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

  /**
   * Continue here, after another device opened the test: opening it again takes it back on the
   * server, then what waited on this device is sent.
   */
  async continueHere(): Promise<void> {
    const generation = this.generation;
    try {
      const attempt = await this.api.retrieve(this.state.testId);
      if (generation !== this.generation) return;
      this.set({ takenOver: false });
      await this.apply(attempt, generation);
      this.outbox?.release();
    } catch (error) {
      if (generation !== this.generation) return;
      if (error instanceof ApiError && error.status === 404) this.finishedElsewhere();
      else toast.error(messageOf(error));
    }
  }

  /** Exit from the takeover dialog: what waits stays on the device for the next visit here. */
  leaveToOtherDevice(): void {
    this.deps.navigate(paths.practices);
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
