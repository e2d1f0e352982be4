import {
  LATE_ANSWER_ALLOWANCE_MS,
  STAGE_INFO,
  checkAnswerTiming,
  pauseClock,
  remainingMs,
  stageDurationMs,
  touch,
  type AnswerStatus,
  type ExtendedTime,
  type FieldError,
  type ModuleClock,
  type Stage,
  type saveTestRequestSchema,
  type saveTestResponseSchema,
} from "@sat/core";
import type { z } from "zod";
import { boundAnswerTimes } from "./answer-times.js";
import type { NewAnswer } from "./tests.repository.js";

export type SaveInput = z.output<typeof saveTestRequestSchema>;
export type SaveOutcome = z.input<typeof saveTestResponseSchema>["data"];

export const SAVE_MESSAGES = {
  wrongStage: "This part of the test has already been submitted; its answers can no longer change.",
  late: "The time for this module is over, so this answer could not be saved.",
  claimedLate: "This answer was given after the time ran out.",
  notQuestion: "This question is not part of the current module.",
} as const;

/** What a save needs to know of its attempt, read with or without a lock. */
export interface SaveTarget {
  id: string;
  stage: Stage;
  extendedTime: ExtendedTime;
  clock: ModuleClock;
}

export interface SavePlan {
  /** One per answer sent, in order. */
  statuses: AnswerStatus[];
  /** The accepted answers, as they are to be stored. */
  rows: NewAnswer[];
  clock: ModuleClock;
  /** Where the student is in the module; undefined when the save was sent for another stage. */
  questionIndex: number | undefined;
  /** Times on screen refused (the answers themselves are saved without them). */
  rejected: FieldError[];
}

/**
 * Decides a save without touching the database: each answer on its own is taken or refused for
 * good (one refusal never costs the others), times are bounded by the module's clock, and the
 * clock moves on (a contact) or pauses (Save and Exit).
 */
export function planSave(
  input: SaveInput,
  target: SaveTarget,
  module: { questionIds: ReadonlySet<string>; storedTimes: ReadonlyMap<string, number> },
  now: Date,
): SavePlan {
  const nowMs = now.getTime();
  const { clock, stage } = target;
  const sameStage = input.additionalProps.currentModuleName === stage;
  const statuses: AnswerStatus[] = [];
  const accepted: { answer: SaveInput["answerData"][number]; index: number }[] = [];
  const newest = newestPerQuestion(input.answerData);
  for (const [index, answer] of input.answerData.entries()) {
    // The same question twice in one batch: the newest change counts, the older one is superseded.
    if (newest.get(answer.qId) !== index) {
      statuses.push({ qId: answer.qId, seq: answer.seq, status: "saved" });
      continue;
    }
    const refusal = refusalOf(answer, { sameStage, questionIds: module.questionIds, clock, nowMs });
    if (refusal) statuses.push({ qId: answer.qId, seq: answer.seq, status: "refused", message: refusal });
    else {
      statuses.push({ qId: answer.qId, seq: answer.seq, status: "saved" });
      accepted.push({ answer, index });
    }
  }
  const durationMs = stageDurationMs(stage, target.extendedTime);
  const { times, rejected } = boundAnswerTimes(
    accepted.map(({ answer, index }) => ({ qId: answer.qId, timeSpentMs: answer.timeSpentMs, index })),
    module.storedTimes,
    { durationMs, elapsedMs: durationMs - remainingMs(clock, nowMs) },
  );
  const rows = accepted.map(({ answer }, i) => ({
    attemptId: target.id,
    questionId: answer.qId,
    stage,
    userOption: answer.userOption,
    userAnswer: answer.userAnswer.trim(),
    marked: answer.marked,
    eliminated: answer.eliminated,
    seq: answer.seq,
    timeLeftMs: answer.timeLeftMs,
    timeSpentMs: times[i] ?? 0,
    updatedAt: now,
  }));
  return {
    statuses,
    rows,
    clock: input.exit ? pauseClock(clock, nowMs) : touch(clock, nowMs),
    questionIndex: sameStage ? Math.min(input.additionalProps.count, module.questionIds.size) : undefined,
    rejected,
  };
}

/** A module whose time is over (beyond the late allowance), or a break that ended: the stage moves on. */
export function stageIsOver(stage: Stage, clock: ModuleClock, nowMs: number): boolean {
  const left = remainingMs(clock, nowMs);
  return STAGE_INFO[stage].kind === "break" ? left <= 0 : left < -LATE_ANSWER_ALLOWANCE_MS;
}

function newestPerQuestion(answers: SaveInput["answerData"]): Map<string, number> {
  const newest = new Map<string, number>();
  for (const [index, answer] of answers.entries()) {
    const seen = newest.get(answer.qId);
    if (seen === undefined || (answers[seen]?.seq ?? -1) <= answer.seq) newest.set(answer.qId, index);
  }
  return newest;
}

function refusalOf(
  answer: SaveInput["answerData"][number],
  context: { sameStage: boolean; questionIds: ReadonlySet<string>; clock: ModuleClock; nowMs: number },
): string | null {
  if (!context.sameStage) return SAVE_MESSAGES.wrongStage;
  if (!context.questionIds.has(answer.qId)) return SAVE_MESSAGES.notQuestion;
  const timing = checkAnswerTiming(context.clock, context.nowMs, answer.timeLeftMs);
  if (timing.ok) return null;
  return timing.reason === "too-late" ? SAVE_MESSAGES.late : SAVE_MESSAGES.claimedLate;
}

/** The answer to a save: every answer's fate, and the server's clock for the stage it is on. */
export function saveOutcome(plan: SavePlan, stage: Stage | null, nowMs: number): SaveOutcome {
  return {
    saved: plan.statuses.filter((s) => s.status === "saved").length,
    answers: plan.statuses,
    currentModuleName: stage,
    timeLeftMs: Math.round(remainingMs(plan.clock, nowMs)),
    status: "in_progress",
    rejected: plan.rejected,
  };
}
