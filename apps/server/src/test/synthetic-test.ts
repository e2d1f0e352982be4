import {
  MODULE_QUESTION_COUNT,
  TAXONOMY,
  type ContentQuestion,
  type ContentTest,
  type ModuleKey,
  type Section,
} from "@sat/core";
import { createHash } from "node:crypto";
import type { LoadedPack } from "../content/pack/load-pack.js";

const MODULES: ModuleKey[] = ["module1", "module2-easier", "module2-harder"];
const LETTERS = ["A", "B", "C", "D"] as const;

/**
 * A complete adaptive test with plain, known keys for API tests: the key of question n is
 * letter n mod 4, and every fifth Math question is a student-produced response whose answer is n.
 */
export function syntheticTest(id: string, access: "free" | "pro", variant = ""): LoadedPack {
  const questions: ContentQuestion[] = [];
  const sections = {} as ContentTest["sections"];
  for (const section of ["reading-writing", "math"] as Section[]) {
    const domains = Object.entries(TAXONOMY[section]) as [string, { skills: readonly string[] }][];
    sections[section] = MODULES.map((key) => {
      const ids: string[] = [];
      for (let n = 1; n <= MODULE_QUESTION_COUNT[section]; n++) {
        const [domain, info] = domains[n % domains.length] ?? domains[0]!;
        const qid = `${id}-${section === "math" ? "m" : "rw"}-${key}-${n}`;
        const spr = section === "math" && n % 5 === 0;
        const difficulty =
          key === "module2-easier" ? "E" : key === "module2-harder" ? "H" : (["E", "M", "H"] as const)[n % 3]!;
        questions.push({
          id: qid,
          section,
          domain,
          skill: info.skills[0] ?? "",
          difficulty,
          type: spr ? "spr" : "mcq",
          passage: spr ? "" : `Passage for question ${n}.`,
          prompt: spr ? `What is $${n} \\times 1$?` : `Question ${n}: choose ${LETTERS[n % 4]}.`,
          ...(spr
            ? { acceptedAnswers: [String(n)] }
            : {
                options: ["first", "second", "third", "fourth"] as [string, string, string, string],
                correctOption: LETTERS[n % 4],
              }),
          explanation: `SECRET-EXPLANATION ${qid}${variant}`,
        });
        ids.push(qid);
      }
      return { key, questionIds: ids };
    });
  }
  const test: ContentTest = { id, name: `Synthetic ${access} test`, access, sections };
  return {
    name: id,
    manifest: { kind: "test", id, name: test.name, access },
    questions: questions.map((question) => ({ question, file: question.id })),
    figures: new Map(),
    test,
    version: createHash("sha256").update(JSON.stringify({ test, questions })).digest("hex").slice(0, 16),
  };
}

/** The right answer to a synthetic question, as the browser would send it. */
export function syntheticAnswer(questionId: string): { userOption: string; userAnswer: string } {
  const n = Number(questionId.split("-").pop());
  const spr = questionId.includes("-m-") && n % 5 === 0;
  return spr ? { userOption: "", userAnswer: String(n) } : { userOption: `Option ${LETTERS[n % 4]}`, userAnswer: "" };
}

export function syntheticWrongAnswer(questionId: string): { userOption: string; userAnswer: string } {
  const n = Number(questionId.split("-").pop());
  const spr = questionId.includes("-m-") && n % 5 === 0;
  return spr
    ? { userOption: "", userAnswer: String(n + 1) }
    : { userOption: `Option ${LETTERS[(n + 1) % 4]}`, userAnswer: "" };
}
