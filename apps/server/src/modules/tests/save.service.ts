import { remainingMs, type ModuleClock, type Stage } from "@sat/core";
import { AppError } from "../../http/errors.js";
import { AUTH_MESSAGES } from "../auth/auth.service.js";
import { LruMap } from "../../lib/lru-map.js";
import { planSave, saveOutcome, stageIsOver, type SaveInput, type SaveOutcome } from "./save-plan.js";
import type { Beat, SaveIdentity, SaveRepository, SaveSnapshot } from "./save.repository.js";
import type { TestsRepository } from "./tests.repository.js";
import { TEST_MESSAGES, assertHolder, stageQuestions, type TestsService } from "./tests.service.js";

/**
 * `POST /api/test/savetest`, the request every student sends every few seconds. A server keeps the
 * attempts it saved last in memory with their revision, so the usual save or heartbeat is one
 * statement: the answers and the clock written only if the session is open and the attempt is
 * still that revision. When it is not (another server or another request changed it), the save
 * reads the session and the attempt and writes: two statements and no transaction; a heartbeat is
 * then usually the read alone, which records the contact itself. What neither can decide (a module
 * whose time ran out, a race with another change of the same attempt) goes to
 * TestsService.saveLocked under a row lock.
 */
export class SaveService {
  /** Questions in the module an attempt is on, per attempt and stage: never changes once known. */
  private readonly moduleSizes = new LruMap<string, number>(50_000);
  /** The attempts this server wrote last, as they are in the database at their revision. */
  private readonly known = new LruMap<string, KnownAttempt>(50_000);

  constructor(
    private readonly saves: SaveRepository,
    private readonly tests: TestsRepository,
    private readonly locked: TestsService,
    private readonly now: () => Date,
  ) {}

  async save(who: SaveIdentity, input: SaveInput): Promise<SaveOutcome> {
    const now = this.now();
    const known = this.known.get(input.userTestId);
    if (known && known.userId === who.userId && known.attempt.testId === input.testId)
      return this.saveOn(who, input, now, known.attempt, { fresh: false, keep: true });
    return this.readAndSave(who, input, now);
  }

  private async readAndSave(who: SaveIdentity, input: SaveInput, now: Date): Promise<SaveOutcome> {
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
    if (!beat) return this.saveOn(who, input, now, attempt, { fresh: true, keep: !isHeartbeat });
    // The contact is recorded; a stage that is over still needs the locked path to move on.
    if (stageIsOver(stage, beat.clock, nowMs)) return this.locked.saveLocked(who, input);
    this.recordBeat(attempt.id, beat);
    return {
      saved: 0,
      answers: [],
      currentModuleName: stage,
      timeLeftMs: Math.round(remainingMs(beat.clock, nowMs)),
      status: "in_progress",
      rejected: [],
    };
  }

  /**
   * Plans the save on `attempt` and writes it in one statement. `fresh`: just read; otherwise it is
   * this server's copy, which may be stale, and a write that finds a newer revision brings the
   * current attempt back to decide once more. `keep`: the attempt carries its stored times, so this
   * server may keep it. A race past that, or a module whose time is over, goes to the locked path.
   */
  private async saveOn(
    who: SaveIdentity,
    input: SaveInput,
    now: Date,
    attempt: SaveSnapshot,
    options: { fresh: boolean; keep: boolean },
  ): Promise<SaveOutcome> {
    this.known.delete(attempt.id);
    if (attempt.testId !== input.testId) throw new AppError(404, TEST_MESSAGES.noAttempt);
    if (attempt.status === "in_progress") assertHolder(attempt.holderSessionId, who.sessionId);
    const stage = attempt.stage;
    if (attempt.status === "completed" || !stage) throw new AppError(409, TEST_MESSAGES.completed);
    if (stageIsOver(stage, attempt.clock, now.getTime())) return this.locked.saveLocked(who, input);
    const questions = await stageQuestions(this.tests, attempt, stage);
    this.moduleSizes.set(moduleOf(attempt.id, stage), questions.length);
    const plan = planSave(
      input,
      { id: attempt.id, stage, extendedTime: attempt.extendedTime, clock: attempt.clock },
      { questionIds: new Set(questions.map((q) => q.id)), storedTimes: attempt.storedTimes },
      now,
    );
    const result = await this.saves.write(
      who,
      attempt,
      { clock: plan.clock, questionIndex: plan.questionIndex, answers: plan.rows },
      now,
    );
    if (!result.sessionOpen) throw new AppError(401, AUTH_MESSAGES.unauthorised);
    if (result.moved) {
      if (options.keep) this.keep(who, attempt, plan.clock, result.writtenTimes);
      return saveOutcome(plan, stage, now.getTime());
    }
    if (!result.current) throw new AppError(404, TEST_MESSAGES.noAttempt);
    if (!options.fresh) return this.saveOn(who, input, now, result.current, { fresh: true, keep: true });
    return this.locked.saveLocked(who, input);
  }

  /** The attempt as this server just wrote it: the next save of it needs no read. */
  private keep(who: SaveIdentity, attempt: SaveSnapshot, clock: ModuleClock, written: Map<string, number>): void {
    const storedTimes = new Map(attempt.storedTimes);
    for (const [id, ms] of written) storedTimes.set(id, ms);
    this.known.set(attempt.id, {
      userId: who.userId,
      attempt: { ...attempt, clock, revision: attempt.revision + 1, storedTimes },
    });
  }

  /** A contact moves only the clock's last contact and the revision: a known attempt stays exact. */
  private recordBeat(attemptId: string, beat: Beat): void {
    const known = this.known.get(attemptId);
    if (!known) return;
    if (known.attempt.revision === beat.revision - 1)
      this.known.set(attemptId, {
        ...known,
        attempt: { ...known.attempt, clock: beat.clock, revision: beat.revision },
      });
    else this.known.delete(attemptId);
  }
}

interface KnownAttempt {
  userId: string;
  attempt: SaveSnapshot;
}

/** The key of an attempt's module: one per attempt and stage, since the route is fixed by then. */
const moduleOf = (attemptId: string, stage: Stage) => `${attemptId}|${stage}`;
