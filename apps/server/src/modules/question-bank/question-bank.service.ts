import { SKILLS, type QuestionBankSummary } from "@sat/core";
import type { QuestionBankRepository } from "./question-bank.repository.js";

export class QuestionBankService {
  constructor(private readonly repository: QuestionBankRepository) {}

  /** Every skill of the taxonomy in its official order, even one whose bank is still empty. */
  async list(): Promise<{ isQuestionBanksEnabled: boolean; testData: QuestionBankSummary[] }> {
    const counts = await this.repository.counts();
    const testData = SKILLS.map((skill): QuestionBankSummary => {
      const difficultyCounts = { E: 0, M: 0, H: 0 };
      for (const row of counts) if (row.skillSlug === skill.slug) difficultyCounts[row.difficulty] += row.count;
      return {
        questionBankId: skill.slug,
        name: skill.skill,
        sectionType: skill.section === "math" ? "MATHEMATICS" : "READING_AND_WRITING",
        domain: skill.domain,
        domainName: skill.domainName,
        totalQuestions: difficultyCounts.E + difficultyCounts.M + difficultyCounts.H,
        difficultyCounts,
      };
    });
    return { isQuestionBanksEnabled: testData.some((b) => b.totalQuestions > 0), testData };
  }
}
