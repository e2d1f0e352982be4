import { describe, expect, it } from "vitest";
import { MODULE_QUESTION_COUNT, type ContentQuestion, type ModuleKey, type Section } from "@sat/core";
import { questionToMarkdown } from "../pack/question-file.js";
import type { PackSource } from "../pack/load-pack.js";
import { checkPacks, type CheckOptions } from "./check-packs.js";

/** Distinct made-up words, so generated questions never read as near-duplicates of each other. */
function words(seed: number, count: number): string {
  let x = seed * 7919 + 17;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    x = (x * 48271) % 2147483647;
    out.push(`w${(x % 100000).toString(36)}`);
  }
  return out.join(" ");
}

const EXPLANATION =
  "Choice B is the best answer because the text says so. Choice A is incorrect because it is not stated. Choice C is incorrect because it contradicts the text. Choice D is incorrect because it is off topic.";

function mcq(id: string, seed: number, over: Partial<ContentQuestion> = {}): ContentQuestion {
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

function spr(id: string, answers: string[], over: Partial<ContentQuestion> = {}): ContentQuestion {
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

const BANK_YAML = "kind: bank\nid: test-bank\nname: Test Bank\n";
const slug = (q: ContentQuestion) => (q.section === "math" ? "linear-equations-one-variable" : "words-in-context");

function bank(items: ContentQuestion[], extra: Record<string, string> = {}): PackSource {
  const files = new Map<string, string>([["pack.yaml", BANK_YAML]]);
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
    ["EOI", "Transitions", 5],
    ["SEC", "Boundaries", 7],
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
function testPack(edit: (files: Map<string, string>, qs: Map<string, ContentQuestion>) => void = () => {}): PackSource {
  const files = new Map<string, string>([["pack.yaml", "kind: test\nid: test-one\nname: Test One\naccess: free\n"]]);
  const qs = new Map<string, ContentQuestion>();
  let seed = 1000;
  for (const section of ["reading-writing", "math"] as Section[])
    for (const key of ["module1", "module2-easier", "module2-harder"] as ModuleKey[]) {
      const domains = DOMAINS[section].flatMap(([domain, skill, n]) =>
        Array.from({ length: n }, () => [domain, skill] as const),
      );
      expect(domains).toHaveLength(MODULE_QUESTION_COUNT[section]);
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

const rulesOf = (sources: PackSource[], options?: CheckOptions) =>
  checkPacks(sources, options).problems.map((p) => p.rule);
const messagesOf = (sources: PackSource[]) =>
  checkPacks(sources).problems.map((p) => `${p.file} [${p.questionId ?? ""}] ${p.rule}: ${p.message}`);

describe("content:check", () => {
  it("passes a valid bank and a valid test", () => {
    expect(messagesOf([bank([mcq("qb-a", 1), spr("qb-b", ["5/3", "1.666", "1.667"])])])).toEqual([]);
    expect(messagesOf([testPack()])).toEqual([]);
  });

  it("names the file, the question and the rule", () => {
    const [problem] = checkPacks([bank([mcq("qb-a", 1, { correctOption: "E" as "A" })])]).problems;
    expect(problem).toMatchObject({
      file: "test-bank/reading-writing/words-in-context/01.md",
      questionId: "qb-a",
      rule: "answer",
    });
  });

  it("rejects files that do not follow the format", () => {
    const good = questionToMarkdown(mcq("qb-a", 1));
    const cases: [string, string, RegExp][] = [
      ["no front matter", good.replace(/^---\n/, ""), /front matter/],
      ["bad YAML", good.replace("difficulty: M", "difficulty: [M"), /Not valid YAML/],
      ["unknown field", good.replace("difficulty: M", "difficulty: M\nlevel: 3"), /Unrecognized key/],
      ["unknown section", good.replace("## Question", "## Prompt"), /Unknown section/],
      ["three choices", good.replace(/\nD\. delta/, ""), /exactly four choices/],
      ["no explanation", good.replace(/## Explanation[\s\S]*$/, ""), /explanation/],
      [
        "spr answer not quoted",
        questionToMarkdown(spr("qb-b", ["5/3", "1.666", "1.667"])).replace('["5/3", "1.666", "1.667"]', "[2.5]"),
        /quoted string/,
      ],
    ];
    for (const [name, text, expected] of cases) {
      const source: PackSource = {
        name: "p",
        files: new Map([
          ["pack.yaml", BANK_YAML],
          ["reading-writing/words-in-context/01.md", text],
        ]),
      };
      expect(messagesOf([source]).join("\n"), name).toMatch(expected);
    }
    expect(messagesOf([{ name: "p", files: new Map([["pack.yaml", "kind: quiz\nid: p\n"]]) }]).join()).toMatch(/pack/);
    expect(messagesOf([bank([mcq("qb-a", 1)], { "notes.txt": "x" })]).join()).toMatch(/Unexpected file/);
  });

  it("checks the taxonomy and the difficulty", () => {
    expect(rulesOf([bank([mcq("qb-a", 1, { domain: "XYZ" })])])).toEqual(["taxonomy"]);
    expect(rulesOf([bank([mcq("qb-a", 1, { skill: "Vocabulary" })])])).toEqual(["taxonomy"]);
    expect(rulesOf([bank([mcq("qb-a", 1, { difficulty: "X" as "E" })])])).toEqual(["schema"]);
    expect(rulesOf([bank([mcq("qb-a", 1, { domain: "H", skill: "Linear functions" })])])).toContain("pack");
  });

  it("requires exactly one correct choice", () => {
    expect(rulesOf([bank([mcq("qb-a", 1, { options: ["alpha", "beta", "Beta", "delta"] })])])).toEqual(["choices"]);
    expect(rulesOf([bank([mcq("qb-a", 1, { correctOption: undefined })])])).toEqual(["answer"]);
  });

  it("holds student-produced answers to the answer box and asks for every equivalent form", () => {
    const check = (answers: string[]) => messagesOf([bank([spr("qb-b", answers)])]).join("\n");
    expect(check(["5/3"])).toMatch(/also list '1\.666'/);
    expect(check(["5/3", "1.666"])).toMatch(/also list '1\.667'/);
    expect(check(["5/3", "1.666", "1.667", "1.67"])).toMatch(/'1\.67' is not a form of 5\/3/);
    expect(check(["5/3", "1.666", "1.667", "1.6666"])).toMatch(/cannot be typed/);
    expect(check(["5/3", "1.666", "1.667", "5/3"])).toMatch(/listed twice/);
    expect(check(["1.666", "5/3", "1.667"])).toMatch(/'1\.667' is not a form of 1\.666/);
    expect(messagesOf([bank([spr("qb-c", ["7/2", "3.5"], { prompt: "Solve $2x = 7$." })])])).toEqual([]);
    expect(messagesOf([bank([spr("qb-d", ["-1/2", "-.5"], { prompt: "Solve $2x = -1$." })])])).toEqual([]);
  });

  it("renders every formula with KaTeX and catches stray dollar signs and TeX outside formulas", () => {
    expect(messagesOf([bank([mcq("qb-a", 1, { prompt: "What is $\\frac{1}{2$?" })])]).join()).toMatch(
      /KaTeX cannot render/,
    );
    expect(messagesOf([bank([mcq("qb-a", 1, { prompt: "It costs $5 in total." })])]).join()).toMatch(/unmatched '\$'/);
    expect(messagesOf([bank([mcq("qb-a", 1, { prompt: "What is \\frac{1}{2} of it?" })])]).join()).toMatch(
      /TeX outside/,
    );
    expect(messagesOf([bank([mcq("qb-a", 1, { prompt: "It costs \\$5 in total, or $x$ dollars." })])])).toEqual([]);
  });

  it("requires referenced figures to exist, be described, be safe and be used", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
    const withFigure = (id: string, alt = "A circle of radius 4 centred in a square.") =>
      mcq("qb-a", 1, { passage: `![${alt}](${id}) ${words(1, 20)}` });
    expect(messagesOf([bank([withFigure("qb-circle")], { "figures/qb-circle.svg": svg })])).toEqual([]);
    expect(messagesOf([bank([withFigure("qb-missing")])]).join()).toMatch(/figure 'qb-missing' does not exist/);
    expect(messagesOf([bank([withFigure("qb-circle", "x")], { "figures/qb-circle.svg": svg })]).join()).toMatch(
      /needs a description/,
    );
    const unsafe = svg.replace("<circle", '<script>alert(1)</script><circle onclick="x()"');
    expect(messagesOf([bank([withFigure("qb-circle")], { "figures/qb-circle.svg": unsafe })]).join()).toMatch(
      /Scripts/,
    );
    const external = svg.replace("<circle", '<image href="https://example.com/a.png"/><circle');
    expect(messagesOf([bank([withFigure("qb-circle")], { "figures/qb-circle.svg": external })]).join()).toMatch(
      /outside itself/,
    );
    expect(messagesOf([bank([mcq("qb-a", 1)], { "figures/qb-unused.svg": svg })]).join()).toMatch(/not used/);
  });

  it("requires an explanation for every wrong choice, never calling the key wrong", () => {
    const without = EXPLANATION.replace(" Choice C is incorrect because it contradicts the text.", "");
    expect(messagesOf([bank([mcq("qb-a", 1, { explanation: without })])]).join()).toMatch(/why Choice C is wrong/);
    const keyWrong = `${EXPLANATION} Choice B is incorrect because of something.`;
    expect(messagesOf([bank([mcq("qb-a", 1, { explanation: keyWrong })])]).join()).toMatch(
      /calls the key, Choice B, incorrect/,
    );
    expect(messagesOf([bank([spr("qb-b", ["5/3", "1.666", "1.667"], { explanation: "It is 7/3." })])]).join()).toMatch(
      /too short/,
    );
  });

  it("finds duplicate ids and near-duplicate questions, across packs too", () => {
    expect(rulesOf([bank([mcq("qb-a", 1), mcq("qb-a", 2)])])).toEqual(["duplicate-id"]);
    const copy = mcq("qb-b", 1, { passage: mcq("qb-a", 1).passage.replace(/^\S+/, "changed") });
    expect(rulesOf([bank([mcq("qb-a", 1), copy])])).toEqual(["near-duplicate"]);
    const inTest = testPack((_files, qs) =>
      qs.set("reading-writing/module1/01.md", { ...mcq("t-copy", 1), domain: "INI", skill: "Inferences" }),
    );
    expect(rulesOf([bank([mcq("qb-a", 1)]), inTest])).toEqual(["near-duplicate"]);
  });

  it("checks module sizes, each module's domain mix and that the harder module is harder", () => {
    const drop = testPack((_f, qs) => qs.delete("math/module1/22.md"));
    expect(messagesOf([drop]).join("\n")).toMatch(/math\/module1 has 21 questions; a module has 22/);
    const mix = testPack((_f, qs) => {
      for (let i = 20; i <= 27; i++) {
        const path = `reading-writing/module1/${i}.md`;
        const q = qs.get(path);
        if (q) qs.set(path, { ...q, domain: "INI", skill: "Inferences" });
      }
    });
    expect(messagesOf([mix]).join("\n")).toMatch(
      /domain-mix: reading-writing\/module1 has 15 Information and Ideas questions/,
    );
    const flat = testPack((_f, qs) => {
      for (const [path, q] of qs) if (path.startsWith("math/module2-harder")) qs.set(path, { ...q, difficulty: "E" });
    });
    expect(messagesOf([flat]).join("\n")).toMatch(/module-difficulty: math\/module2-harder is not clearly harder/);
    const noSpr = testPack((_f, qs) => {
      for (const [path, q] of qs)
        if (path.startsWith("math/module1") && q.type === "spr")
          qs.set(path, mcq(q.id, path.length * 97, { section: "math", domain: q.domain, skill: q.skill }));
    });
    expect(messagesOf([noSpr]).join("\n")).toMatch(/spr-share: math\/module1 has 0 student-produced responses/);
  });

  it("asks a bank that covers the taxonomy for enough questions of every difficulty in every skill", () => {
    const problems = checkPacks([bank([mcq("qb-a", 1)])], { requireFullBank: true }).problems;
    expect(problems.filter((p) => p.rule === "bank-coverage").length).toBeGreaterThanOrEqual(29);
    expect(problems.map((p) => p.message).join("\n")).toMatch(
      /'Words in Context' has 1 questions; at least 8 expected/,
    );
  });

  it("reports wrong keys found by key checks, and a crashing key check", () => {
    const keyChecks: CheckOptions["keyChecks"] = [
      {
        name: "k.mjs",
        checkKeys: (qs) => ({
          checked: 1,
          failures: qs.get("qb-a")?.correctOption === "B" ? [] : ["qb-a: computed B"],
        }),
      },
    ];
    expect(rulesOf([bank([mcq("qb-a", 1)])], { keyChecks })).toEqual([]);
    const wrong = checkPacks([bank([mcq("qb-a", 1, { correctOption: "C" })])], { keyChecks }).problems;
    expect(wrong.find((p) => p.rule === "key-check")).toMatchObject({ questionId: "qb-a", message: "computed B" });
    const crash = [
      {
        name: "k.mjs",
        checkKeys: () => {
          throw new Error("boom");
        },
      },
    ];
    expect(
      messagesOf.length && checkPacks([bank([mcq("qb-a", 1)])], { keyChecks: crash }).problems[0]?.message,
    ).toMatch(/crashed: boom/);
  });
});
