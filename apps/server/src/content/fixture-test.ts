import { readFileSync } from "node:fs";
import path from "node:path";
import { contentQuestionSchema, type ContentQuestion, type ContentTest, type ModuleKey, type Section } from "@sat/core";
import { serverRoot } from "../paths.js";

const FILES: Record<Section, Record<ModuleKey, string>> = {
  "reading-writing": {
    module1: "rw-module1.json",
    "module2-easier": "rw-module2-easier.json",
    "module2-harder": "rw-module2-harder.json",
  },
  math: {
    module1: "math-module1.json",
    "module2-easier": "math-module2-easier.json",
    "module2-harder": "math-module2-harder.json",
  },
};

export interface LoadedTest {
  test: ContentTest;
  questions: ContentQuestion[];
}

/**
 * The built-in test that ships until the content packs arrive: one complete adaptive test, free.
 * Files are validated with the shared schema, so a broken fixture stops the server at start.
 */
export function loadFixtureTest(dir = path.join(serverRoot, "src", "content", "fixture")): LoadedTest {
  const questions: ContentQuestion[] = [];
  const modules = (section: Section) =>
    (Object.keys(FILES[section]) as ModuleKey[]).map((key) => {
      const raw: unknown = JSON.parse(readFileSync(path.join(dir, FILES[section][key]), "utf8"));
      const items = contentQuestionSchema.array().parse(raw);
      questions.push(...items);
      return { key, questionIds: items.map((q) => q.id) };
    });
  const test: ContentTest = {
    id: "practice-test-1",
    name: "Practice Test 1",
    access: "free",
    sections: { "reading-writing": modules("reading-writing"), math: modules("math") },
  };
  return { test, questions };
}
