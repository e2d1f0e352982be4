// The blind review of content (content/REVIEW.md): a question sheet without keys or explanations for a
// second reader, and the comparison of that reader's answers with the keys.
//
//   node content/reviews/blind-review.mjs sheet <folder|file> …            # print the sheet (Markdown)
//   node content/reviews/blind-review.mjs compare <answers.json> <folder> …  # agreement, and every disagreement
//
// answers.json: [{ "id": "pt3-rw-m1-01", "answer": "B" }, …]. A typed (spr) answer agrees when it is one of
// the accepted forms or has the same value as one, as the grader would mark it.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { readQuestionFile } from "../key-checks/lib/pack-files.mjs";

function questionFiles(path) {
  if (statSync(path).isFile()) return path.endsWith(".md") ? [path] : [];
  return readdirSync(path)
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .flatMap((name) => (name === "figures" ? [] : questionFiles(join(path, name))));
}
const load = (paths) => paths.flatMap(questionFiles).map((f) => readQuestionFile(readFileSync(f, "utf8")));

function sheet(paths) {
  const out = [];
  for (const q of load(paths)) {
    out.push(`### ${q.id}`, "");
    if (q.passage) out.push(q.passage, "");
    out.push(q.prompt, "");
    if (q.type === "mcq") q.options.forEach((o, i) => out.push(`${"ABCD"[i]}. ${o}`));
    else out.push("(Student-produced response: type the answer.)");
    out.push("");
  }
  return out.join("\n");
}

/** The value of a typed answer ("7/2", "-.5", "3.50"), or NaN. */
function valueOf(text) {
  const t = String(text).trim();
  const frac = /^(-?\d+)\/(\d+)$/.exec(t);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : NaN;
}
function agrees(q, answer) {
  if (q.type === "mcq") return String(answer).trim().toUpperCase() === q.correctOption;
  const accepted = q.acceptedAnswers ?? [];
  if (accepted.includes(String(answer).trim())) return true;
  const v = valueOf(answer);
  return accepted.some((a) => Math.abs(valueOf(a) - v) < 1e-9);
}

function compare(answersFile, paths) {
  const answers = new Map(JSON.parse(readFileSync(answersFile, "utf8")).map((a) => [a.id, a.answer]));
  const questions = load(paths);
  const disagreements = [];
  let agreed = 0;
  for (const q of questions) {
    if (!answers.has(q.id)) disagreements.push(`${q.id}: no blind answer`);
    else if (agrees(q, answers.get(q.id))) agreed++;
    else
      disagreements.push(
        `${q.id}: reader ${answers.get(q.id)}, key ${q.type === "mcq" ? q.correctOption : JSON.stringify(q.acceptedAnswers)}`,
      );
  }
  console.log(`${questions.length} questions, ${agreed} agreed, ${disagreements.length} disagreements`);
  for (const d of disagreements) console.log(`  ${d}`);
  return disagreements.length === 0;
}

const [command, ...args] = process.argv.slice(2);
if (command === "sheet" && args.length) process.stdout.write(sheet(args));
else if (command === "compare" && args.length > 1) process.exitCode = compare(args[0], args.slice(1)) ? 0 : 1;
else {
  console.error("usage: blind-review.mjs sheet <folder|file> … | compare <answers.json> <folder|file> …");
  process.exitCode = 2;
}
