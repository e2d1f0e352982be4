import { chooseModule2, isCorrectAnswer, scoreSection, totalScore, type AttemptScores, type Section } from "@sat/core";
import type { AnswerRow, QuestionRow } from "./tests.repository.js";

export type { AttemptScores };
type SectionScores = AttemptScores["readingWriting"];

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

function sectionScore(section: Section, questions: SectionQuestions, answers: Map<string, AnswerRow>): SectionScores {
  const items = [
    ...questions.module1.map((q) => ({ q, module: "module1" as const })),
    ...questions.module2.map((q) => ({ q, module: "module2" as const })),
  ].map(({ q, module }) => ({
    difficulty: q.difficulty,
    type: q.type,
    module,
    correct: isQuestionCorrect(q, answers.get(q.id)),
  }));
  const result = scoreSection({ section, route: questions.route, items });
  return { route: questions.route, rawCorrect: result.rawCorrect, rawTotal: result.rawTotal, scaled: result.scaled };
}

export function scoreAttempt(sections: Record<Section, SectionQuestions>, answers: AnswerRow[]): AttemptScores {
  const index = byQuestion(answers);
  const readingWriting = sectionScore("reading-writing", sections["reading-writing"], index);
  const math = sectionScore("math", sections.math, index);
  return { readingWriting, math, total: totalScore(readingWriting.scaled, math.scaled) };
}
