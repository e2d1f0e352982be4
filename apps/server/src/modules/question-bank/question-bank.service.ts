import {
  accuracyPercent,
  DIFFICULTIES,
  isCorrectAnswer,
  OPTION_LETTERS,
  skillBySlug,
  SKILLS,
  type BankPractice,
  type BankQuestion,
  type Difficulty,
  type QuestionBankSummary,
  type SaveQuestionBankRequest,
  type SkillInfo,
} from "@sat/core";
import { AppError } from "../../http/errors.js";
import type { AuthSession } from "../../http/route.js";
import type { ProgressService } from "../progress/progress.service.js";
import type { BankQuestionRow, BankSessionRow, QuestionBankRepository, StatusRow } from "./question-bank.repository.js";

export const BANK_MESSAGES = {
  noBank: "There is no question bank with this id.",
  noPractice: "This practice does not exist. Open the bank again from the Question Bank page.",
  notInBank: "This question is not part of this practice.",
  proOnly:
    "This question is part of PRO. Free students practise the first easy, medium and hard question of every skill.",
  saved: "Your place in this bank is saved.",
  completed: "You finished this bank.",
} as const;

export interface PracticeFilter {
  difficulty?: Difficulty | undefined;
  onlyWrong: boolean;
}

const filterKey = (f: PracticeFilter) => (f.onlyWrong ? `wrong${f.difficulty ?? ""}` : (f.difficulty ?? "all"));
const parseFilter = (key: string): PracticeFilter => ({
  onlyWrong: key.startsWith("wrong"),
  difficulty: DIFFICULTIES.find((d) => key.endsWith(d)),
});

/**
 * What PRO unlocks in the bank (docs/decisions/007): free students get the first easy, the first
 * medium and the first hard question of every skill, in bank order, so every skill can be tried at
 * every level; PRO students get every question.
 */
export function freeQuestionIds(questions: Pick<BankQuestionRow, "id" | "difficulty">[]): Set<string> {
  const free = new Set<string>();
  for (const difficulty of DIFFICULTIES) {
    const first = questions.find((q) => q.difficulty === difficulty);
    if (first) free.add(first.id);
  }
  return free;
}

const isPro = (session: AuthSession, now: Date) => session.proTill !== null && session.proTill > now;

function toBankQuestion(q: BankQuestionRow, status: StatusRow | undefined): BankQuestion {
  return {
    qId: q.id,
    difficulty: q.difficulty,
    questionType: q.type,
    description: q.passage,
    processedQuestion: q.prompt,
    answers: (q.options ?? []).map((text, i) => ({
      answerOption: `Option ${OPTION_LETTERS[i] ?? "A"}`,
      answerPlaceHolder: text,
    })),
    lastResult: status ? (status.lastCorrect ? "correct" : "wrong") : null,
  };
}

/** How the spec names a bank: one per skill. */
const bankIdentity = (skill: SkillInfo) => ({
  questionBankId: skill.slug,
  name: skill.skill,
  sectionType: skill.section === "math" ? ("MATHEMATICS" as const) : ("READING_AND_WRITING" as const),
});

const userState = (s: BankSessionRow) => ({
  userQuestionBankId: s.id,
  currentQId: s.currentQ,
  isCompleted: s.isCompleted,
});

type IndexRow = Awaited<ReturnType<QuestionBankRepository["index"]>>[number];

export class QuestionBankService {
  /**
   * The bank index (id, skill, difficulty of every question) is immutable per installed pack
   * version, so it is kept per version: the list asks only for the versions (a few rows) and
   * reads the 870-row index again after an import. Another server's import changes the versions
   * it reads, so no server serves a stale index.
   */
  private indexCache: { versions: string; rows: IndexRow[] } | undefined;

  constructor(
    private readonly repository: QuestionBankRepository,
    private readonly progress: Pick<ProgressService, "mastery">,
    private readonly now: () => Date,
  ) {}

  private async index(): Promise<IndexRow[]> {
    const versions = await this.repository.bankVersions();
    if (this.indexCache?.versions !== versions) this.indexCache = { versions, rows: await this.repository.index() };
    return this.indexCache.rows;
  }

  /** Every skill of the taxonomy in its official order, even one whose bank is still empty. */
  async list(session: AuthSession): Promise<{ isQuestionBanksEnabled: boolean; testData: QuestionBankSummary[] }> {
    const [all, statuses, sessions, mastery] = await Promise.all([
      this.index(),
      this.repository.statuses(session.userId),
      this.repository.sessions(session.userId),
      this.progress.mastery(session.userId),
    ]);
    const pro = isPro(session, this.now());
    const testData = SKILLS.map((skill): QuestionBankSummary => {
      const qs = all.filter((q) => q.skillSlug === skill.slug);
      const sources = new Set(qs.map((q) => q.sourceId));
      const mine = statuses.filter((s) => s.skillSlug === skill.slug && sources.has(s.sourceId));
      const difficultyCounts = { E: 0, M: 0, H: 0 };
      for (const q of qs) difficultyCounts[q.difficulty] += 1;
      const practice = sessions.find((s) => s.skillSlug === skill.slug && s.filter === "all");
      const firstCorrect = mine.filter((s) => s.firstCorrect).length;
      const skillMastery = mastery.find((m) => m.slug === skill.slug);
      return {
        ...bankIdentity(skill),
        domain: skill.domain,
        domainName: skill.domainName,
        totalQuestions: qs.length,
        difficultyCounts,
        availableQuestions: pro ? qs.length : freeQuestionIds(qs).size,
        answeredCount: mine.length,
        correctCount: mine.filter((s) => s.lastCorrect).length,
        wrongCount: mine.filter((s) => !s.lastCorrect).length,
        firstAttempts: {
          questions: mine.length,
          correct: firstCorrect,
          accuracyPercent: accuracyPercent(firstCorrect, mine.length),
        },
        retries: {
          checks: mine.reduce((n, s) => n + s.checks - 1, 0),
          correct: mine.reduce((n, s) => n + s.correctChecks - (s.firstCorrect ? 1 : 0), 0),
        },
        mastery: {
          questions: skillMastery?.questions ?? 0,
          correct: skillMastery?.correct ?? 0,
          accuracyPercent: skillMastery?.accuracyPercent ?? null,
          trend: skillMastery?.trend ?? null,
        },
        userTestState: practice ? userState(practice) : null,
      };
    });
    return { isQuestionBanksEnabled: all.length > 0, testData };
  }

  async practice(session: AuthSession, bankId: string, filter: PracticeFilter): Promise<BankPractice> {
    const skill = skillBySlug(bankId);
    if (!skill) throw new AppError(404, BANK_MESSAGES.noBank);
    const practice = await this.repository.openSession(session.userId, skill.slug, filterKey(filter));
    const { shown, locked, statuses } = await this.practiceQuestions(session, skill.slug, filter);
    return {
      ...bankIdentity(skill),
      questionContentType: skill.domainName,
      userQuestionBankId: practice.id,
      filter: { difficulty: filter.difficulty ?? null, onlyWrong: filter.onlyWrong },
      userTestState: userState(practice),
      lockedCount: locked,
      questions: { questionBankList: shown.map((q) => toBankQuestion(q, statuses.get(q.sourceId))) },
    };
  }

  async check(
    session: AuthSession,
    input: { userQuestionBankId: string; qId: string; userOption: string; userAnswer: string },
  ): Promise<{ isCorrect: boolean }> {
    const question = await this.accessibleQuestion(session, input.userQuestionBankId, input.qId);
    const answer = question.type === "mcq" ? input.userOption : input.userAnswer.trim();
    // The spec compares typed answers trimmed and case-insensitively; the grader also accepts equivalent forms.
    const isCorrect = isCorrectAnswer(
      {
        type: question.type,
        correctOption: question.correctOption ?? undefined,
        acceptedAnswers: question.acceptedAnswers ?? undefined,
      },
      { userOption: input.userOption, userAnswer: answer },
    );
    await this.repository.recordCheck({ userId: session.userId, question, answer, isCorrect }, this.now());
    return { isCorrect };
  }

  async explanation(
    session: AuthSession,
    input: { userQuestionBankId: string; qId: string },
  ): Promise<{ explanation: string; correctAnswer: string }> {
    const q = await this.accessibleQuestion(session, input.userQuestionBankId, input.qId);
    const correctAnswer = q.type === "mcq" ? `Option ${q.correctOption ?? ""}` : (q.acceptedAnswers ?? []).join(" or ");
    return { explanation: q.explanation, correctAnswer };
  }

  async save(session: AuthSession, input: SaveQuestionBankRequest) {
    const practice = await this.repository.findSession(input.userQuestionBankId, session.userId);
    if (!practice) throw new AppError(404, BANK_MESSAGES.noPractice);
    const { shown } = await this.practiceQuestions(session, practice.skillSlug, parseFilter(practice.filter));
    // The list can shrink (a wrong answer put right leaves 'questions I got wrong'); never point past its end.
    const position = Math.min(input.currentQId, shown.length);
    const saved = await this.repository.saveSession(practice.id, position, input.isTestCompleted, this.now());
    return {
      message: input.isTestCompleted ? BANK_MESSAGES.completed : BANK_MESSAGES.saved,
      userTestState: userState(saved),
    };
  }

  /** The questions of a practice this student may see, and how many more PRO would show. */
  private async practiceQuestions(session: AuthSession, skillSlug: string, filter: PracticeFilter) {
    const [all, statusRows] = await Promise.all([
      this.repository.questions(skillSlug),
      this.repository.statuses(session.userId, skillSlug),
    ]);
    const statuses = new Map(statusRows.map((s) => [s.sourceId, s]));
    const matching = all.filter(
      (q) =>
        (!filter.difficulty || q.difficulty === filter.difficulty) &&
        (!filter.onlyWrong || statuses.get(q.sourceId)?.lastCorrect === false),
    );
    const free = freeQuestionIds(all);
    const shown = isPro(session, this.now()) ? matching : matching.filter((q) => free.has(q.id));
    return { shown, locked: matching.length - shown.length, statuses };
  }

  /** A question of the student's own practice, which their plan lets them open. */
  private async accessibleQuestion(session: AuthSession, practiceId: string, qId: string): Promise<BankQuestionRow> {
    const practice = await this.repository.findSession(practiceId, session.userId);
    if (!practice) throw new AppError(404, BANK_MESSAGES.noPractice);
    const all = await this.repository.questions(practice.skillSlug);
    const question = all.find((q) => q.id === qId);
    if (!question) throw new AppError(404, BANK_MESSAGES.notInBank);
    if (!isPro(session, this.now()) && !freeQuestionIds(all).has(question.id))
      throw new AppError(403, BANK_MESSAGES.proOnly);
    return question;
  }
}
