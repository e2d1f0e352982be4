import { MODULE_QUESTION_COUNT, skillByName, type ContentQuestion, type ModuleKey, type Section } from "@sat/core";
import { questionToMarkdown } from "../content/pack/question-file.js";
import type { PackSource } from "../content/pack/load-pack.js";

// Made-up questions and packs for the content:check tests: each valid as built, and a test breaks one rule.

/** Distinct made-up words, so generated questions never read as near-duplicates of each other. */
export function words(seed: number, count: number): string {
  let x = seed * 7919 + 17;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    x = (x * 48271) % 2147483647;
    out.push(`w${(x % 100000).toString(36)}`);
  }
  return out.join(" ");
}

export const EXPLANATION =
  "Choice B is the best answer because the text says so. Choice A is incorrect because it is not stated. Choice C is incorrect because it contradicts the text. Choice D is incorrect because it is off topic.";

export function mcq(id: string, seed: number, over: Partial<ContentQuestion> = {}): ContentQuestion {
  return {
    id,
    section: "reading-writing",
    domain: "CAS",
    skill: "Words in Context",
    difficulty: "M",
    type: "mcq",
    passage: `${words(seed, 30)} ______.`,
    prompt: "Which choice completes the text with the most logical and precise word?",
    options: ["alpha", "beta", "gamma", "delta"],
    correctOption: "B",
    explanation: EXPLANATION,
    ...over,
  };
}

export function spr(id: string, answers: string[], over: Partial<ContentQuestion> = {}): ContentQuestion {
  return {
    id,
    section: "math",
    domain: "H",
    skill: "Linear equations in one variable",
    difficulty: "E",
    type: "spr",
    passage: "",
    prompt: `If $3x = 5$, what is the value of $x$? ${words(id.length * 31, 8)}`,
    acceptedAnswers: answers,
    explanation: "Divide both sides by 3 to get $x = \\frac{5}{3}$, which does not end as a decimal.",
    ...over,
  };
}

export const BANK_YAML = "kind: bank\nid: test-bank\nname: Test Bank\n";
const slug = (q: ContentQuestion) => skillByName(q.skill)?.slug ?? "unknown-skill";

export function bank(items: ContentQuestion[], extra: Record<string, string> = {}, yaml = BANK_YAML): PackSource {
  const files = new Map<string, string>([["pack.yaml", yaml]]);
  items.forEach((q, i) =>
    files.set(`${q.section}/${slug(q)}/${String(i + 1).padStart(2, "0")}.md`, questionToMarkdown(q)),
  );
  for (const [path, text] of Object.entries(extra)) files.set(path, text);
  return { name: "test-bank", files };
}

const DOMAINS: Record<Section, [string, string, number][]> = {
  "reading-writing": [
    ["INI", "Inferences", 7],
    ["CAS", "Words in Context", 8],
    ["EOI", "Transitions", 2],
    ["EOI", "Rhetorical Synthesis", 3],
    ["SEC", "Boundaries", 4],
    ["SEC", "Form, Structure, and Sense", 3],
  ],
  math: [
    ["H", "Linear functions", 8],
    ["P", "Nonlinear functions", 7],
    ["Q", "Percentages", 4],
    ["S", "Circles", 3],
  ],
};
const DIFFICULTY: Record<ModuleKey, ContentQuestion["difficulty"][]> = {
  module1: ["E", "M", "H"],
  "module2-easier": ["E", "E", "M"],
  "module2-harder": ["H", "H", "M"],
};

/** A complete, valid test pack; `edit` changes it to break one rule. */
export function testPack(
  edit: (files: Map<string, string>, qs: Map<string, ContentQuestion>) => void = () => {},
): PackSource {
  const files = new Map<string, string>([["pack.yaml", "kind: test\nid: test-one\nname: Test One\naccess: free\n"]]);
  const qs = new Map<string, ContentQuestion>();
  let seed = 1000;
  for (const section of ["reading-writing", "math"] as Section[])
    for (const key of ["module1", "module2-easier", "module2-harder"] as ModuleKey[]) {
      const domains = DOMAINS[section].flatMap(([domain, skill, n]) =>
        Array.from({ length: n }, () => [domain, skill] as const),
      );
      if (domains.length !== MODULE_QUESTION_COUNT[section])
        throw new Error(`the ${section} fixture has the wrong size`);
      domains.forEach(([domain, skill], i) => {
        const id = `t-${section === "math" ? "m" : "rw"}-${key}-${i + 1}`;
        const difficulty = DIFFICULTY[key][i % 3] ?? "M";
        const q =
          section === "math" && i % 4 === 1
            ? spr(id, ["5/3", "1.666", "1.667"], {
                domain,
                skill,
                difficulty,
                prompt: `Solve $3x = 5$. ${words(seed++, 12)}`,
              })
            : mcq(id, seed++, { section, domain, skill, difficulty });
        qs.set(`${section}/${key}/${String(i + 1).padStart(2, "0")}.md`, q);
      });
    }
  edit(files, qs);
  for (const [path, q] of qs) files.set(path, questionToMarkdown(q));
  return { name: "test-one", files };
}
