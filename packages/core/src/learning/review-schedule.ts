/**
 * Spaced review of missed questions (docs/decisions/009). A question enters the queue due at once,
 * while the explanation is fresh. Each right answer in a row pushes it further out along
 * REVIEW_INTERVAL_DAYS; REVIEW_RIGHTS_TO_MASTER right answers in a row take it out of the queue;
 * a wrong answer starts the run again and brings it back the next day.
 */
export const REVIEW_INTERVAL_DAYS = [1, 3, 7, 21] as const;
export const REVIEW_RIGHTS_TO_MASTER = 2;
const DAY_MS = 86_400_000;

export interface ReviewState {
  /** Right answers in a row since the question entered the queue or was last missed. */
  rightInRow: number;
  dueAt: Date;
  status: "active" | "mastered";
}

export function reviewAfterAnswer(state: ReviewState, correct: boolean, now: Date): ReviewState {
  if (!correct) return { rightInRow: 0, dueAt: new Date(now.getTime() + DAY_MS), status: "active" };
  const rightInRow = state.rightInRow + 1;
  if (rightInRow >= REVIEW_RIGHTS_TO_MASTER) return { rightInRow, dueAt: state.dueAt, status: "mastered" };
  const days = REVIEW_INTERVAL_DAYS[Math.min(rightInRow, REVIEW_INTERVAL_DAYS.length) - 1] ?? 1;
  return { rightInRow, dueAt: new Date(now.getTime() + days * DAY_MS), status: "active" };
}
