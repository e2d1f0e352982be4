import type { z } from "zod";
import type { Answer, AttemptState, Stage, TestQuestion, answerOptionSchema } from "@sat/core";

export type { Answer, AttemptState, Stage, TestQuestion };
export type AnswerOptionValue = z.infer<typeof answerOptionSchema>;

export const OPTION_VALUES = [
  "Option A",
  "Option B",
  "Option C",
  "Option D",
] as const satisfies readonly AnswerOptionValue[];

/** 'Option C' → 'C'. */
export const optionLetter = (option: AnswerOptionValue): string => option.slice(-1);
