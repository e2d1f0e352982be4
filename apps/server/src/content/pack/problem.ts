/** One thing wrong with a pack: where (file, question) and which rule, so an author can fix it at once. */
export interface Problem {
  /** Path inside the pack, or the pack folder for pack-wide rules. */
  file: string;
  questionId?: string;
  rule: string;
  message: string;
}

export const formatProblemLocation = (p: Problem): string => `${p.file}${p.questionId ? ` [${p.questionId}]` : ""}`;

export const formatProblem = (p: Problem): string => `${formatProblemLocation(p)}: ${p.rule}: ${p.message}`;
