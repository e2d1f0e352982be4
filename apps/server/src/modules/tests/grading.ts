import {
  chooseModule2,
  isCorrectAnswer,
  scoreSection,
  sectionRange,
  totalScore,
  type AttemptScores,
  type Section,
} from "@sat/core";
import type { AnswerRow, QuestionRow } from "./tests.repository.js";

export type { AttemptScores };

/**
 * What a completed attempt stores per section (attempts.scores): the reported fields plus the
 * estimate behind them and its standard error on the scale, so the report shows the range it was
 * given even after a new calibration or scale (the API's schemas pass only the reported fields).
 */
export type StoredSectionScores = AttemptScores["readingWriting"] & { theta?: number; sd?: number; plusMinus?: number };
export type StoredScores = { readingWriting: StoredSectionScores; math: StoredSectionScores; total: number };

type Route = "easier" | "harder";
type SectionQuestions = { route: Route; module1: QuestionRow[]; module2: QuestionRow[] };

/** Grades one question from the stored answer; the key never leaves the server. */
export function isQuestionCorrect(question: QuestionRow, answer: AnswerRow | undefined): boolean {
  if (!answer) return false;
  return isCorrectAnswer(
    {
      type: question.type,
      correctOption: question.correctOption ?? undefined,
      acceptedAnswers: question.acceptedAnswers ?? undefined,
    },
    { userOption: answer.userOption, userAnswer: answer.userAnswer },
  );
}

const byQuestion = (answers: AnswerRow[]) => new Map(answers.map((a) => [a.questionId, a]));

/** Module 2's difficulty, from how many module 1 questions were right (rule in packages/core). */
export function chooseRoute(section: Section, module1: QuestionRow[], answers: AnswerRow[]): Route {
  const index = byQuestion(answers);
  const correct = module1.filter((q) => isQuestionCorrect(q, index.get(q.id))).length;
  return chooseModule2(section, correct);
}

/** The items of a section as the scorer reads them, each with its row's calibrated parameters. */
export function scoredItems(
  questions: { module1: readonly QuestionRow[]; module2: readonly QuestionRow[] },
  isCorrect: (q: QuestionRow) => boolean,
) {
  return [
    ...questions.module1.map((q) => ({ q, module: "module1" as const })),
    ...questions.module2.map((q) => ({ q, module: "module2" as const })),
  ].map(({ q, module }) => ({
    difficulty: q.difficulty,
    type: q.type,
    module,
    correct: isCorrect(q),
    calibrated: q.irt,
  }));
}

function sectionScore(
  section: Section,
  questions: SectionQuestions,
  answers: Map<string, AnswerRow>,
): StoredSectionScores {
  const items = scoredItems(questions, (q) => isQuestionCorrect(q, answers.get(q.id)));
  const result = scoreSection({ section, route: questions.route, items });
  return {
    route: questions.route,
    rawCorrect: result.rawCorrect,
    rawTotal: result.rawTotal,
    scaled: result.scaled,
    theta: result.theta,
    sd: result.sd,
    plusMinus: sectionRange(result.scaled, result.theta, result.sd).plusMinus,
  };
}

export function scoreAttempt(sections: Record<Section, SectionQuestions>, answers: AnswerRow[]): StoredScores {
  const index = byQuestion(answers);
  const readingWriting = sectionScore("reading-writing", sections["reading-writing"], index);
  const math = sectionScore("math", sections.math, index);
  return { readingWriting, math, total: totalScore(readingWriting.scaled, math.scaled) };
}
