import { z } from "../zod.js";
import { itemParameterProblem } from "../scoring/calibration.js";
import { DIFFICULTIES, SECTIONS, TAXONOMY } from "./taxonomy.js";

export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

export const MODULE_KEYS = ["module1", "module2-easier", "module2-harder"] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

/**
 * One authored question, as content packs hold it (server side only: it carries the key).
 * Text fields may hold inline math between $…$ (KaTeX), and blanks as runs of underscores.
 */
export const contentQuestionSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{2,80}$/),
    section: z.enum(SECTIONS),
    domain: z.string(),
    skill: z.string(),
    difficulty: z.enum(DIFFICULTIES),
    type: z.enum(["mcq", "spr"]),
    /** The passage, table or figure text shown on the left; empty when there is none. */
    passage: z.string().default(""),
    prompt: z.string().min(1),
    options: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]).optional(),
    correctOption: z.enum(OPTION_LETTERS).optional(),
    /** Student-produced responses: every accepted form (e.g. "7/2" and "3.5"). */
    acceptedAnswers: z.array(z.string().min(1)).optional(),
    /** Why the right answer is right and why each wrong option is wrong. */
    explanation: z.string().min(1),
    /**
     * Item parameters estimated from real answers (npm run calibrate); each one missing is derived
     * from the difficulty label, the type and the module (docs/scoring.md, section 4).
     */
    parameters: z
      .strictObject({ a: z.number().optional(), b: z.number().optional(), c: z.number().optional() })
      .optional(),
  })
  .superRefine((q, ctx) => {
    for (const name of ["a", "b", "c"] as const) {
      const value = q.parameters?.[name];
      if (value === undefined) continue;
      const problem = itemParameterProblem(name, value);
      if (problem) ctx.addIssue({ code: "custom", path: ["parameters", name], message: problem });
    }
    if (q.type === "spr" && (q.parameters?.c ?? 0) !== 0)
      ctx.addIssue({
        code: "custom",
        path: ["parameters", "c"],
        message: "A student-produced response cannot be guessed from choices: c must be 0 or left out",
      });
    const domains = TAXONOMY[q.section] as Record<string, { skills: readonly string[] }>;
    const domain = domains[q.domain];
    if (!domain)
      ctx.addIssue({ code: "custom", path: ["domain"], message: `Unknown domain '${q.domain}' for ${q.section}` });
    else if (!domain.skills.includes(q.skill))
      ctx.addIssue({ code: "custom", path: ["skill"], message: `Unknown skill '${q.skill}' in domain ${q.domain}` });
    if (q.type === "mcq" && (!q.options || !q.correctOption))
      ctx.addIssue({
        code: "custom",
        path: ["options"],
        message: "A multiple-choice question needs four options and a correctOption",
      });
    if (q.type === "spr") {
      if (q.section !== "math")
        ctx.addIssue({ code: "custom", path: ["type"], message: "Only Math has student-produced responses" });
      if (!q.acceptedAnswers?.length)
        ctx.addIssue({
          code: "custom",
          path: ["acceptedAnswers"],
          message: "A student-produced response needs accepted answers",
        });
      if (q.options || q.correctOption)
        ctx.addIssue({ code: "custom", path: ["options"], message: "A student-produced response has no options" });
    }
  });
export type ContentQuestion = z.infer<typeof contentQuestionSchema>;

export const contentModuleSchema = z.strictObject({
  key: z.enum(MODULE_KEYS),
  questionIds: z.array(z.string()),
});

export const contentTestSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{2,60}$/),
  name: z.string().min(1),
  access: z.enum(["free", "pro"]),
  sections: z.strictObject({
    "reading-writing": z.array(contentModuleSchema).length(3),
    math: z.array(contentModuleSchema).length(3),
  }),
});
export type ContentTest = z.infer<typeof contentTestSchema>;
