// Measures what one keystroke in the calculator costs a plotted row: parse + compile the row with
// mathjs, sample it once per pixel column over the graph's x range, and build the SVG path string.
// It runs the calculator's own modules (rows.ts, sample.ts): esbuild bundles them for Node first,
// so the numbers are for the shipped code, not a re-implementation.
// Usage: node bench/calculator-redraw.mjs [--runs 500] [--expr "y = x^2 - 4"]
import { build } from "esbuild";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: { runs: { type: "string", default: "500" }, expr: { type: "string", default: "y = x^2 - 4" } },
});
const runs = Number(args.runs);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const calculator = path.join(root, "apps/web/src/features/practice-tests/runner/calculator");

const dir = mkdtempSync(path.join(tmpdir(), "calc-bench-"));
const entry = path.join(dir, "entry.ts");
writeFileSync(
  entry,
  `export { evaluateRows } from ${JSON.stringify(path.join(calculator, "rows.ts"))};
export { plotPath } from ${JSON.stringify(path.join(calculator, "sample.ts"))};
export { DEFAULT_VIEW } from ${JSON.stringify(path.join(calculator, "viewport.ts"))};`,
);
const outfile = path.join(dir, "calculator.mjs");
await build({
  entryPoints: [entry],
  bundle: true,
  format: "esm",
  platform: "node",
  outfile,
  absWorkingDir: root,
  // @visx/shape's index also brings its React components along; bundled, never called here.
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "error",
});
const { evaluateRows, plotPath, DEFAULT_VIEW } = await import(pathToFileURL(outfile).href);
rmSync(dir, { recursive: true, force: true });

/** One keystroke: the whole row list is re-evaluated, then the changed row is re-drawn. */
function keystroke(size) {
  const [row] = evaluateRows([args.expr]);
  if (row?.kind !== "curve") throw new Error(`"${args.expr}" is not a graph: ${JSON.stringify(row)}`);
  return plotPath(row.f, DEFAULT_VIEW, size);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// Graph widths: the docked panel at 1280x800 (its graph is about 370 px wide), a phone's bottom
// sheet (390 px) and a panel widened to fill a large screen.
const sizes = [
  { label: "docked panel, 1280x800", width: 370, height: 586 },
  { label: "phone sheet, 390x844", width: 390, height: 250 },
  { label: "widened panel", width: 1000, height: 640 },
];

console.log(`calculator redraw: "${args.expr}", ${String(runs)} runs each (Node ${process.version})`);
for (const size of sizes) {
  for (let i = 0; i < 50; i += 1) keystroke(size);
  const times = [];
  let length = 0;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    length = keystroke(size).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const ms = (n) => `${n.toFixed(3)} ms`;
  console.log(
    `  ${size.label.padEnd(24)} ${String(size.width).padStart(5)} px  median ${ms(percentile(times, 50))}` +
      `  p95 ${ms(percentile(times, 95))}  max ${ms(times.at(-1))}  (path ${String(length)} chars)`,
  );
}
