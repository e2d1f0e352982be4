import {
  sectionNameOf,
  OPTION_LETTERS,
  recommendationSchema,
  testResultSchema,
  STAGE_INFO,
  TAXONOMY,
  sectionAbility,
  sectionRange,
  SECTION_SCALE,
  skillByName,
  totalRange,
  type DomainPerformance,
  type Section,
  type Stage,
  type TestResult,
} from "@sat/core";
import { z } from "zod";
import { AppError } from "../../http/errors.js";
import { CheckedJson } from "../../http/route.js";
import type { AuthSession } from "../../http/route.js";
import type { ProgressRepository, AttemptResultRow } from "../progress/progress.repository.js";
import type { ProgressService } from "../progress/progress.service.js";
import { loadAttemptModules } from "./attempt-results.js";
import { scoredItems, type AttemptScores, type StoredScores, type StoredSectionScores } from "./grading.js";

/** Only the reported fields of a stored section score (the estimate stays on the server). */
const reported = ({ route, rawCorrect, rawTotal, scaled }: StoredSectionScores) => ({
  route,
  rawCorrect,
  rawTotal,
  scaled,
});
import { toTestQuestion } from "./question-view.js";
import { timeInsights } from "./time-insights.js";
import type { AttemptRow, QuestionRow, TestsRepository } from "./tests.repository.js";

/** Reports kept per server (about 200 KB each): the oldest goes first. */
const CACHED_REPORTS = 200;
const reportSchema = testResultSchema.omit({ whatNext: true });
const recommendationsSchema = z.array(recommendationSchema);

const MODULE_STAGES: Stage[] = ["writingModule1", "writingModule2", "mathModule1", "mathModule2"];

export const RESULT_MESSAGES = {
  none: "There is no completed attempt of this test yet.",
  noAttempt: "This test attempt was not found.",
  notFinished: "This test has not been submitted yet, so it has no score report.",
} as const;

function correctAnswerText(q: QuestionRow): string {
  if (q.type === "mcq") return `Option ${q.correctOption ?? OPTION_LETTERS[0]}`;
  return (q.acceptedAnswers ?? []).join(" or ");
}

/** The Knowledge and Skills panel: every domain of each section in the official order, with its skills. */
export function domainPerformance(results: readonly AttemptResultRow[]): DomainPerformance[] {
  return (Object.keys(TAXONOMY) as Section[]).flatMap((section) =>
    Object.entries(TAXONOMY[section] as Record<string, { name: string; skills: readonly string[] }>).map(
      ([domain, { name, skills }]) => {
        const mine = results.filter((r) => r.section === section && r.domain === domain);
        const count = (rows: readonly AttemptResultRow[]) => ({
          questions: rows.length,
          correct: rows.filter((r) => r.outcome === "correct").length,
        });
        return {
          sectionName: sectionNameOf(section),
          domain,
          name,
          ...count(mine),
          skills: skills
            .map((skill) => ({ skill, slug: skillByName(skill)?.slug ?? "" }))
            .map((s) => ({ ...s, ...count(mine.filter((r) => r.skillSlug === s.slug)) }))
            .filter((s) => s.questions > 0),
        };
      },
    ),
  );
}

/** Results exist only for completed attempts: only here do keys and explanations leave the server. */
export class ResultService {
  constructor(
    private readonly repository: TestsRepository,
    private readonly progressRepository: ProgressRepository,
    private readonly progress: ProgressService,
  ) {}

  /**
   * A completed attempt's report never changes (its answers, keys and scores are fixed), so each
   * server keeps the latest ones, checked and serialized once; only what to practise next is
   * computed, checked and joined in on every read.
   */
  private readonly reports = new Map<string, CheckedJson>();

  async result(session: AuthSession, testId: string, userTestId?: string): Promise<CheckedJson> {
    const attempt = await this.completedAttempt(session, testId, userTestId);
    const [report, whatNext] = await Promise.all([
      this.report(session.userId, attempt),
      this.progress.whatNext(session.userId),
    ]);
    const next = CheckedJson.of(recommendationsSchema, whatNext);
    return CheckedJson.join(['{"data":', report.json.slice(0, -1), ',"whatNext":', next, "}}"]);
  }

  private async report(userId: string, attempt: AttemptRow): Promise<CheckedJson> {
    const cached = this.reports.get(attempt.id);
    if (cached) return cached;
    await this.progress.ensureResults(userId);
    const [test, answerRows, modules, results] = await Promise.all([
      this.repository.findTest(attempt.testId),
      this.repository.answers(attempt.id),
      loadAttemptModules(this.repository, attempt),
      this.progressRepository.resultsOf(attempt.id),
    ]);
    const answers = new Map(answerRows.map((a) => [a.questionId, a]));
    const outcomes = new Map(results.map((r) => [`${r.stage}|${r.questionId}`, r]));
    const stored = attempt.scores as unknown as StoredScores;
    const scores: AttemptScores = {
      readingWriting: reported(stored.readingWriting),
      math: reported(stored.math),
      total: stored.total,
    };
    const resultModules: TestResult["modules"] = MODULE_STAGES.map((stage) => {
      const info = STAGE_INFO[stage];
      if (info.kind !== "module") throw new Error(`${stage} is not a module`);
      const questions = modules[info.section][info.module];
      return {
        sectionName: sectionNameOf(info.section),
        moduleName: info.module === "module1" ? ("Module1" as const) : ("Module2" as const),
        stage,
        spentMs: attempt.spentMs[stage] ?? 0,
        questions: questions.map((q, i) => {
          const answer = answers.get(q.id);
          const row = outcomes.get(`${stage}|${q.id}`);
          return {
            ...toTestQuestion(q, i + 1, info.module),
            userOption: answer?.userOption ?? "",
            userAnswer: answer?.userAnswer ?? "",
            isCorrect: row?.outcome === "correct",
            correctAnswer: correctAnswerText(q),
            explanation: q.explanation,
            domain: q.domain,
            skill: q.skill,
            difficulty: q.difficulty,
            outcome: row?.outcome ?? "omitted",
            marked: row?.marked ?? false,
            timeSpentMs: row?.timeSpentMs ?? 0,
          };
        }),
      };
    });
    // The range stored when the attempt was scored; attempts scored before ranges were stored get
    // one from their own questions (each row keeps the parameters it was scored with).
    const range = (section: Section) => {
      const own = section === "math" ? stored.math : stored.readingWriting;
      if (own.plusMinus !== undefined)
        return {
          low: Math.max(SECTION_SCALE.min, own.scaled - own.plusMinus),
          high: Math.min(SECTION_SCALE.max, own.scaled + own.plusMinus),
          plusMinus: own.plusMinus,
        };
      const outcome = new Map(results.filter((r) => r.section === section).map((r) => [r.questionId, r.outcome]));
      const items = scoredItems(modules[section], (q) => outcome.get(q.id) === "correct");
      const { theta, sd } = sectionAbility({ section, route: own.route, items });
      return sectionRange(own.scaled, theta, sd);
    };
    const readingWriting = range("reading-writing");
    const math = range("math");
    const report: Omit<TestResult, "whatNext"> = {
      userTestId: attempt.id,
      testId: attempt.testId,
      testName: test?.name ?? attempt.testId,
      completedAt: (attempt.completedAt ?? attempt.updatedAt).toISOString(),
      scores,
      extendedTime: attempt.extendedTime,
      scoreRange: { total: totalRange(scores.total, readingWriting, math), readingWriting, math },
      domains: domainPerformance(results),
      insights: timeInsights(resultModules),
      modules: resultModules,
      breakdown: breakdownOf(resultModules),
    };
    const json = CheckedJson.of(reportSchema, report);
    if (this.reports.size >= CACHED_REPORTS) this.reports.delete(this.reports.keys().next().value ?? "");
    this.reports.set(attempt.id, json);
    return json;
  }

  /** The spec's computingrawscore: the scores of a completed attempt, from its stored answers. */
  async computedScores(session: AuthSession, userTestId: string) {
    const attempt = await this.repository.findAttempt(userTestId, session.userId);
    if (!attempt) throw new AppError(404, RESULT_MESSAGES.noAttempt);
    if (attempt.status !== "completed" || !attempt.scores) throw new AppError(409, RESULT_MESSAGES.notFinished);
    const scores = attempt.scores as unknown as AttemptScores;
    return {
      readingandwritingscaledscore: scores.readingWriting.scaled,
      mathematicsscaledscore: scores.math.scaled,
      totalscaledscore: scores.total,
    };
  }

  /** Completed attempts, newest first, in the spec's shape. */
  async completed(session: AuthSession) {
    const [tests, attempts] = await Promise.all([
      this.repository.listTests(),
      this.repository.listAttempts(session.userId),
    ]);
    const names = new Map(tests.map((t) => [t.id, t.name]));
    return attempts
      .filter((a) => a.status === "completed" && a.scores && a.completedAt)
      .map((a) => {
        const scores = a.scores as unknown as AttemptScores;
        return {
          name: names.get(a.testId) ?? a.testId,
          testId: a.testId,
          userTestId: a.id,
          completedAt: (a.completedAt ?? a.updatedAt).toISOString(),
          additionalProps: {
            overallresult: {
              overallFinaleScaledScore: scores.total,
              overallReadingScaledScore: scores.readingWriting.scaled,
              overallMathScaledScore: scores.math.scaled,
            },
          },
        };
      });
  }

  /** Another student's attempt is not found (404); the student's own unfinished one has no report yet (409). */
  private async completedAttempt(session: AuthSession, testId: string, userTestId?: string): Promise<AttemptRow> {
    if (userTestId) {
      const attempt = await this.repository.findAttempt(userTestId, session.userId);
      if (!attempt || attempt.testId !== testId) throw new AppError(404, RESULT_MESSAGES.noAttempt);
      if (attempt.status !== "completed" || !attempt.scores) throw new AppError(409, RESULT_MESSAGES.notFinished);
      return attempt;
    }
    const mine = (await this.repository.listAttempts(session.userId)).filter((a) => a.testId === testId);
    const latest = mine.find((a) => a.status === "completed");
    if (latest) return latest;
    if (mine.length > 0) throw new AppError(409, RESULT_MESSAGES.notFinished);
    throw new AppError(404, RESULT_MESSAGES.none);
  }
}

function breakdownOf(modules: TestResult["modules"]): TestResult["breakdown"] {
  const skills = new Map<string, TestResult["breakdown"][number]>();
  for (const m of modules)
    for (const q of m.questions) {
      const key = `${m.sectionName}|${q.domain}|${q.skill}`;
      const entry = skills.get(key) ?? {
        sectionName: m.sectionName,
        domain: q.domain,
        skill: q.skill,
        correct: 0,
        total: 0,
      };
      entry.total += 1;
      if (q.outcome === "correct") entry.correct += 1;
      skills.set(key, entry);
    }
  return [...skills.values()];
}
