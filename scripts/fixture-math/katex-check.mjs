// Renders every formula in the fixture Math modules with the app's KaTeX (from the workspace node_modules),
// splitting text exactly as apps/web/src/lib/math-segments.ts does, and flags likely authoring slips:
// a formula KaTeX rejects, an unmatched $, English words swallowed into a formula (a money amount
// written $5 instead of \$5), and TeX left outside a formula.
//
//   node scripts/fixture-math/katex-check.mjs
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const katex = createRequire(join(ROOT, "apps/web/package.json"))("katex");
const DIR = join(ROOT, "apps/server/src/content/fixture");
const FILES = ["math-module1.json", "math-module2-easier.json", "math-module2-harder.json"];

// Same rules as apps/web/src/lib/math-segments.ts (kept in step by hand), plus a flag for an unmatched opener.
const DELIMITERS = [
  { open: "$$", close: "$$", kind: "display" },
  { open: "$", close: "$", kind: "inline" },
  { open: "\\[", close: "\\]", kind: "display" },
  { open: "\\(", close: "\\)", kind: "inline" },
];
function findClose(text, from, close) {
  let i = from;
  while (i < text.length) {
    if (text.startsWith(close, i)) return i;
    i += text[i] === "\\" ? 2 : 1;
  }
  return -1;
}
function splitMath(text) {
  const segments = [];
  let pending = "";
  let unmatched = false;
  const flush = () => {
    if (pending) segments.push({ kind: "text", value: pending });
    pending = "";
  };
  let i = 0;
  while (i < text.length) {
    if (text.startsWith("\\$", i)) {
      pending += "$";
      i += 2;
      continue;
    }
    const d = DELIMITERS.find((x) => text.startsWith(x.open, i));
    if (!d) {
      pending += text[i];
      i += 1;
      continue;
    }
    const start = i + d.open.length;
    const end = findClose(text, start, d.close);
    if (end === -1) {
      unmatched = true;
      pending += d.open;
      i = start;
      continue;
    }
    flush();
    segments.push({ kind: d.kind, value: text.slice(start, end) });
    i = end + d.close.length;
  }
  flush();
  return { segments, unmatched };
}

let problems = 0,
  formulas = 0;
const report = (id, field, msg) => {
  problems++;
  console.error(`FAIL ${id} ${field}: ${msg}`);
};
for (const file of FILES) {
  for (const q of JSON.parse(readFileSync(join(DIR, file), "utf8"))) {
    const fields = [
      ["passage", q.passage],
      ["prompt", q.prompt],
      ["explanation", q.explanation],
      ...(q.options ?? []).map((o, i) => [`option ${"ABCD"[i]}`, o]),
    ];
    for (const [field, text] of fields) {
      if (!text) continue;
      const { segments, unmatched } = splitMath(text);
      if (unmatched) report(q.id, field, "unmatched $ (write a literal dollar sign as \\$)");
      for (const s of segments) {
        if (s.kind === "text") {
          if (/[\\^_{}]/.test(s.value)) report(q.id, field, `TeX outside a formula: '${s.value.trim().slice(0, 60)}'`);
          continue;
        }
        formulas++;
        if (s.kind !== "inline") report(q.id, field, `use inline $…$ only: ${s.value}`);
        try {
          katex.renderToString(s.value, { throwOnError: true, strict: "error", output: "htmlAndMathml" });
        } catch (e) {
          report(q.id, field, `KaTeX: ${e.message}`);
        }
        const bare = s.value.replace(/\\text\{[^}]*\}/g, "").replace(/\\[a-zA-Z]+/g, "");
        const word = /[a-zA-Z]{4,}/.exec(bare);
        if (word) report(q.id, field, `word '${word[0]}' inside a formula: $${s.value}$`);
      }
    }
  }
}
if (problems) {
  console.error(`\n${problems} problem(s)`);
  process.exit(1);
}
console.log(`OK: ${formulas} formulas render with KaTeX ${katex.version}; no stray $ or TeX outside formulas`);
