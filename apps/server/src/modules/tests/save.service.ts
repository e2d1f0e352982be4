import { remainingMs, type Stage } from "@sat/core";
import { AppError } from "../../http/errors.js";
import { AUTH_MESSAGES } from "../auth/auth.service.js";
import { LruMap } from "../../lib/lru-map.js";
import { planSave, saveOutcome, stageIsOver, type SaveInput, type SaveOutcome } from "./save-plan.js";
import type { SaveIdentity, SaveRepository } from "./save.repository.js";
import type { TestsRepository } from "./tests.repository.js";
import { TEST_MESSAGES, stageQuestions, type TestsService } from "./tests.service.js";

/**
 * `POST /api/test/savetest`, the request every student sends every few seconds. The usual save is
 * two statements and no transaction: read the session and the attempt, decide in memory (the
 * module's questions come from memory), write if the attempt did not change meanwhile. A heartbeat
 * is usually the read alone. What the fast path cannot decide (a module whose time ran out, a race with
 * another change of the same attempt) goes to TestsService.saveLocked under a row lock.
 */
export class SaveService {
  /** Questions in the module an attempt is on, per attempt and stage: never changes once known. */
  private readonly moduleSizes = new LruMap<string, number>(50_000);

  constructor(
    private readonly saves: SaveRepository,
    private readonly tests: TestsRepository,
    private readonly locked: TestsService,
    private readonly now: () => Date,
  ) {}

  async save(who: SaveIdentity, input: SaveInput): Promise<SaveOutcome> {
    const now = this.now();
    const nowMs = now.getTime();
    const stage = input.additionalProps.currentModuleName;
    const isHeartbeat = input.answerData.length === 0 && !input.exit;
    const { sessionOpen, attempt, beat } = await this.saves.read(who, input.userTestId, now, {
      withTimes: input.answerData.length > 0,
      ...(isHeartbeat
        ? {
            beat: {
              testId: input.testId,
              stage,
              questionIndex: input.additionalProps.count,
              moduleSize: this.moduleSizes.get(moduleOf(input.userTestId, stage)),
            },
          }
        : {}),
    });
    if (!sessionOpen) throw new AppError(401, AUTH_MESSAGES.unauthorised);
    if (!attempt || attempt.testId !== input.testId) throw new AppError(404, TEST_MESSAGES.noAttempt);
    // The contact is recorded; a stage that is over still needs the locked path to move on.
    if (beat && !stageIsOver(stage, beat, nowMs))
      return {
        saved: 0,
        answers: [],
        currentModuleName: stage,
        timeLeftMs: Math.round(remainingMs(beat, nowMs)),
        status: "in_progress",
        rejected: [],
      };
    if (attempt.status === "completed" || !attempt.stage) throw new AppError(409, TEST_MESSAGES.completed);
    if (beat || stageIsOver(attempt.stage, attempt.clock, nowMs)) return this.locked.saveLocked(who.userId, input);

    const questions = await stageQuestions(this.tests, attempt, attempt.stage);
    this.moduleSizes.set(moduleOf(attempt.id, attempt.stage), questions.length);
    const plan = planSave(
      input,
      { id: attempt.id, stage: attempt.stage, extendedTime: attempt.extendedTime, clock: attempt.clock },
      { questionIds: new Set(questions.map((q) => q.id)), storedTimes: attempt.storedTimes },
      now,
    );
    const written = await this.saves.write(
      attempt,
      { clock: plan.clock, questionIndex: plan.questionIndex, answers: plan.rows },
      now,
    );
    if (!written) return this.locked.saveLocked(who.userId, input);
    return saveOutcome(plan, attempt.stage, nowMs);
  }
}

/** The key of an attempt's module: one per attempt and stage, since the route is fixed by then. */
const moduleOf = (attemptId: string, stage: Stage) => `${attemptId}|${stage}`;
