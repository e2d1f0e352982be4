import {
  sectionNameOf,
  accuracyPercent,
  SKILLS,
  trendOf,
  whatNext,
  type AttemptScores,
  type Progress,
  type Recommendation,
  type Section,
  type SkillMastery,
} from "@sat/core";
import { AppError } from "../../http/errors.js";
import type { AuthSession } from "../../http/route.js";
import { buildAttemptResults, loadAttemptModules } from "../tests/attempt-results.js";
import type { TestsRepository } from "../tests/tests.repository.js";
import type { UsersRepository } from "../users/users.repository.js";
import type { ProgressRepository, SkillCounts } from "./progress.repository.js";
import type { ReviewRepository } from "./review.repository.js";

export const PROGRESS_MESSAGES = {
  badTimeZone: "tz must be a time zone name such as Asia/Kolkata",
} as const;

const DAY_MS = 86_400_000;
/** Bounds the memory of checked students; forgetting them only costs one cheap query each. */
const MAX_CHECKED = 100_000;

/** Today's date (YYYY-MM-DD) where the student is. */
export function todayIn(timeZone: string, now: Date): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).formatToParts(now);
  } catch {
    throw new AppError(400, PROGRESS_MESSAGES.badTimeZone, {
      errors: [{ field: "tz", message: PROGRESS_MESSAGES.badTimeZone }],
    });
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Aggregates of everything a student has done: all from SQL over their own rows. */
export class ProgressService {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly review: ReviewRepository,
    private readonly tests: TestsRepository,
    private readonly users: UsersRepository,
    private readonly now: () => Date,
  ) {}

  /**
   * Students already checked by this server: every attempt completed since writes its records in
   * the same transaction, so only attempts from before they existed can lack them.
   */
  private readonly checked = new Set<string>();

  /** Attempts completed before per-question records existed get them on first read. */
  async ensureResults(userId: string): Promise<void> {
    if (this.checked.has(userId)) return;
    for (const attemptId of await this.progress.completedWithoutResults(userId)) {
      const attempt = await this.tests.findAttempt(attemptId, userId);
      if (!attempt?.completedAt) continue;
      const [modules, answers, test] = await Promise.all([
        loadAttemptModules(this.tests, attempt),
        this.tests.answers(attempt.id),
        this.tests.findTest(attempt.testId),
      ]);
      const record = buildAttemptResults(attempt, test?.name ?? attempt.testId, modules, answers, attempt.completedAt);
      await this.tests.transaction(async (repo) => {
        await repo.recordHistoricResults(record.results, record.review, attempt.completedAt ?? this.now());
      });
    }
    if (this.checked.size >= MAX_CHECKED) this.checked.clear();
    this.checked.add(userId);
  }

  /** Every skill with its counts, in the taxonomy's order. */
  async mastery(userId: string): Promise<(SkillMastery & { counts: SkillCounts | undefined })[]> {
    const counts = new Map((await this.progress.skillCounts(userId)).map((c) => [c.skillSlug, c]));
    return SKILLS.map((skill) => {
      const c = counts.get(skill.slug);
      return {
        skill: skill.skill,
        slug: skill.slug,
        sectionName: sectionNameOf(skill.section),
        domain: skill.domain,
        domainName: skill.domainName,
        questions: c?.questions ?? 0,
        correct: c?.correct ?? 0,
        accuracyPercent: accuracyPercent(c?.correct ?? 0, c?.questions ?? 0),
        trend: c ? trendOf(c) : null,
        counts: c,
      };
    });
  }

  /** What to practise next, from all the student's evidence and their latest section scores. */
  async whatNext(userId: string): Promise<Recommendation[]> {
    const [mastery, latest] = await Promise.all([this.mastery(userId), this.latestSectionScores(userId)]);
    return this.recommend(mastery, latest);
  }

  private recommend(mastery: SkillMastery[], latest: Record<Section, number | null>): Recommendation[] {
    return whatNext(mastery, latest).map((r) => ({
      skill: r.skill.skill,
      slug: r.skill.slug,
      sectionName: sectionNameOf(r.skill.section),
      domainName: r.skill.domainName,
      questions: r.questions,
      correct: r.correct,
      accuracyPercent: accuracyPercent(r.correct, r.questions),
      difficulty: r.difficulty,
    }));
  }

  async latestSectionScores(userId: string): Promise<Record<Section, number | null>> {
    const history = await this.progress.history(userId);
    const last = history[history.length - 1]?.scores as AttemptScores | null | undefined;
    return { "reading-writing": last?.readingWriting.scaled ?? null, math: last?.math.scaled ?? null };
  }

  async dashboard(session: AuthSession, timeZone: string | undefined): Promise<Progress> {
    const now = this.now();
    const today = todayIn(timeZone ?? "UTC", now);
    await this.ensureResults(session.userId);
    const [user, history, mastery, review] = await Promise.all([
      this.users.findById(session.userId),
      this.progress.history(session.userId),
      this.mastery(session.userId),
      this.review.counts(session.userId, now),
    ]);
    const points = history.flatMap((h) => {
      const scores = h.scores as AttemptScores | null;
      if (!scores || !h.completedAt) return [];
      return [
        {
          userTestId: h.id,
          testId: h.testId,
          testName: h.testName,
          completedAt: h.completedAt.toISOString(),
          total: scores.total,
          readingWriting: scores.readingWriting.scaled,
          math: scores.math.scaled,
        },
      ];
    });
    const last = points[points.length - 1];
    const whenExam = user?.whenExam ? user.whenExam.toISOString().slice(0, 10) : null;
    const answered = mastery
      .filter((m) => m.questions > 0)
      .sort((a, b) => (a.accuracyPercent ?? 0) - (b.accuracyPercent ?? 0) || b.questions - a.questions);
    return {
      exam: {
        whenExam,
        daysLeft: whenExam ? daysBetween(today, whenExam) : null,
        targetScore: user?.targetScore ?? null,
      },
      history: points,
      mastery: answered.map(({ counts: _counts, ...m }) => m),
      review,
      whatNext: this.recommend(mastery, {
        "reading-writing": last?.readingWriting ?? null,
        math: last?.math ?? null,
      }),
    };
  }
}
