import { createHash } from "node:crypto";
import type { ContentQuestion } from "@sat/core";
import type { LoadedPack } from "../content/pack/load-pack.js";

const LETTERS = ["A", "B", "C", "D"] as const;

/**
 * A small bank with known keys for API tests: 'transitions' holds six questions (E, E, M, M, H, H)
 * whose key is letter n mod 4; 'linear-functions' holds one typed answer (7/2) and one choice.
 */
export function syntheticBank(id = "test-bank"): LoadedPack {
  const transitions: ContentQuestion[] = (["E", "E", "M", "M", "H", "H"] as const).map((difficulty, i) => ({
    id: `${id}-tr-${i + 1}`,
    section: "reading-writing",
    domain: "EOI",
    skill: "Transitions",
    difficulty,
    type: "mcq",
    passage: `Passage ${i + 1}.`,
    prompt: `Question ${i + 1}?`,
    options: ["first", "second", "third", "fourth"],
    correctOption: LETTERS[(i + 1) % 4],
    explanation: `SECRET-EXPLANATION ${id}-tr-${i + 1}`,
  }));
  const linear: ContentQuestion[] = [
    {
      id: `${id}-lf-1`,
      section: "math",
      domain: "H",
      skill: "Linear functions",
      difficulty: "M",
      type: "spr",
      passage: "",
      prompt: "If $2x = 7$, what is $x$?",
      acceptedAnswers: ["7/2", "3.5"],
      explanation: `SECRET-EXPLANATION ${id}-lf-1`,
    },
    {
      id: `${id}-lf-2`,
      section: "math",
      domain: "H",
      skill: "Linear functions",
      difficulty: "E",
      type: "mcq",
      passage: "",
      prompt: "What is $1 + 1$?",
      options: ["$1$", "$2$", "$3$", "$4$"],
      correctOption: "B",
      explanation: `SECRET-EXPLANATION ${id}-lf-2`,
    },
  ];
  const questions = [...transitions, ...linear];
  return {
    name: id,
    manifest: { kind: "bank", id, name: "Test bank" },
    questions: questions.map((question) => ({ question, file: question.id })),
    figures: new Map(),
    version: createHash("sha256").update(JSON.stringify(questions)).digest("hex").slice(0, 16),
  };
}
