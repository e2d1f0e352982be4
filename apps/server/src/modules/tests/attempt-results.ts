import { skillByName, type ModuleKey, type Section, type Stage } from "@sat/core";
import type { NewReviewItem } from "../progress/review.repository.js";
import type { AttemptResultRow } from "../progress/progress.repository.js";
import { isQuestionCorrect } from "./grading.js";
import type { AnswerRow, AttemptRow, QuestionRow, TestsRepository } from "./tests.repository.js";

export type SectionModules = Record<Section, { module1: QuestionRow[]; module2: QuestionRow[] }>;

const STAGES: Record<Section, [Stage, Stage]> = {
  "reading-writing": ["writingModule1", "writingModule2"],
  math: ["mathModule1", "mathModule2"],
};
const SECTION_LABEL: Record<Section, string> = { "reading-writing": "Reading and Writing", math: "Math" };

/** A choice made or something typed: anything else is a question left blank. */
export const isAnswered = (a: Pick<AnswerRow, "userOption" | "userAnswer"> | undefined): boolean =>
  !!a && (a.userOption !== "" || a.userAnswer.trim() !== "");

/**
 * The per-question record of a completed attempt, and the questions it puts in the review queue
 * (every one answered wrong or left blank).
 */
export function buildAttemptResults(
  attempt: AttemptRow,
  testName: string,
  modules: SectionModules,
  answers: AnswerRow[],
  completedAt: Date,
): { results: AttemptResultRow[]; review: NewReviewItem[] } {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const results: AttemptResultRow[] = [];
  const review: NewReviewItem[] = [];
  for (const section of Object.keys(STAGES) as Section[]) {
    const [stage1, stage2] = STAGES[section];
    const parts: [Stage, QuestionRow[], number][] = [
      [stage1, modules[section].module1, 1],
      [stage2, modules[section].module2, 2],
    ];
    for (const [stage, questions, moduleNumber] of parts) {
      questions.forEach((q, i) => {
        const answer = byQuestion.get(q.id);
        const outcome = isQuestionCorrect(q, answer) ? "correct" : isAnswered(answer) ? "incorrect" : "omitted";
        const skillSlug = skillByName(q.skill)?.slug ?? q.skill;
        results.push({
          attemptId: attempt.id,
          userId: attempt.userId,
          questionId: q.id,
          sourceId: q.sourceId,
          stage,
          position: i + 1,
          section,
          domain: q.domain,
          skillSlug,
          outcome,
          marked: answer?.marked ?? false,
          timeSpentMs: answer?.timeSpentMs ?? 0,
          completedAt,
        });
        if (outcome !== "correct")
          review.push({
            userId: attempt.userId,
            sourceId: q.sourceId,
            questionId: q.id,
            skillSlug,
            origin: `${testName} · ${SECTION_LABEL[section]} · Module ${moduleNumber} · Question ${i + 1}`,
          });
      });
    }
  }
  return { results, review };
}

/** The four modules an attempt was given: module 1 and the routed module 2 of each section. */
export async function loadAttemptModules(
  repo: Pick<TestsRepository, "moduleQuestions">,
  attempt: Pick<AttemptRow, "testId" | "contentVersion" | "rwRoute" | "mathRoute">,
): Promise<SectionModules> {
  const load = (section: Section, key: ModuleKey) =>
    repo.moduleQuestions(attempt.testId, attempt.contentVersion, section, key);
  const module2 = (r: "easier" | "harder" | null): ModuleKey => (r === "easier" ? "module2-easier" : "module2-harder");
  // One after another: inside a transaction they share one connection.
  const rw1 = await load("reading-writing", "module1");
  const rw2 = await load("reading-writing", module2(attempt.rwRoute));
  const m1 = await load("math", "module1");
  const m2 = await load("math", module2(attempt.mathRoute));
  return { "reading-writing": { module1: rw1, module2: rw2 }, math: { module1: m1, module2: m2 } };
}
