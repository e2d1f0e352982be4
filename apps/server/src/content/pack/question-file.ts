import { parse as parseYaml } from "yaml";
import { z } from "zod";
import {
  contentQuestionSchema,
  itemParameterProblem,
  isTableLine,
  OPTION_LETTERS,
  sectionOfDomain,
  tableCells,
  type ContentQuestion,
} from "@sat/core";
import type { Problem } from "./problem.js";

/** The body sections of a question file, in the order an author writes them. */
const SECTIONS = ["Passage", "Question", "Choices", "Explanation"] as const;
type SectionName = (typeof SECTIONS)[number];

const frontMatterSchema = z.strictObject({
  id: z.string(),
  domain: z.string(),
  skill: z.string(),
  difficulty: z.string(),
  type: z.enum(["mcq", "spr"]),
  /** Checked by type below, so the message can say what a multiple-choice or a student-produced answer looks like. */
  answer: z.unknown(),
  /** Calibrated item parameters (npm run calibrate writes them); checked below against their limits. */
  a: z.unknown().optional(),
  b: z.unknown().optional(),
  c: z.unknown().optional(),
});

const PARAMETER_NAMES = ["a", "b", "c"] as const;

const TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;
const isTableRow = (line: string) => line.startsWith("|");
/** Lines that stand alone in a passage: table rows, bullet notes and the `Text 1` headings of a pair. */
const standsAlone = (line: string) => isTableRow(line) || /^[•▪◦]/.test(line) || /^Text \d+$/.test(line);

/**
 * A section's text as the app stores it: one paragraph per line. Lines of one paragraph are joined
 * with a space; table rows, bullets and `Text N` headings keep their own line; a table row is
 * stored as `a | b` and its `|---|` rule is dropped (the first row is always the header).
 */
export function joinParagraphs(lines: string[]): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(paragraph.join(" "));
    paragraph = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line === "") flush();
    else if (TABLE_RULE.test(line) && line.includes("-")) flush();
    else if (standsAlone(line)) {
      flush();
      out.push(isTableRow(line) ? tableCells(line).join(" | ") : line);
    } else paragraph.push(line);
  }
  flush();
  return out.join("\n");
}

interface Split {
  frontMatter: string;
  sections: Map<SectionName, string[]>;
}

function split(text: string, file: string, problems: Problem[]): Split | undefined {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const close = lines.indexOf("---", 1);
  if (lines[0] !== "---" || close === -1) {
    problems.push({
      file,
      rule: "format",
      message: "A question file starts with YAML front matter between two '---' lines.",
    });
    return undefined;
  }
  const sections = new Map<SectionName, string[]>();
  let current: string[] | undefined;
  for (const [i, line] of lines.slice(close + 1).entries()) {
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    if (heading) {
      const name = SECTIONS.find((s) => s === heading[1]);
      if (!name) {
        problems.push({
          file,
          rule: "format",
          message: `Unknown section '## ${heading[1]}' (line ${close + 2 + i}); use ${SECTIONS.map((s) => `'## ${s}'`).join(", ")}.`,
        });
        current = undefined;
      } else if (sections.has(name)) {
        problems.push({ file, rule: "format", message: `'## ${name}' appears twice.` });
        current = undefined;
      } else {
        current = [];
        sections.set(name, current);
      }
    } else if (current) current.push(line);
    else if (line.trim() !== "")
      problems.push({
        file,
        rule: "format",
        message: `Text outside a section (line ${close + 2 + i}): put it under a '## ' heading.`,
      });
  }
  return { frontMatter: lines.slice(1, close).join("\n"), sections };
}

function parseChoices(lines: string[], file: string, id: string, problems: Problem[]): string[] | undefined {
  const choices: { letter: string; text: string[] }[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === "") continue;
    const match = /^([A-Z])[.)]\s+(.*)$/.exec(line);
    if (match) choices.push({ letter: match[1] ?? "", text: [match[2] ?? ""] });
    else if (choices.length) choices[choices.length - 1]?.text.push(line);
    else
      problems.push({ file, questionId: id, rule: "choices", message: `'${line}' is not a choice: write 'A. text'.` });
  }
  const letters = choices.map((c) => c.letter).join("");
  if (letters !== OPTION_LETTERS.join("")) {
    problems.push({
      file,
      questionId: id,
      rule: "choices",
      message: `A multiple-choice question has exactly four choices A, B, C, D in order (found ${letters || "none"}).`,
    });
    return undefined;
  }
  return choices.map((c) => c.text.join(" ").trim());
}

/** Reads one question file; every problem names the file and, once known, the question id. */
export function parseQuestionFile(text: string, file: string): { question?: ContentQuestion; problems: Problem[] } {
  const problems: Problem[] = [];
  const parts = split(text, file, problems);
  if (!parts) return { problems };
  let raw: unknown;
  try {
    raw = parseYaml(parts.frontMatter);
  } catch (error) {
    problems.push({
      file,
      rule: "front-matter",
      message: `Not valid YAML: ${(error as Error).message.split("\n")[0]}`,
    });
    return { problems };
  }
  const front = frontMatterSchema.safeParse(raw);
  if (!front.success) {
    for (const issue of front.error.issues)
      problems.push({
        file,
        rule: "front-matter",
        message: `${issue.path.join(".") || "front matter"}: ${issue.message}`,
      });
    return { problems };
  }
  const { id, domain, skill, difficulty, type, answer } = front.data;
  const parameters: Record<string, number> = {};
  for (const name of PARAMETER_NAMES) {
    const value = front.data[name];
    if (value === undefined) continue;
    const problem = itemParameterProblem(name, value);
    if (problem) problems.push({ file, questionId: id, rule: "parameters", message: `${problem}.` });
    else parameters[name] = value as number;
  }
  if (type === "spr" && parameters.c !== undefined && parameters.c !== 0)
    problems.push({
      file,
      questionId: id,
      rule: "parameters",
      message: "c must be 0 or left out: a student-produced response cannot be guessed from choices.",
    });
  const section = sectionOfDomain(domain);
  if (!section) {
    problems.push({
      file,
      questionId: id,
      rule: "taxonomy",
      message: `Unknown domain '${domain}': use INI, CAS, EOI, SEC (Reading and Writing) or H, P, Q, S (Math).`,
    });
    return { problems };
  }
  const text_ = (name: SectionName) => joinParagraphs(parts.sections.get(name) ?? []);
  const question: Record<string, unknown> = {
    id,
    section,
    domain,
    skill,
    difficulty,
    type,
    passage: text_("Passage"),
    prompt: text_("Question"),
    explanation: text_("Explanation"),
    ...(Object.keys(parameters).length ? { parameters } : {}),
  };
  const choices = parts.sections.get("Choices");
  if (type === "mcq") {
    if (!choices)
      problems.push({
        file,
        questionId: id,
        rule: "choices",
        message: "A multiple-choice question needs a '## Choices' section.",
      });
    else question.options = parseChoices(choices, file, id, problems);
    if (typeof answer !== "string")
      problems.push({
        file,
        questionId: id,
        rule: "answer",
        message: "A multiple-choice answer is one letter, A to D.",
      });
    else question.correctOption = answer;
  } else {
    if (choices)
      problems.push({
        file,
        questionId: id,
        rule: "choices",
        message: "A student-produced response has no '## Choices'.",
      });
    if (!Array.isArray(answer) || !answer.every((a) => typeof a === "string"))
      problems.push({
        file,
        questionId: id,
        rule: "answer",
        message: 'A student-produced response lists every accepted answer as a quoted string: answer: ["7/2", "3.5"].',
      });
    else question.acceptedAnswers = answer;
  }
  if (problems.length) return { problems };
  const parsed = contentQuestionSchema.safeParse(question);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.join(".");
      const rule = ["domain", "skill"].includes(field)
        ? "taxonomy"
        : field === "correctOption"
          ? "answer"
          : field.startsWith("parameters")
            ? "parameters"
            : "schema";
      problems.push({ file, questionId: id, rule, message: `${field || "question"}: ${issue.message}` });
    }
    return { problems };
  }
  return { question: parsed.data, problems };
}

const yamlString = (value: string) =>
  /^[\w ,()'-]+$/.test(value) && !/^\d/.test(value) ? value : JSON.stringify(value);

/** Writes a question as a pack file; parseQuestionFile reads it back to the same question. */
export function questionToMarkdown(q: ContentQuestion): string {
  const answer =
    q.type === "mcq"
      ? (q.correctOption ?? "")
      : `[${(q.acceptedAnswers ?? []).map((a) => JSON.stringify(a)).join(", ")}]`;
  const front = [
    "---",
    `id: ${q.id}`,
    `domain: ${q.domain}`,
    `skill: ${yamlString(q.skill)}`,
    `difficulty: ${q.difficulty}`,
    `type: ${q.type}`,
    `answer: ${answer}`,
    ...PARAMETER_NAMES.flatMap((name) => {
      const value = q.parameters?.[name];
      return value === undefined ? [] : [`${name}: ${value}`];
    }),
    "---",
  ];
  const body: string[] = [];
  if (q.passage) body.push("## Passage", "", blocksToMarkdown(q.passage), "");
  body.push("## Question", "", blocksToMarkdown(q.prompt), "");
  if (q.options) body.push("## Choices", "", ...q.options.map((o, i) => `${OPTION_LETTERS[i]}. ${o}`), "");
  body.push("## Explanation", "", blocksToMarkdown(q.explanation), "");
  return [...front, "", ...body].join("\n");
}

/** One paragraph per line becomes blank-line-separated paragraphs; a run of table rows gets a header rule. */
function blocksToMarkdown(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    const table = isTableLine(line);
    const row = table ? `| ${tableCells(line).join(" | ")} |` : line;
    const prevTable = i > 0 && isTableLine(lines[i - 1] ?? "");
    const prevBullet = i > 0 && /^[•▪◦]/.test(lines[i - 1] ?? "");
    if (i > 0 && !(table && prevTable) && !(/^[•▪◦]/.test(line) && prevBullet)) out.push("");
    out.push(row);
    if (table && !prevTable)
      out.push(
        `|${tableCells(line)
          .map(() => " --- ")
          .join("|")}|`,
      );
  }
  return out.join("\n");
}
