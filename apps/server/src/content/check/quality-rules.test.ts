import { describe, expect, it } from "vitest";
import type { ContentQuestion } from "@sat/core";
import { bank, mcq, spr, testPack, words } from "../../test/content-fixtures.js";
import { loadPack } from "../pack/load-pack.js";
import { checkPacks } from "./check-packs.js";
import { calibrationLine, packSummary } from "./summary.js";

const LETTERS = ["A", "B", "C", "D"] as const;
/** Keys spread evenly over A–D, so only the rule under test can fail. */
const balanced = (i: number) => {
  const key = LETTERS[i % 4] ?? "A";
  const explanation = `Choice ${key} is the best answer because the text says so. ${LETTERS.filter((l) => l !== key)
    .map((l) => `Choice ${l} is incorrect because it is not stated.`)
    .join(" ")}`;
  return { correctOption: key, explanation };
};
/** n Words in Context questions, the first `longest` of them with the key as the strictly longest choice. */
function rwQuestions(prefix: string, n: number, longest: number, skill = "Words in Context"): ContentQuestion[] {
  return Array.from({ length: n }, (_, i) => {
    const { correctOption, explanation } = balanced(i);
    const options: ContentQuestion["options"] = ["alpha", "gamma", "delta", "omega"];
    if (i < longest) options[LETTERS.indexOf(correctOption)] = "a much longer key";
    return mcq(`${prefix}-${i}`, 5000 + i + prefix.charCodeAt(0) * 100, {
      skill,
      domain: skill === "Words in Context" ? "CAS" : "INI",
      options,
      correctOption,
      explanation,
    });
  });
}
const rules = (result: ReturnType<typeof checkPacks>, kind: "problems" | "warnings" = "problems") =>
  result[kind].map((p) => `${p.rule}: ${p.message}`);

describe("content:check answer cues", () => {
  it("fails a pack whose key is the strictly longest choice in more than 30% of its R&W questions", () => {
    const tooMany = checkPacks([bank(rwQuestions("q", 20, 7))], { cuesAreErrors: true });
    expect(rules(tooMany)).toEqual([
      "answer-length-cue: The key is the strictly longest choice in 7 of 20 (35%) of the Reading and Writing multiple-choice questions; at most 30% allowed.",
    ]);
    expect(rules(checkPacks([bank(rwQuestions("q", 20, 6))], { cuesAreErrors: true }))).toEqual([]);
  });

  it("reports answer cues as warnings for a school's pack, so they do not block an import", () => {
    const result = checkPacks([bank(rwQuestions("q", 20, 7))]);
    expect(result.problems).toEqual([]);
    expect(rules(result, "warnings")).toEqual([expect.stringMatching(/^answer-length-cue: .*7 of 20 \(35%\)/)]);
  });

  it("does not judge a share over fewer than 20 questions", () => {
    expect(rules(checkPacks([bank(rwQuestions("q", 10, 9))], { cuesAreErrors: true }))).toEqual([]);
  });

  it("limits the longest-key share of each skill to 40% across all packs", () => {
    const a = { ...bank(rwQuestions("a", 12, 6, "Inferences")), name: "pack-a" };
    a.files.set("pack.yaml", "kind: bank\nid: pack-a\nname: A\n");
    const b = { ...bank(rwQuestions("b", 12, 4, "Inferences")), name: "pack-b" };
    b.files.set("pack.yaml", "kind: bank\nid: pack-b\nname: B\n");
    expect(rules(checkPacks([a, b], { cuesAreErrors: true }))).toEqual([
      "answer-length-cue: In 'Inferences' the key is the strictly longest choice in 10 of 24 (42%) of the questions across these packs; at most 40% allowed.",
    ]);
    const c = { ...bank(rwQuestions("b", 12, 3, "Inferences")), name: "pack-b" };
    c.files.set("pack.yaml", "kind: bank\nid: pack-b\nname: B\n");
    expect(rules(checkPacks([a, c], { cuesAreErrors: true }))).toEqual([]);
  });

  it("asks that each letter be the key of 20–30% of a pack's multiple-choice questions", () => {
    const qs = rwQuestions("q", 20, 0).map((q, i) => (i === 0 || i === 4 ? { ...q, ...balanced(1) } : q));
    // A loses two keys to B: A 3 of 20 (15%), B 7 of 20 (35%)
    expect(rules(checkPacks([bank(qs)], { cuesAreErrors: true }))).toEqual([
      "key-letter-balance: A is the key of 3 of 20 (15%) multiple-choice questions; each letter should be the key for 20–30%.",
      "key-letter-balance: B is the key of 7 of 20 (35%) multiple-choice questions; each letter should be the key for 20–30%.",
    ]);
  });
});

describe("content:check near-duplicates", () => {
  const passage =
    "In 1923 the botanist Amara Okafor planted forty rows of sorghum on a dry hillside near Kano. She watered half the rows at dawn and half at dusk, and she measured each stalk every week for three months. The dusk rows grew taller, which she traced to slower evaporation during the cool night hours.";
  const reworded =
    "Botanist Amara Okafor, working near Kano in 1923, planted sorghum in forty rows on a dry hillside. Half of the rows she watered at dusk and the other half at dawn; every week for three months she measured the stalks. Taller growth appeared in the dusk rows, a result she traced to evaporation slowing in the cool hours of night.";

  it("finds the same passage reworded, which word trigrams miss", () => {
    const a = mcq("qb-a", 1, { passage, domain: "INI", skill: "Inferences" });
    const b = mcq("qb-b", 2, {
      passage: reworded,
      domain: "INI",
      skill: "Inferences",
      prompt: "What does the text say?",
    });
    const result = checkPacks([bank([a, b])]);
    expect(rules(result)).toEqual([
      expect.stringMatching(/^near-duplicate: Reads as the same passage reworded as qb-a .*, 78% alike\.$/),
    ]);
  });

  it("does not flag two passages on the same subject", () => {
    const other =
      "Sorghum tolerates drought better than maize because its roots reach deeper and its leaves fold in hot weather. Farmers in the Sahel have long grown it on land too dry for other grains, and plant breeders now cross local varieties with imported ones to raise yields.";
    const a = mcq("qb-a", 1, { passage, domain: "INI", skill: "Inferences" });
    const b = mcq("qb-b", 2, { passage: other, domain: "INI", skill: "Inferences" });
    expect(rules(checkPacks([bank([a, b])]))).toEqual([]);
  });

  it("finds the same formulas in a new story", () => {
    const a = spr("qb-a", ["4"], {
      prompt: "A shop sells pens: $3x + 7 = 19$ gives the number $x$ of boxes. What is $x$?",
    });
    const b = spr("qb-b", ["4"], { prompt: "If $3x + 7 = 19$, what is the value of $x$, the number of laps Rui ran?" });
    const c = spr("qb-c", ["5"], { prompt: "If $3x + 7 = 22$, what is the value of $x$, the number of laps Rui ran?" });
    expect(rules(checkPacks([bank([a, b])]))).toEqual([
      "near-duplicate: Reads as the same formulas as qb-a (test-bank/math/linear-equations-one-variable/01.md).",
    ]);
    expect(rules(checkPacks([bank([a, c])]))).toEqual([]);
  });
});

describe("content:check blueprint of a test", () => {
  it("asks each Reading and Writing module for both conventions skills and both expression-of-ideas skills", () => {
    const allBoundaries = testPack((_f, qs) => {
      for (const [path, q] of qs)
        if (path.startsWith("reading-writing/module1") && q.skill === "Form, Structure, and Sense")
          qs.set(path, { ...q, skill: "Boundaries" });
    });
    expect(rules(checkPacks([allBoundaries]))).toEqual([
      "skill-mix: reading-writing/module1 has 0 'Form, Structure, and Sense' questions; at least 2 expected.",
    ]);
  });

  it("asks the harder module 2 for fewer easy questions than the easier one", () => {
    const easyHarder = testPack((_f, qs) => {
      let n = 0;
      let kept = 0;
      for (const [path, q] of qs) {
        if (path.startsWith("math/module2-harder") && q.difficulty === "M" && n++ < 7)
          qs.set(path, { ...q, difficulty: "E" });
        if (path.startsWith("math/module2-easier") && q.difficulty === "E" && kept++ >= 5)
          qs.set(path, { ...q, difficulty: "M" });
      }
    });
    // harder: E 7, H 15 (mean 2.36); easier: E 5, M 17 (mean 1.77): only the easy count gives it away
    expect(rules(checkPacks([easyHarder]))).toEqual([
      expect.stringMatching(
        /^module-difficulty: math\/module2-harder .*\(mean difficulty 2\.36 vs 1\.77, 15 vs 0 hard and 7 vs 5 easy/,
      ),
    ]);
  });
});

describe("content:check summary", () => {
  it("counts a pack by section, domain, skill, difficulty and type, with the cue figures", () => {
    const qs = [
      ...rwQuestions("q", 4, 1),
      spr("qb-s", ["5/3", "1.666", "1.667"], { prompt: `Solve $3x = 5$. ${words(9, 9)}` }),
    ];
    const { pack } = loadPack(bank(qs));
    if (!pack) throw new Error("the pack did not load");
    const summary = packSummary(pack);
    expect(summary.slice(1)).toEqual([
      "  Reading and Writing: 4",
      "    domains: Craft and Structure 4",
      "    skills: Words in Context 4",
      "    difficulty: M 4; type: mcq 4",
      "  Math: 1",
      "    domains: Algebra 1",
      "    skills: Linear equations in one variable 1",
      "    difficulty: E 1; type: spr 1",
      "  calibrated: none (every question scored with its difficulty label's parameters)",
      "  key strictly the longest choice (R&W multiple choice): 1 of 4 (25%)",
      "  key letters: A 1 (25%), B 1 (25%), C 1 (25%), D 1 (25%)",
    ]);
  });

  it("says which questions are calibrated", () => {
    const qs = rwQuestions("q", 4, 1);
    const calibrated = qs.map((q, i) => (i < 2 ? { ...q, parameters: { a: 1, b: 0.1 * i, c: 0.2 } } : q));
    expect(calibrationLine(calibrated)).toBe(
      `calibrated: 2 of 4 questions (${qs[0]?.id ?? ""}, ${qs[1]?.id ?? ""}); the others by their difficulty labels`,
    );
    expect(calibrationLine(calibrated.map((q) => ({ ...q, parameters: { b: 0 } })))).toBe(
      "calibrated: all 4 questions",
    );
  });
});
