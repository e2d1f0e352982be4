// Files of the question bank: the figures some checks read, and the Markdown question files read by a check
// file run on its own (`node content/key-checks/<file>.mjs`), which checks them without building the app.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const BANK = new URL("../../packs/question-bank/", import.meta.url);

/** The SVG text of a figure of any bundled pack (the test packs' checks read their figures too). */
export function packFigure(pack, id) {
  return readFileSync(new URL(`../../packs/${pack}/figures/${id}.svg`, import.meta.url), "utf8");
}

const figures = new Map();
/** The SVG text of a question-bank figure; the mutation pass reads each figure again, so it is kept. */
export function figureSvg(id) {
  if (!figures.has(id)) {
    const file = new URL(`figures/${id}.svg`, BANK);
    if (!existsSync(file)) throw new Error(`figure file ${id}.svg is missing`);
    figures.set(id, readFileSync(file, "utf8"));
  }
  return figures.get(id);
}

/** Section lines joined as the pack parser joins them: a paragraph a line; table rows, bullets and "Text n" apart. */
function joinParagraphs(lines = []) {
  const out = [];
  let par = [];
  const flush = () => {
    if (par.length) out.push(par.join(" "));
    par = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line === "" || /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/.test(line)) flush();
    else if (line.startsWith("|")) {
      flush();
      out.push(
        line
          .replace(/^\|/, "")
          .replace(/\|$/, "")
          .split("|")
          .map((c) => c.trim())
          .join(" | "),
      );
    } else if (/^[•▪◦]/.test(line) || /^Text \d+$/.test(line)) {
      flush();
      out.push(line);
    } else par.push(line);
  }
  flush();
  return out.join("\n");
}

/** A question file (front matter, `## ` sections) as the pack parser reads it. */
export function readQuestionFile(text) {
  const lines = text.split(/\r?\n/);
  const end = lines.indexOf("---", 1);
  const front = {};
  for (const line of lines.slice(1, end)) {
    const m = /^(\w+):\s*(.*)$/.exec(line);
    if (m) front[m[1]] = /^["[]/.test(m[2]) ? JSON.parse(m[2]) : m[2].trim();
  }
  const sections = {};
  let cur = null;
  for (const line of lines.slice(end + 1)) {
    const h = /^##\s+(.+?)\s*$/.exec(line);
    if (h) sections[(cur = h[1])] = [];
    else if (cur) sections[cur].push(line);
  }
  const q = {
    id: front.id,
    type: front.type,
    difficulty: front.difficulty,
    passage: joinParagraphs(sections.Passage),
    prompt: joinParagraphs(sections.Question),
    explanation: joinParagraphs(sections.Explanation),
  };
  if (front.type === "mcq") {
    q.options = (sections.Choices ?? [])
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l) => l.replace(/^[A-D][.)]\s+/, ""));
    q.correctOption = front.answer;
  } else q.acceptedAnswers = front.answer;
  return q;
}

/** When the module at moduleUrl is the program being run: check the bank questions of these skills. */
export function selfTest(moduleUrl, checkKeys, skills) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const questions = new Map();
  for (const skill of skills) {
    const dir = new URL(`math/${skill}/`, BANK);
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith(".md"))
      .sort()) {
      const q = readQuestionFile(readFileSync(new URL(file, dir), "utf8"));
      questions.set(q.id, q);
    }
  }
  const { checked, failures } = checkKeys(questions);
  const name = basename(fileURLToPath(moduleUrl));
  console.log(`${name}: ${questions.size} questions read, ${checked} keys recomputed, ${failures.length} failures`);
  for (const f of failures) console.log(`  ${f}`);
  process.exitCode = failures.length ? 1 : 0;
}
