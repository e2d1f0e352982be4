// Score recovery (issue 15): simulated students of known ability taken through the app's own
// routing (chooseModule2) and scoring (scoreSection) on every installed test, section by section.
// esbuild bundles the core's scoring and the server's pack loader for Node first, so the figures
// are for the shipped code. Prints, per test and section:
// - bias and RMSE of the section score by true theta (400 students at each of -3, -2.5, ..., 3),
//   against the scale at the true theta (docs/scoring.md, section 5);
// - a N(0, 1) population of 100,000: mean, SD, share at 200 and at 800, RMSE, routing rates;
// - a robustness run: the same, with true item parameters unlike the ones scored with (b the
//   label's plus N(0, 0.5), a = 0.9 ± 30%, c from 0.1 to 0.3 for multiple choice, 0 for typed);
// and, for the first test, the routing threshold's effect on the error.
// Usage: node bench/score-recovery.mjs [--population 100000] [--per-theta 400] [--seed 15] [--workers 2] [--json out.json]
import { build } from "esbuild";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

const { values: args } = parseArgs({
  options: {
    population: { type: "string", default: "100000" },
    "per-theta": { type: "string", default: "400" },
    seed: { type: "string", default: "15" },
    workers: { type: "string", default: "2" },
    json: { type: "string" },
  },
});
const POPULATION = Number(args.population);
const PER_THETA = Number(args["per-theta"]);
const THETAS = Array.from({ length: 13 }, (_, i) => -3 + i * 0.5);
const WORKERS = Number(args.workers);
const TARGETS = { rmse: 35, bias: 15, sdLow: 95, sdHigh: 125, at200: 0.01, robustRmse: 45 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let bundleDir;
let bundleFile = workerData?.bundleFile;
if (isMainThread) {
  // Under apps/server, where the bundled server code finds its folder (paths.ts) and the packs.
  mkdirSync(path.join(root, "apps/server/.tmp"), { recursive: true });
  bundleDir = mkdtempSync(path.join(root, "apps/server/.tmp", "score-bench-"));
  const entry = path.join(bundleDir, "entry.ts");
  writeFileSync(
    entry,
    `export { chooseModule2, scoreSection, itemParameters, probabilityCorrect, scaleValue, ROUTING_THRESHOLDS, SECTION_SCALE } from ${JSON.stringify(path.join(root, "packages/core/src/scoring/index.ts"))};
export { seededRandom } from ${JSON.stringify(path.join(root, "packages/core/src/scoring/test-forms.ts"))};
export { loadBundledPacks } from ${JSON.stringify(path.join(root, "apps/server/src/content/bundled-packs.ts"))};`,
  );
  bundleFile = path.join(bundleDir, "scoring.mjs");
  await build({
    entryPoints: [entry],
    bundle: true,
    // yaml (CommonJS) requires Node built-ins; give the ES module bundle a require to do it with.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    format: "esm",
    platform: "node",
    outfile: bundleFile,
    absWorkingDir: root,
    logLevel: "error",
  });
}
const core = await import(pathToFileURL(bundleFile).href);
const {
  chooseModule2,
  scoreSection,
  itemParameters,
  probabilityCorrect,
  scaleValue,
  ROUTING_THRESHOLDS,
  seededRandom,
} = core;

const normalFrom = (random) => () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** The true score of a student: the scale at the true theta, before rounding. */
const trueScore = (theta) => scaleValue(theta);

function formsOf(pack) {
  const bySection = {};
  for (const section of ["reading-writing", "math"]) {
    const modules = {};
    for (const key of ["module1", "module2-easier", "module2-harder"]) {
      const questions = pack.questions.filter((q) => q.module?.section === section && q.module.key === key);
      modules[key] = questions.map(({ question }) => ({
        template: {
          difficulty: question.difficulty,
          type: question.type,
          module: key === "module1" ? "module1" : "module2",
          calibrated: question.parameters,
        },
        scored: itemParameters({ ...question, calibrated: question.parameters }, key),
      }));
    }
    bySection[section] = modules;
  }
  return bySection;
}

/** True parameters for the robustness run: drawn once per item, seeded by the test and section. */
function perturbed(modules, seed) {
  const random = seededRandom(seed);
  const normal = normalFrom(random);
  const out = {};
  for (const [key, items] of Object.entries(modules))
    out[key] = items.map(({ scored, template }) => ({
      a: 0.9 * (0.7 + 0.6 * random()),
      b: scored.b + 0.5 * normal(),
      c: template.type === "mcq" ? 0.1 + 0.2 * random() : 0,
    }));
  return out;
}

/** One student through the app: module 1, the router, module 2, the scorer. */
function takeSection(section, modules, truth, theta, random, threshold) {
  const answer = (key) =>
    modules[key].map((item, i) => ({ ...item.template, correct: random() < probabilityCorrect(theta, truth[key][i]) }));
  const first = answer("module1");
  const right = first.filter((r) => r.correct).length;
  const route = threshold === undefined ? chooseModule2(section, right) : right >= threshold ? "harder" : "easier";
  const items = [...first, ...answer(route === "harder" ? "module2-harder" : "module2-easier")];
  return { route, scaled: scoreSection({ section, route, items }).scaled };
}

function run(section, modules, truth, seed, threshold) {
  const random = seededRandom(seed);
  const normal = normalFrom(random);
  const byTheta = THETAS.map((theta) => {
    let sum = 0;
    let squares = 0;
    let harder = 0;
    for (let n = 0; n < PER_THETA; n++) {
      const { route, scaled } = takeSection(section, modules, truth, theta, random, threshold);
      const error = scaled - trueScore(theta);
      sum += error;
      squares += error * error;
      if (route === "harder") harder += 1;
    }
    return { theta, bias: sum / PER_THETA, rmse: Math.sqrt(squares / PER_THETA), harder: harder / PER_THETA };
  });
  let total = 0;
  let totalSquares = 0;
  let errorSquares = 0;
  let at200 = 0;
  let at800 = 0;
  let harder = 0;
  for (let n = 0; n < POPULATION; n++) {
    const theta = normal();
    const { route, scaled } = takeSection(section, modules, truth, theta, random, threshold);
    total += scaled;
    totalSquares += scaled * scaled;
    errorSquares += (scaled - trueScore(theta)) ** 2;
    if (scaled === 200) at200 += 1;
    if (scaled === 800) at800 += 1;
    if (route === "harder") harder += 1;
  }
  const mean = total / POPULATION;
  return {
    byTheta,
    population: {
      mean,
      sd: Math.sqrt(totalSquares / POPULATION - mean * mean),
      rmse: Math.sqrt(errorSquares / POPULATION),
      at200: at200 / POPULATION,
      at800: at800 / POPULATION,
      harder: harder / POPULATION,
    },
  };
}

const inRange = (r) => r.byTheta.filter((t) => Math.abs(t.theta) <= 2);
const f0 = (x) => x.toFixed(0);
const f1 = (x) => x.toFixed(1);
const pct = (x) => `${(100 * x).toFixed(2)}%`;

/** One test section: the main run and the robustness run. */
function sectionJob(t, s) {
  const pack = tests[t];
  const section = ["reading-writing", "math"][s];
  const modules = formsOf(pack)[section];
  const scoredTruth = Object.fromEntries(Object.entries(modules).map(([k, items]) => [k, items.map((i) => i.scored)]));
  const seed = Number(args.seed) * 1000 + t * 10 + s;
  return {
    test: pack.manifest.id,
    section,
    main: run(section, modules, scoredTruth, seed),
    robust: run(section, modules, perturbed(modules, seed + 500), seed + 1),
  };
}

/** The routing threshold's effect on error, on the first test: the same rule with another cut. */
function thresholdJob() {
  const first = tests[0];
  const n = Math.min(POPULATION, 20000);
  const lines = [`routing threshold (${first.manifest.id}, population of ${n}):`];
  const forms = formsOf(first);
  for (const section of ["reading-writing", "math"]) {
    const modules = forms[section];
    const truth = Object.fromEntries(Object.entries(modules).map(([k, items]) => [k, items.map((i) => i.scored)]));
    const current = ROUTING_THRESHOLDS[section];
    for (let cut = current - 3; cut <= current + 2; cut++) {
      const random = seededRandom(99 + cut);
      const normal = normalFrom(random);
      let errorSquares = 0;
      let middleSquares = 0;
      let middle = 0;
      let harder = 0;
      let medianHarder = 0;
      for (let i = 0; i < n; i++) {
        const theta = normal();
        const { route, scaled } = takeSection(section, modules, truth, theta, random, cut);
        const error = (scaled - trueScore(theta)) ** 2;
        errorSquares += error;
        if (theta >= -0.5 && theta <= 1) {
          middleSquares += error;
          middle += 1;
        }
        if (route === "harder") harder += 1;
      }
      for (let i = 0; i < 2000; i++)
        if (takeSection(section, modules, truth, 0, random, cut).route === "harder") medianHarder += 1;
      lines.push(
        `  ${section === "math" ? "Math" : "Reading and Writing"} ${cut}${cut === current ? " (in use)" : ""}: RMSE ${f1(Math.sqrt(errorSquares / n))}, RMSE for theta in [-0.5, 1] ${f1(Math.sqrt(middleSquares / middle))}, harder route ${pct(harder / n)}, median student to harder ${pct(medianHarder / 2000)}`,
      );
    }
  }
  return lines;
}

const tests = core.loadBundledPacks().filter((p) => p.manifest.kind === "test");
const jobs = [...tests.flatMap((_, t) => [0, 1].map((s) => ({ t, s }))), { threshold: true }];
const doJob = (job) => (job.threshold ? thresholdJob() : sectionJob(job.t, job.s));

if (!isMainThread) {
  for (const index of workerData.jobs) parentPort.postMessage({ index, result: doJob(jobs[index]) });
} else {
  const started = performance.now();
  console.log(
    `score recovery: ${tests.length} tests, ${PER_THETA} students at each theta from -3 to 3, a population of ${POPULATION} per section, ${WORKERS} worker threads (Node ${process.version})`,
  );
  // The jobs are spread over worker threads, the longest (sections) first; every job has its own seed.
  const results = new Array(jobs.length);
  await Promise.all(
    Array.from({ length: WORKERS }, (_, w) => {
      const mine = jobs.map((_, i) => i).filter((i) => i % WORKERS === w);
      const worker = new Worker(fileURLToPath(import.meta.url), {
        argv: process.argv.slice(2),
        workerData: { bundleFile, jobs: mine },
      });
      worker.on("message", ({ index, result }) => (results[index] = result));
      return new Promise((resolve, reject) => {
        worker.on("error", reject);
        worker.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
      });
    }),
  );
  rmSync(bundleDir, { recursive: true, force: true });

  const failures = [];
  const report = results.filter((r) => !Array.isArray(r));
  for (const { test, section, main, robust } of report) {
    const name = `${test} ${section === "math" ? "Math" : "Reading and Writing"}`;
    console.log(`\n${name}`);
    console.log("  theta    bias   RMSE  harder | robust: bias   RMSE  harder");
    main.byTheta.forEach((m, i) => {
      const r = robust.byTheta[i];
      console.log(
        `  ${m.theta.toFixed(1).padStart(5)} ${f1(m.bias).padStart(7)} ${f1(m.rmse).padStart(6)} ${pct(m.harder).padStart(7)} |      ${f1(r.bias).padStart(6)} ${f1(r.rmse).padStart(6)} ${pct(r.harder).padStart(7)}`,
      );
    });
    for (const [label, r] of [
      ["population", main],
      ["robustness", robust],
    ])
      console.log(
        `  ${label}: mean ${f0(r.population.mean)}, SD ${f1(r.population.sd)}, RMSE ${f1(r.population.rmse)}, at 200 ${pct(r.population.at200)}, at 800 ${pct(r.population.at800)}, harder route ${pct(r.population.harder)}; worst in [-2, 2]: RMSE ${f1(Math.max(...inRange(r).map((x) => x.rmse)))}, |bias| ${f1(Math.max(...inRange(r).map((x) => Math.abs(x.bias))))}`,
      );
    const worstRmse = Math.max(...inRange(main).map((x) => x.rmse));
    const worstBias = Math.max(...inRange(main).map((x) => Math.abs(x.bias)));
    const checks = [
      [`RMSE ≤ ${TARGETS.rmse} at every theta in [-2, 2] (worst ${f1(worstRmse)})`, worstRmse <= TARGETS.rmse],
      [`population RMSE ≤ ${TARGETS.rmse} (${f1(main.population.rmse)})`, main.population.rmse <= TARGETS.rmse],
      [`|bias| ≤ ${TARGETS.bias} in [-2, 2] (worst ${f1(worstBias)})`, worstBias <= TARGETS.bias],
      [
        `population SD ${TARGETS.sdLow}-${TARGETS.sdHigh} (${f1(main.population.sd)})`,
        main.population.sd >= TARGETS.sdLow && main.population.sd <= TARGETS.sdHigh,
      ],
      [`≤ 1% at 200 (${pct(main.population.at200)})`, main.population.at200 <= TARGETS.at200],
      [
        `robustness population RMSE ≤ ${TARGETS.robustRmse} (${f1(robust.population.rmse)})`,
        robust.population.rmse <= TARGETS.robustRmse,
      ],
    ];
    for (const [label, ok] of checks) {
      console.log(`  ${ok ? "meets" : "MISSES"}: ${label}`);
      if (!ok) failures.push(`${name}: ${label}`);
    }
  }
  console.log(`\n${results.find((r) => Array.isArray(r))?.join("\n") ?? ""}`);
  console.log(
    `\n${failures.length ? `${failures.length} target(s) missed:\n  ${failures.join("\n  ")}` : "every section meets every target"}`,
  );
  console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (args.json) writeFileSync(args.json, JSON.stringify(report, null, 1));
}
