import { OPTION_LETTERS, STAGE_INFO, type ModuleKey, type Section, type Stage, type TestResult } from "@sat/core";
import { AppError } from "../../http/errors.js";
import type { AuthSession } from "../../http/route.js";
import { isQuestionCorrect, type AttemptScores } from "./grading.js";
import { toTestQuestion } from "./question-view.js";
import type { AnswerRow, AttemptRow, QuestionRow, TestsRepository } from "./tests.repository.js";

const MODULE_STAGES: Stage[] = ["writingModule1", "writingModule2", "mathModule1", "mathModule2"];

export const RESULT_MESSAGES = {
  none: "There is no completed attempt of this test yet.",
} as const;

function correctAnswerText(q: QuestionRow): string {
  if (q.type === "mcq") return `Option ${q.correctOption ?? OPTION_LETTERS[0]}`;
  return (q.acceptedAnswers ?? []).join(" or ");
}

/** Results exist only for completed attempts: only here do keys and explanations leave the server. */
export class ResultService {
  constructor(private readonly repository: TestsRepository) {}

  async result(session: AuthSession, testId: string, userTestId?: string): Promise<TestResult> {
    const attempt = await this.completedAttempt(session, testId, userTestId);
    const test = await this.repository.findTest(attempt.testId);
    const answers = new Map((await this.repository.answers(attempt.id)).map((a) => [a.questionId, a]));
    const modules: TestResult["modules"] = [];
    const skills = new Map<string, TestResult["breakdown"][number]>();
    for (const stage of MODULE_STAGES) {
      const info = STAGE_INFO[stage];
      if (info.kind !== "module") continue;
      const questions = await this.repository.moduleQuestions(
        attempt.testId,
        attempt.contentVersion,
        info.section,
        moduleKey(attempt, info.section, info.module),
      );
      const sectionName = info.section === "math" ? ("Mathematics" as const) : ("ReadingAndWriting" as const);
      modules.push({
        sectionName,
        moduleName: info.module === "module1" ? "Module1" : "Module2",
        stage,
        spentMs: attempt.spentMs[stage] ?? 0,
        questions: questions.map((q, i) => {
          const answer: AnswerRow | undefined = answers.get(q.id);
          const isCorrect = isQuestionCorrect(q, answer);
          const key = `${sectionName}|${q.domain}|${q.skill}`;
          const entry = skills.get(key) ?? { sectionName, domain: q.domain, skill: q.skill, correct: 0, total: 0 };
          entry.total += 1;
          if (isCorrect) entry.correct += 1;
          skills.set(key, entry);
          return {
            ...toTestQuestion(q, i + 1, info.module),
            userOption: answer?.userOption ?? "",
            userAnswer: answer?.userAnswer ?? "",
            isCorrect,
            correctAnswer: correctAnswerText(q),
            explanation: q.explanation,
            domain: q.domain,
            skill: q.skill,
            difficulty: q.difficulty,
          };
        }),
      });
    }
    return {
      userTestId: attempt.id,
      testId: attempt.testId,
      testName: test?.name ?? attempt.testId,
      completedAt: (attempt.completedAt ?? attempt.updatedAt).toISOString(),
      scores: attempt.scores as unknown as AttemptScores,
      modules,
      breakdown: [...skills.values()],
    };
  }

  private async completedAttempt(session: AuthSession, testId: string, userTestId?: string): Promise<AttemptRow> {
    if (userTestId) {
      const attempt = await this.repository.findAttempt(userTestId, session.userId);
      if (!attempt || attempt.testId !== testId || attempt.status !== "completed")
        throw new AppError(404, RESULT_MESSAGES.none);
      return attempt;
    }
    const latest = (await this.repository.listAttempts(session.userId)).find(
      (a) => a.testId === testId && a.status === "completed",
    );
    if (!latest) throw new AppError(404, RESULT_MESSAGES.none);
    return latest;
  }
}

function moduleKey(attempt: AttemptRow, section: Section, module: "module1" | "module2"): ModuleKey {
  if (module === "module1") return "module1";
  const route = section === "math" ? attempt.mathRoute : attempt.rwRoute;
  return route === "easier" ? "module2-easier" : "module2-harder";
}
