import { z } from "zod";

export const bankSectionTypeSchema = z.enum(["READING_AND_WRITING", "MATHEMATICS"]);

const count = z.number().int().nonnegative();

/** One bank per skill of the taxonomy (spec section 3, Question bank), with how many questions it holds. */
export const questionBankSummarySchema = z.object({
  /** The skill's slug: /categories/<questionBankId>. */
  questionBankId: z.string(),
  name: z.string(),
  sectionType: bankSectionTypeSchema,
  domain: z.string(),
  domainName: z.string(),
  totalQuestions: count,
  difficultyCounts: z.object({ E: count, M: count, H: count }),
});
export type QuestionBankSummary = z.infer<typeof questionBankSummarySchema>;

export const questionBankListResponseSchema = z.object({
  data: z.object({
    isQuestionBanksEnabled: z.boolean(),
    testData: z.array(questionBankSummarySchema),
  }),
});
export type QuestionBankListResponse = z.infer<typeof questionBankListResponseSchema>;
