import { createHash } from "node:crypto";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import {
  MODULE_KEYS,
  SECTIONS,
  skillByName,
  type ContentQuestion,
  type ContentTest,
  type ModuleKey,
  type Section,
} from "@sat/core";
import type { Problem } from "./problem.js";
import { parseQuestionFile } from "./question-file.js";

/** A pack as files: paths relative to the pack folder with `/` separators, text contents. */
export interface PackSource {
  /** How problems name the pack: its folder. */
  name: string;
  files: Map<string, string>;
}

export const packManifestSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("test"),
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{2,60}$/, "lower-case letters, digits and '-', 3 to 61 characters"),
    name: z.string().min(1).max(80),
    access: z.enum(["free", "pro"]),
  }),
  z.strictObject({
    kind: z.literal("bank"),
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{2,60}$/, "lower-case letters, digits and '-', 3 to 61 characters"),
    name: z.string().min(1).max(80),
  }),
]);
export type PackManifest = z.infer<typeof packManifestSchema>;

export interface PackQuestion {
  question: ContentQuestion;
  file: string;
  /** Test packs: the module the file sits in. */
  module?: { section: Section; key: ModuleKey };
}

export interface LoadedPack {
  name: string;
  manifest: PackManifest;
  /** In pack order: by folder, then by file name (01.md before 02.md). */
  questions: PackQuestion[];
  figures: Map<string, { file: string; svg: string }>;
  /** Test packs only: the modules as question ids. */
  test?: ContentTest;
  /** A hash of every file: what the server compares to decide whether to import again. */
  version: string;
}

const byPath = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });
const FIGURE_FILE = /^figures\/([a-z0-9][a-z0-9-]{0,79})\.svg$/;

export function packVersion(files: Map<string, string>): string {
  const hash = createHash("sha256");
  for (const path of [...files.keys()].sort())
    hash
      .update(path)
      .update("\0")
      .update(files.get(path) ?? "")
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}

/** Just the manifest, or undefined when pack.yaml is missing or broken (loadPack says why). */
export function readManifest(source: PackSource): PackManifest | undefined {
  try {
    const parsed = packManifestSchema.safeParse(parseYaml(source.files.get("pack.yaml") ?? ""));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a pack's manifest, questions and figures; problems say what could not be read. */
export function loadPack(source: PackSource): { pack?: LoadedPack; problems: Problem[] } {
  const problems: Problem[] = [];
  const manifestText = source.files.get("pack.yaml");
  if (manifestText === undefined) {
    problems.push({
      file: source.name,
      rule: "pack",
      message: "A pack has a pack.yaml (kind, id, name and, for a test, access).",
    });
    return { problems };
  }
  let manifest: PackManifest;
  try {
    const parsed = packManifestSchema.safeParse(parseYaml(manifestText));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({
          file: `${source.name}/pack.yaml`,
          rule: "pack",
          message: `${issue.path.join(".") || "pack"}: ${issue.message}`,
        });
      return { problems };
    }
    manifest = parsed.data;
  } catch (error) {
    problems.push({
      file: `${source.name}/pack.yaml`,
      rule: "pack",
      message: `Not valid YAML: ${(error as Error).message.split("\n")[0]}`,
    });
    return { problems };
  }

  const questions: PackQuestion[] = [];
  const figures = new Map<string, { file: string; svg: string }>();
  for (const path of [...source.files.keys()].sort(byPath)) {
    const file = `${source.name}/${path}`;
    const text = source.files.get(path) ?? "";
    if (path === "pack.yaml" || path === "README.md") continue;
    const figure = FIGURE_FILE.exec(path);
    if (figure) {
      figures.set(figure[1] ?? "", { file, svg: text });
      continue;
    }
    const parts = path.split("/");
    const [sectionFolder, group, name] = parts;
    if (parts.length !== 3 || !name?.endsWith(".md") || !SECTIONS.some((s) => s === sectionFolder)) {
      problems.push({
        file,
        rule: "pack",
        message:
          manifest.kind === "test"
            ? "Unexpected file: questions go in <section>/<module>/NN.md, figures in figures/<id>.svg."
            : "Unexpected file: questions go in <section>/<skill-slug>/NN.md, figures in figures/<id>.svg.",
      });
      continue;
    }
    const parsed = parseQuestionFile(text, file);
    problems.push(...parsed.problems);
    const question = parsed.question;
    if (!question) continue;
    if (question.section !== sectionFolder)
      problems.push({
        file,
        questionId: question.id,
        rule: "pack",
        message: `A ${question.section} question is in the ${sectionFolder ?? ""} folder.`,
      });
    if (manifest.kind === "test") {
      const key = MODULE_KEYS.find((k) => k === group);
      if (!key) {
        problems.push({
          file,
          questionId: question.id,
          rule: "pack",
          message: `'${group ?? ""}' is not a module: use ${MODULE_KEYS.join(", ")}.`,
        });
        continue;
      }
      questions.push({ question, file, module: { section: question.section, key } });
    } else {
      const slug = skillByName(question.skill)?.slug;
      if (slug && slug !== group)
        problems.push({
          file,
          questionId: question.id,
          rule: "pack",
          message: `A '${question.skill}' question belongs in the ${slug} folder.`,
        });
      questions.push({ question, file });
    }
  }

  const pack: LoadedPack = { name: source.name, manifest, questions, figures, version: packVersion(source.files) };
  if (manifest.kind === "test") {
    const ids = (section: Section, key: ModuleKey) =>
      questions.filter((q) => q.module?.section === section && q.module.key === key).map((q) => q.question.id);
    const sections = (section: Section) => MODULE_KEYS.map((key) => ({ key, questionIds: ids(section, key) }));
    pack.test = {
      id: manifest.id,
      name: manifest.name,
      access: manifest.access,
      sections: { "reading-writing": sections("reading-writing"), math: sections("math") },
    };
  }
  return { pack, problems };
}
