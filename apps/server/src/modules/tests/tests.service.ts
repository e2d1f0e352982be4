import {
  ERROR_CODES,
  STAGE_INFO,
  nextStage,
  remainingMs,
  stageDurationMs,
  startClock,
  touch,
  type AttemptState,
  type ModuleClock,
  type ModuleKey,
  type Stage,
  type TestSummary,
} from "@sat/core";
import { AppError } from "../../http/errors.js";
import type { AuthSession } from "../../http/route.js";
import { buildAttemptResults, isAnswered, loadAttemptModules } from "./attempt-results.js";
import { chooseRoute, scoreAttempt, type AttemptScores } from "./grading.js";
import { SAVE_MESSAGES, planSave, saveOutcome, stageIsOver, type SaveInput, type SaveOutcome } from "./save-plan.js";
import { toSavedAnswer, toTestQuestion } from "./question-view.js";
import type { AttemptPatch, AttemptRow, QuestionRow, TestRow, TestsRepository } from "./tests.repository.js";

export const TEST_MESSAGES = {
  unknownTest: "This test does not exist.",
  proOnly: "This test is part of PRO. Upgrade on the Pricing page to take it.",
  noAttempt: "This test attempt was not found.",
  notStarted: "You have not started this test yet.",
  completed: "This test has already been submitted.",
  ...SAVE_MESSAGES,
  notLastModule: "Finish the current module first.",
  notFinished: "This test has not been submitted yet, so it has no score.",
  openElsewhere:
    "This test is now open on another device. Your answers from here are kept on this device until you continue here.",
} as const;

/** One device at a time: a session that does not hold an attempt in progress may not change it. */
export function assertHolder(holderSessionId: string | null, sessionId: string): void {
  if (holderSessionId !== null && holderSessionId !== sessionId)
    throw new AppError(409, TEST_MESSAGES.openElsewhere, { code: ERROR_CODES.testOpenElsewhere });
}

const isPro = (session: AuthSession, now: Date) => session.proTill !== null && session.proTill > now;

/** Questions a student answers in one attempt: module 1 and one module 2 of each section. */
const QUESTIONS_PER_ATTEMPT = 27 * 2 + 22 * 2;

export class TestsService {
  constructor(
    private readonly repository: TestsRepository,
    private readonly now: () => Date,
  ) {}

  async list(session: AuthSession, access: "free" | "pro"): Promise<TestSummary[]> {
    const [tests, attempts] = await Promise.all([
      this.repository.listTests(),
      this.repository.listAttempts(session.userId),
    ]);
    const now = this.now();
    const summaries: TestSummary[] = [];
    for (const test of tests.filter((t) => t.access === access)) {
      const mine = attempts.filter((a) => a.testId === test.id);
      const active = mine.find((a) => a.status === "in_progress");
      const completed = mine.filter((a) => a.status === "completed");
      const last = completed[0];
      const answered = active ? (await this.repository.answers(active.id)).filter(isAnswered).length : 0;
      summaries.push({
        testid: test.id,
        name: test.name,
        access: test.access,
        locked: test.access === "pro" && !isPro(session, now),
        totalQuestions: QUESTIONS_PER_ATTEMPT,
        inProgress:
          active && active.stage
            ? {
                userTestId: active.id,
                currentModuleName: active.stage,
                answeredCount: answered,
                timeLeftMs: Math.max(0, Math.round(remainingMs(clockOf(active), now.getTime()))),
              }
            : null,
        completedCount: completed.length,
        lastResult:
          last && last.completedAt && last.scores
            ? {
                userTestId: last.id,
                totalScore: (last.scores as unknown as AttemptScores).total,
                completedAt: last.completedAt.toISOString(),
              }
            : null,
      });
    }
    return summaries;
  }

  /** Starts a new attempt, or carries on the one in progress (never two at once for one test). */
  async start(session: AuthSession, testId: string): Promise<AttemptState> {
    const test = await this.allowedTest(session, testId);
    const existing = await this.repository.findInProgress(session.userId, testId);
    if (existing) return this.resume(session, existing.id, test);
    const extendedTime = await this.repository.extendedTimeOf(session.userId);
    const attempt = await this.repository.createAttempt(
      test,
      session,
      { timeLeftMs: stageDurationMs("writingModule1", extendedTime), extendedTime },
      this.now(),
    );
    if (attempt) return this.state(attempt, test);
    const winner = await this.repository.findInProgress(session.userId, testId);
    if (!winner) throw new AppError(409, TEST_MESSAGES.completed);
    return this.resume(session, winner.id, test);
  }

  async retrieve(session: AuthSession, testId: string): Promise<AttemptState> {
    const test = await this.allowedTest(session, testId);
    const existing = await this.repository.findInProgress(session.userId, testId);
    if (!existing) throw new AppError(404, TEST_MESSAGES.notStarted);
    return this.resume(session, existing.id, test);
  }

  /**
   * A save under the attempt's row lock, after moving past stages whose time ran out: the path for
   * what the lock-free one (SaveService) leaves to it. The caller has checked the session.
   */
  async saveLocked(who: { userId: string; sessionId: string }, input: SaveInput): Promise<SaveOutcome> {
    return this.repository.transaction(async (repo) => {
      const found = await repo.lockAttempt(input.userTestId, who.userId);
      if (!found || found.testId !== input.testId) throw new AppError(404, TEST_MESSAGES.noAttempt);
      if (found.status === "in_progress") assertHolder(found.holderSessionId, who.sessionId);
      const attempt = await this.catchUp(repo, found);
      const stage = attempt.stage;
      if (attempt.status === "completed" || !stage) throw new AppError(409, TEST_MESSAGES.completed);
      const questions = await stageQuestions(repo, attempt, stage);
      const ids = new Set(questions.map((q) => q.id));
      const now = this.now();
      const plan = planSave(
        input,
        { id: attempt.id, stage, extendedTime: attempt.extendedTime, clock: clockOf(attempt) },
        {
          questionIds: ids,
          // Heartbeats carry no answers and skip the read; a batch needs the module's stored times.
          storedTimes: input.answerData.length > 0 ? await repo.answerTimes(attempt.id, [...ids]) : new Map(),
        },
        now,
      );
      await repo.upsertAnswers(plan.rows);
      const saved = await repo.updateAttempt(
        attempt.id,
        {
          ...clockPatch(plan.clock),
          ...(plan.questionIndex === undefined ? {} : { questionIndex: plan.questionIndex }),
        },
        now,
      );
      return saveOutcome(plan, saved.stage, now.getTime());
    });
  }

  /** Next on the review page, Resume Testing on the break, or the timer reaching zero. */
  async submitModule(session: AuthSession, userTestId: string, stage: Stage): Promise<AttemptState> {
    const attempt = await this.repository.transaction(async (repo) => {
      let current = await this.catchUp(repo, await this.lock(repo, session, userTestId));
      if (current.status === "completed") throw new AppError(409, TEST_MESSAGES.completed);
      // Idempotent: a retried submit of a stage the server already left returns the current state.
      if (current.stage === stage) current = await this.advance(repo, current);
      return current;
    });
    const test = await this.repository.findTest(attempt.testId);
    if (!test) throw new AppError(404, TEST_MESSAGES.unknownTest);
    return this.state(attempt, test);
  }

  async end(
    session: AuthSession,
    userTestId: string,
  ): Promise<{ userTestId: string; testId: string; scores: AttemptScores }> {
    const attempt = await this.repository.transaction(async (repo) => {
      let current = await this.catchUp(repo, await this.lock(repo, session, userTestId));
      if (current.status !== "completed") {
        if (current.stage !== "mathModule2") throw new AppError(409, TEST_MESSAGES.notLastModule);
        current = await this.advance(repo, current);
      }
      return current;
    });
    return { userTestId: attempt.id, testId: attempt.testId, scores: attempt.scores as unknown as AttemptScores };
  }

  // ---- internals ----

  private async allowedTest(session: AuthSession, testId: string): Promise<TestRow> {
    const test = await this.repository.findTest(testId);
    if (!test) throw new AppError(404, TEST_MESSAGES.unknownTest);
    if (test.access === "pro" && !isPro(session, this.now())) throw new AppError(403, TEST_MESSAGES.proOnly);
    return test;
  }

  /** The attempt under its row lock; only the session holding it may change it (`holder`). */
  private async lock(
    repo: TestsRepository,
    session: AuthSession,
    userTestId: string,
    options: { holder: boolean } = { holder: true },
  ): Promise<AttemptRow> {
    const attempt = await repo.lockAttempt(userTestId, session.userId);
    if (!attempt) throw new AppError(404, TEST_MESSAGES.noAttempt);
    if (options.holder && attempt.status === "in_progress") assertHolder(attempt.holderSessionId, session.sessionId);
    return attempt;
  }

  /** Opening an attempt (start or retrieve) takes it over for this session, as on test day. */
  private async resume(session: AuthSession, attemptId: string, test: TestRow): Promise<AttemptState> {
    const attempt = await this.repository.transaction(async (repo) => {
      const current = await this.catchUp(repo, await this.lock(repo, session, attemptId, { holder: false }));
      if (current.status === "completed") return current;
      return repo.updateAttempt(
        current.id,
        { ...clockPatch(touch(clockOf(current), this.now().getTime())), holderSessionId: session.sessionId },
        this.now(),
      );
    });
    return this.state(attempt, test);
  }

  /** Moves past stages whose time ran out while nobody submitted them (a closed tab at zero). */
  private async catchUp(repo: TestsRepository, attempt: AttemptRow): Promise<AttemptRow> {
    let current = attempt;
    const nowMs = this.now().getTime();
    while (current.status === "in_progress" && current.stage && stageIsOver(current.stage, clockOf(current), nowMs))
      current = await this.advance(repo, current);
    return current;
  }

  private async advance(repo: TestsRepository, attempt: AttemptRow): Promise<AttemptRow> {
    const stage = attempt.stage;
    if (!stage) return attempt;
    const now = this.now();
    const info = STAGE_INFO[stage];
    const durationMs = stageDurationMs(stage, attempt.extendedTime);
    const spent = Math.max(0, Math.min(durationMs, durationMs - remainingMs(clockOf(attempt), now.getTime())));
    const patch: AttemptPatch = { spentMs: { ...attempt.spentMs, [stage]: Math.round(spent) } };
    if (info.kind === "module" && info.module === "module1") {
      const questions = await stageQuestions(repo, attempt, stage);
      const answers = await repo.answers(attempt.id);
      const route = chooseRoute(info.section, questions, answers);
      if (info.section === "reading-writing") patch.rwRoute = route;
      else patch.mathRoute = route;
    }
    const next = nextStage(stage);
    if (next) {
      Object.assign(patch, {
        stage: next,
        questionIndex: 0,
        ...clockPatch(startClock(stageDurationMs(next, attempt.extendedTime), now.getTime())),
      });
      return repo.updateAttempt(attempt.id, patch, now);
    }
    const withRoutes = { ...attempt, ...patch };
    const modules = await loadAttemptModules(repo, withRoutes);
    const answers = await repo.answers(attempt.id);
    const scores = scoreAttempt(
      {
        "reading-writing": { route: withRoutes.rwRoute ?? "easier", ...modules["reading-writing"] },
        math: { route: withRoutes.mathRoute ?? "easier", ...modules.math },
      },
      answers,
    );
    const completed = await repo.updateAttempt(
      attempt.id,
      { ...patch, status: "completed", stage: null, runningSince: null, completedAt: now, scores: scores },
      now,
    );
    // In the same transaction: a completed attempt always has its per-question record and review items.
    const test = await repo.findTest(attempt.testId);
    const record = buildAttemptResults(completed, test?.name ?? attempt.testId, modules, answers, now);
    await repo.recordCompletion(record.results, record.review, now);
    return completed;
  }

  private async state(attempt: AttemptRow, test: TestRow): Promise<AttemptState> {
    const stage = attempt.status === "completed" ? null : attempt.stage;
    const questions = stage ? await stageQuestions(this.repository, attempt, stage) : [];
    const info = stage ? STAGE_INFO[stage] : null;
    const ids = new Set(questions.map((q) => q.id));
    const answers = (await this.repository.answers(attempt.id)).filter((a) => ids.has(a.questionId));
    return {
      userTestId: attempt.id,
      testId: test.id,
      testName: test.name,
      status: attempt.status,
      currentModuleName: stage,
      count: attempt.questionIndex,
      timeLeftMs: stage ? Math.round(remainingMs(clockOf(attempt), this.now().getTime())) : 0,
      questions: questions.map((q, i) => toTestQuestion(q, i + 1, info?.kind === "module" ? info.module : "module1")),
      answers: answers.map(toSavedAnswer),
    };
  }
}

/** The questions of the module the attempt is on (its own version and route). */
export function stageQuestions(
  repo: TestsRepository,
  attempt: Pick<AttemptRow, "testId" | "contentVersion" | "mathRoute" | "rwRoute">,
  stage: Stage,
): Promise<QuestionRow[]> {
  const info = STAGE_INFO[stage];
  if (info.kind !== "module") return Promise.resolve([]);
  const route = info.section === "math" ? attempt.mathRoute : attempt.rwRoute;
  const key: ModuleKey =
    info.module === "module1" ? "module1" : route === "easier" ? "module2-easier" : "module2-harder";
  return repo.moduleQuestions(attempt.testId, attempt.contentVersion, info.section, key);
}

export function clockOf(a: Pick<AttemptRow, "timeLeftMs" | "runningSince" | "lastSeenAt">): ModuleClock {
  return {
    timeLeftMs: a.timeLeftMs,
    runningSince: a.runningSince?.getTime() ?? null,
    lastSeenAt: a.lastSeenAt?.getTime() ?? null,
  };
}

function clockPatch(clock: ModuleClock): AttemptPatch {
  return {
    timeLeftMs: Math.round(clock.timeLeftMs),
    runningSince: clock.runningSince === null ? null : new Date(clock.runningSince),
    lastSeenAt: clock.lastSeenAt === null ? null : new Date(clock.lastSeenAt),
  };
}
