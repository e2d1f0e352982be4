import type { AttemptTools, FieldError, Highlight, ModuleKey, Section, ToolSettings } from "@sat/core";
import { AppError } from "../../http/errors.js";
import type { AuthSession } from "../../http/route.js";
import type { AttemptToolsRepository } from "./attempt-tools.repository.js";
import type { AttemptRow, QuestionRow, TestsRepository } from "./tests.repository.js";

export const TOOL_MESSAGES = {
  noAttempt: "This test attempt was not found.",
  notInAttempt: "This question is not part of this test attempt.",
  pastEnd: "This highlight runs past the end of the text.",
} as const;

/** Highlights, notes, calculator expressions and runner settings kept with a student's own attempt. */
export class AttemptToolsService {
  constructor(
    private readonly tests: TestsRepository,
    private readonly repository: AttemptToolsRepository,
    private readonly now: () => Date,
  ) {}

  async tools(session: AuthSession, userTestId: string): Promise<AttemptTools> {
    const attempt = await this.attempt(session, userTestId);
    const [annotations, expressions, settings] = await Promise.all([
      this.repository.annotations(attempt.id),
      this.repository.calculator(attempt.id),
      this.repository.settings(attempt.id),
    ]);
    return { annotations: annotations.filter((a) => a.highlights.length > 0), calculator: { expressions }, settings };
  }

  /** Replaces a question's highlights; offsets are checked against the question's own text. */
  async saveAnnotations(session: AuthSession, input: { userTestId: string; qId: string; highlights: Highlight[] }) {
    const attempt = await this.attempt(session, input.userTestId);
    const question = (await this.shownQuestions(attempt)).find((q) => q.id === input.qId);
    if (!question) throw new AppError(404, TOOL_MESSAGES.notInAttempt);
    const errors: FieldError[] = [];
    input.highlights.forEach((h, i) => {
      const text = h.target === "passage" ? question.passage : question.prompt;
      if (h.end > text.length) errors.push({ field: `highlights.${i}.end`, message: TOOL_MESSAGES.pastEnd });
    });
    const first = errors[0];
    if (first)
      throw new AppError(400, errors.length === 1 ? first.message : "Some highlights are outside the text.", {
        errors,
      });
    await this.repository.saveAnnotations(attempt.id, question.id, input.highlights, this.now());
    return { saved: true };
  }

  async saveCalculator(session: AuthSession, input: { userTestId: string; calculator: { expressions: string[] } }) {
    const attempt = await this.attempt(session, input.userTestId);
    await this.repository.saveCalculator(attempt.id, input.calculator.expressions, this.now());
    return { saved: true };
  }

  async saveSettings(session: AuthSession, input: { userTestId: string; settings: ToolSettings }) {
    const attempt = await this.attempt(session, input.userTestId);
    await this.repository.saveSettings(attempt.id, input.settings, this.now());
    return { saved: true };
  }

  private async attempt(session: AuthSession, userTestId: string): Promise<AttemptRow> {
    const attempt = await this.tests.findAttempt(userTestId, session.userId);
    if (!attempt) throw new AppError(404, TOOL_MESSAGES.noAttempt);
    return attempt;
  }

  /** Module 1 of each section, and a module 2 once the attempt has been routed to it. */
  private async shownQuestions(attempt: AttemptRow): Promise<QuestionRow[]> {
    const parts: [Section, ModuleKey][] = [
      ["reading-writing", "module1"],
      ["math", "module1"],
    ];
    if (attempt.rwRoute) parts.push(["reading-writing", `module2-${attempt.rwRoute}`]);
    if (attempt.mathRoute) parts.push(["math", `module2-${attempt.mathRoute}`]);
    const modules = await Promise.all(
      parts.map(([section, key]) => this.tests.moduleQuestions(attempt.testId, attempt.contentVersion, section, key)),
    );
    return modules.flat();
  }
}
