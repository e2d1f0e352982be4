import katex from "katex";
import { OPTION_LETTERS, splitMath, validateSprInput, type ContentQuestion } from "@sat/core";
import type { Problem } from "../pack/problem.js";
import { requiredSprForms, sprValue } from "./spr-forms.js";

export interface QuestionContext {
  question: ContentQuestion;
  file: string;
  /** Figure ids the question's pack provides. */
  figures: ReadonlySet<string>;
}

type Rule = (ctx: QuestionContext) => string[];

const FIGURE = /!\[([^\]]*)\]\(([^)]*)\)/g;
/** TeX that only means something inside a formula: outside one the student would see the backslashes. */
const TEX_OUTSIDE = /\\(frac|sqrt|cdot|times|le|ge|pi|theta|circ|text|left|right)\b|\^\{|_\{/;

const texts = (q: ContentQuestion): [string, string][] => [
  ["passage", q.passage],
  ["question", q.prompt],
  ...(q.options ?? []).map((o, i): [string, string] => [`choice ${OPTION_LETTERS[i] ?? i}`, o]),
  ["explanation", q.explanation],
];

/** Every formula renders with KaTeX, as the runner renders it; no stray `$`, no TeX outside a formula. */
const mathRenders: Rule = ({ question }) =>
  texts(question).flatMap(([where, text]) => {
    const messages: string[] = [];
    if ((text.replace(/\\\$/g, "").match(/\$/g)?.length ?? 0) % 2 === 1)
      messages.push(`${where}: an unmatched '$' (write a dollar sign as \\$).`);
    for (const segment of splitMath(text)) {
      if (segment.kind === "text") {
        if (TEX_OUTSIDE.test(segment.value.replace(FIGURE, "")))
          messages.push(`${where}: TeX outside a formula near '${segment.value.slice(0, 40)}': put it between $…$.`);
        continue;
      }
      try {
        katex.renderToString(segment.value, {
          displayMode: segment.kind === "display",
          throwOnError: true,
          strict: "error",
        });
      } catch (error) {
        messages.push(`${where}: KaTeX cannot render '${segment.value}': ${(error as Error).message}`);
      }
    }
    return messages;
  });

const figuresExist: Rule = ({ question, figures }) =>
  texts(question).flatMap(([where, text]) =>
    [...text.matchAll(FIGURE)].flatMap(([, alt = "", id = ""]) => {
      const messages: string[] = [];
      if (!figures.has(id)) messages.push(`${where}: figure '${id}' does not exist (expected figures/${id}.svg).`);
      if (alt.trim().length < 20) messages.push(`${where}: figure '${id}' needs a description of what it shows.`);
      return messages;
    }),
  );

/** Four different choices, so the one key is the only correct choice. */
const distinctChoices: Rule = ({ question }) => {
  if (question.type !== "mcq" || !question.options) return [];
  const seen = new Map<string, number>();
  const messages: string[] = [];
  question.options.forEach((option, i) => {
    const norm = option.replace(/\s+/g, " ").trim().toLowerCase();
    const before = seen.get(norm);
    if (before !== undefined)
      messages.push(
        `Choices ${OPTION_LETTERS[before] ?? ""} and ${OPTION_LETTERS[i] ?? ""} are the same, so more than one choice is correct.`,
      );
    else seen.set(norm, i);
  });
  return messages;
};

/** Accepted answers obey the answer box and list every form a student could correctly enter. */
const sprAnswers: Rule = ({ question }) => {
  if (question.type !== "spr") return [];
  const answers = question.acceptedAnswers ?? [];
  const messages: string[] = [];
  for (const answer of answers) {
    const broken = validateSprInput(answer);
    if (broken) messages.push(`Accepted answer '${answer}' cannot be typed: ${broken}`);
  }
  if (new Set(answers).size !== answers.length) messages.push("An accepted answer is listed twice.");
  const exact = sprValue(answers[0] ?? "");
  if (!exact) return [...messages, `The first accepted answer '${answers[0] ?? ""}' must be the exact value.`];
  for (const answer of answers.slice(1)) {
    const value = sprValue(answer);
    if (!value || !exact.accepts(answer))
      messages.push(`Accepted answer '${answer}' is not a form of ${answers[0] ?? ""}.`);
  }
  for (const form of requiredSprForms(exact))
    if (!answers.some((a) => sprValue(a)?.sameText(form)))
      messages.push(`Accepted answers must also list '${form}', an equivalent form a student could enter.`);
  return messages;
};

/** The explanation names every wrong choice ("Choice A is incorrect because …") and never calls the key wrong. */
const explanationCoversChoices: Rule = ({ question }) => {
  const text = question.explanation;
  const messages: string[] = [];
  if (text.length < 60) messages.push("The explanation is too short to say why the answer is right.");
  if (question.type !== "mcq") return messages;
  for (const letter of OPTION_LETTERS) {
    const named = new RegExp(`\\bChoices? (?:[A-D], )*(?:[A-D],? (?:and|or) )?${letter}\\b`).test(text);
    if (letter === question.correctOption) {
      if (new RegExp(`\\bChoice ${letter} is (?:incorrect|wrong)`).test(text))
        messages.push(`The explanation calls the key, Choice ${letter}, incorrect.`);
    } else if (!named) messages.push(`The explanation does not say why Choice ${letter} is wrong.`);
  }
  return messages;
};

const RULES: Record<string, Rule> = {
  math: mathRenders,
  figures: figuresExist,
  choices: distinctChoices,
  "spr-answers": sprAnswers,
  explanation: explanationCoversChoices,
};

export function checkQuestion(ctx: QuestionContext): Problem[] {
  return Object.entries(RULES).flatMap(([rule, check]) =>
    check(ctx).map((message) => ({ file: ctx.file, questionId: ctx.question.id, rule, message })),
  );
}
