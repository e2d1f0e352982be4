import {
  isCorrectAnswer,
  OPTION_LETTERS,
  reviewAfterAnswer,
  skillBySlug,
  type ReviewCheckRequest,
  type ReviewQueue,
} from "@sat/core";
import { AppError } from "../../http/errors.js";
import type { AuthSession } from "../../http/route.js";
import type { ProgressService } from "./progress.service.js";
import type { ReviewRepository } from "./review.repository.js";

export const REVIEW_MESSAGES = {
  notInQueue: "This question is not in your review queue.",
  notDue: "This question is not due for review yet.",
} as const;

/** A review practice serves at most this many due questions at a time. */
export const REVIEW_BATCH = 20;

export class ReviewService {
  constructor(
    private readonly repository: ReviewRepository,
    private readonly progress: ProgressService,
    private readonly now: () => Date,
  ) {}

  async queue(session: AuthSession): Promise<ReviewQueue> {
    await this.progress.ensureResults(session.userId);
    const now = this.now();
    const [counts, due] = await Promise.all([
      this.repository.counts(session.userId, now),
      this.repository.due(session.userId, now, REVIEW_BATCH),
    ]);
    return {
      counts,
      questions: due.map(({ item, question: q }) => ({
        qId: q.id,
        difficulty: q.difficulty,
        questionType: q.type,
        description: q.passage,
        processedQuestion: q.prompt,
        answers: (q.options ?? []).map((text, i) => ({
          answerOption: `Option ${OPTION_LETTERS[i] ?? "A"}` as const,
          answerPlaceHolder: text,
        })),
        skill: q.skill,
        domainName: skillBySlug(item.skillSlug)?.domainName ?? q.domain,
        origin: item.origin,
        rightInRow: item.rightInRow,
      })),
    };
  }

  async check(session: AuthSession, input: ReviewCheckRequest & { userOption: string; userAnswer: string }) {
    const found = await this.repository.find(session.userId, input.qId);
    if (!found) throw new AppError(404, REVIEW_MESSAGES.notInQueue);
    const { item, question } = found;
    const now = this.now();
    if (item.status !== "active" || item.dueAt > now) throw new AppError(409, REVIEW_MESSAGES.notDue);
    const isCorrect = isCorrectAnswer(
      {
        type: question.type,
        correctOption: question.correctOption ?? undefined,
        acceptedAnswers: question.acceptedAnswers ?? undefined,
      },
      { userOption: input.userOption, userAnswer: input.userAnswer.trim() },
    );
    const next = reviewAfterAnswer(item, isCorrect, now);
    // A second submit racing the first finds the item no longer due and changes nothing.
    if (!(await this.repository.schedule(session.userId, item.sourceId, next, now)))
      throw new AppError(409, REVIEW_MESSAGES.notDue);
    return {
      isCorrect,
      status: next.status,
      rightInRow: next.rightInRow,
      nextDueAt: next.status === "mastered" ? null : next.dueAt.toISOString(),
    };
  }

  async explanation(session: AuthSession, qId: string) {
    const found = await this.repository.find(session.userId, qId);
    if (!found) throw new AppError(404, REVIEW_MESSAGES.notInQueue);
    const q = found.question;
    const correctAnswer = q.type === "mcq" ? `Option ${q.correctOption ?? ""}` : (q.acceptedAnswers ?? []).join(" or ");
    return { explanation: q.explanation, correctAnswer };
  }
}
