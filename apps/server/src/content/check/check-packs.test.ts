import { describe, expect, it } from "vitest";
import { questionToMarkdown } from "../pack/question-file.js";
import type { PackSource } from "../pack/load-pack.js";
import { BANK_YAML, EXPLANATION, bank, mcq, spr, testPack, words } from "../../test/content-fixtures.js";
import { checkPacks, type CheckOptions } from "./check-packs.js";

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

  it("reads calibrated parameters and refuses them out of range, naming the file and the field", () => {
    const withFront = (extra: string, question = mcq("qb-a", 1)) => {
      const text = questionToMarkdown(question).replace("\n---\n\n", `\n${extra}\n---\n\n`);
      return {
        name: "p",
        files: new Map([
          ["pack.yaml", BANK_YAML],
          ["reading-writing/words-in-context/01.md", text],
        ]),
      };
    };
    const good = checkPacks([withFront("a: 0.9\nb: -0.35\nc: 0.18")]);
    expect(good.problems).toEqual([]);
    expect(good.packs[0]?.questions[0]?.question.parameters).toEqual({ a: 0.9, b: -0.35, c: 0.18 });
    const cases: [string, string][] = [
      ["a: 0", "a must be greater than 0 and at most 4, got 0."],
      ["a: 4.5", "a must be greater than 0 and at most 4, got 4.5."],
      ["a: -1", "a must be greater than 0 and at most 4, got -1."],
      ["b: 4.2", "b must be from -4 to 4, got 4.2."],
      ["b: -5", "b must be from -4 to 4, got -5."],
      ["c: 0.4", "c must be from 0 to 0.35, got 0.4."],
      ["c: -0.1", "c must be from 0 to 0.35, got -0.1."],
      ["b: hard", "b must be a number from -4 to 4."],
    ];
    for (const [line, message] of cases)
      expect(messagesOf([withFront(line)]), line).toEqual([
        `p/reading-writing/words-in-context/01.md [qb-a] parameters: ${message}`,
      ]);
    // A typed answer has no guessing parameter.
    const typed = spr("qb-b", ["5/3", "1.666", "1.667"]);
    const sprSource = withFront("c: 0.2", typed);
    sprSource.files = new Map([
      ["pack.yaml", BANK_YAML],
      ["math/linear-equations-one-variable/01.md", sprSource.files.get("reading-writing/words-in-context/01.md") ?? ""],
    ]);
    expect(rulesOf([sprSource])).toContain("parameters");
  });

  it("round-trips parameters through the file format", () => {
    const question = { ...mcq("qb-a", 1), parameters: { a: 1.05, b: 0.4, c: 0.21 } };
    const text = questionToMarkdown(question);
    expect(text).toContain("a: 1.05\nb: 0.4\nc: 0.21\n---");
    const source = {
      name: "p",
      files: new Map([
        ["pack.yaml", BANK_YAML],
        ["reading-writing/words-in-context/01.md", text],
      ]),
    };
    expect(checkPacks([source]).packs[0]?.questions[0]?.question).toEqual(question);
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
    const messages = problems.map((p) => p.message).join("\n");
    expect(messages).toMatch(/'Words in Context' has 1 questions; at least 30 expected/);
    expect(messages).toMatch(
      /'Words in Context' has 0 E, 1 M, 0 H; at least 10 of each difficulty \(E, M, H\) expected/,
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
