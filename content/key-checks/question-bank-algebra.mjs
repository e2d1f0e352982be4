// Recomputes the keys of the question-bank Algebra (domain H) questions: the 45 files in
// content/packs/question-bank/math/{linear-equations-one-variable, linear-functions,
// linear-equations-two-variables, systems-of-linear-equations, linear-inequalities}/01.md … 09.md.
// Read by `npm run content:check`.
//
// Each check takes its data from the question's own text wherever it can (the equation in the
// prompt, the table in the passage, the points in a figure's description, the choices), recomputes
// the answer by its own route (solving, brute force over a grid of values, simulation) and compares
// the result with the key. For `spr` it also checks that the listed answers are exactly the forms
// the answer-box rules allow. Run it directly to check the Markdown files without the project parser:
//
//   node content/key-checks/question-bank-algebra.mjs

const EPS = 1e-9;

// ---------- helpers: reading math out of the text ----------

/** Math segments ($…$ and $$…$$) of a text, in order, with `\$` (money) skipped. */
function mathIn(text) {
  const out = [];
  let i = 0;
  while (i < text.length) {
    if (text.startsWith("\\$", i)) {
      i += 2;
      continue;
    }
    if (text[i] === "$") {
      const display = text.startsWith("$$", i);
      const open = display ? 2 : 1;
      let j = i + open;
      while (j < text.length && !(text[j] === "$" && text[j - 1] !== "\\")) j++;
      out.push(text.slice(i + open, j).trim());
      i = j + open;
      continue;
    }
    i++;
  }
  return out;
}

/** LaTeX (a linear expression, equation or inequality) to JavaScript tokens. */
function texTokens(tex) {
  let s = tex
    .replace(/\{,\}/g, "")
    .replace(/\\left|\\right/g, "")
    .replace(/\\cdot|\\times/g, "*")
    .replace(/\\le(?![a-z])|\\leq(?![a-z])/g, "<=")
    .replace(/\\ge(?![a-z])|\\geq(?![a-z])/g, ">=")
    .replace(/\u2212/g, "-");
  let prev;
  do {
    prev = s;
    s = s.replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, "(($1)/($2))");
  } while (s !== prev);
  if (/\\/.test(s)) throw new Error(`unsupported TeX in "${tex}"`);
  const tokens = [];
  const re = /\s*(\d+\.?\d*|\.\d+|[a-zA-Z]|<=|>=|[-+*/()<>=])/y;
  let m;
  while (re.lastIndex < s.length && (m = re.exec(s))) tokens.push(m[1]);
  if (re.lastIndex < s.replace(/\s+$/, "").length) throw new Error(`cannot read "${tex}"`);
  const isVal = (t) => /^[\d.a-zA-Z)]/.test(t) && t !== "(";
  const out = [];
  for (const t of tokens) {
    const p = out[out.length - 1];
    if (p !== undefined && isVal(p) && (/^[a-zA-Z(]/.test(t) || (/^[a-zA-Z)]/.test(p) && /^[\d.]/.test(t))))
      out.push("*");
    out.push(t);
  }
  return out;
}

/** Splits a relation into sides and operators: "a < b <= c" → {sides: [a,b,c], ops: ["<","<="]}. */
function relation(tex) {
  const toks = texTokens(tex);
  const sides = [[]];
  const ops = [];
  for (const t of toks) {
    if (["<", ">", "<=", ">=", "="].includes(t)) {
      ops.push(t);
      sides.push([]);
    } else sides[sides.length - 1].push(t);
  }
  return { sides: sides.map((s) => s.join(" ")), ops };
}

/** A JS function of `vars` for a LaTeX expression. */
function fnOf(exprJs, vars) {
  return new Function(...vars, `return (${exprJs});`);
}

/** For an equation: (vars) => lhs - rhs. */
function eqFn(tex, vars) {
  const { sides, ops } = relation(tex);
  if (ops.length !== 1 || ops[0] !== "=") throw new Error(`not an equation: "${tex}"`);
  const l = fnOf(sides[0], vars);
  const r = fnOf(sides[1], vars);
  return (...a) => l(...a) - r(...a);
}

/** For an inequality or chain of them: (vars) => boolean. */
function ineqFn(tex, vars) {
  const { sides, ops } = relation(tex);
  if (!ops.length || ops.includes("=")) throw new Error(`not an inequality: "${tex}"`);
  const fs = sides.map((s) => fnOf(s, vars));
  const cmp = {
    "<": (a, b) => a < b - EPS,
    ">": (a, b) => a > b + EPS,
    "<=": (a, b) => a <= b + EPS,
    ">=": (a, b) => a >= b - EPS,
  };
  return (...a) => ops.every((op, i) => cmp[op](fs[i](...a), fs[i + 1](...a)));
}

/** Value of a number written in LaTeX, e.g. "-\frac{7}{3}", "12.5", "1{,}350". */
function num(tex) {
  const t = tex.replace(/^\$+|\$+$/g, "").trim();
  const v = fnOf(texTokens(t).join(" "), [])();
  if (!Number.isFinite(v)) throw new Error(`not a number: "${tex}"`);
  return v;
}

/** Root of a function that is linear in one variable; verifies the linearity. */
function root(f) {
  const b = f(0);
  const a = f(1) - b;
  if (Math.abs(f(2) - (2 * a + b)) > 1e-7 || Math.abs(f(-3) - (-3 * a + b)) > 1e-7) throw new Error("not linear");
  if (Math.abs(a) < EPS) throw new Error("no unique root");
  return -b / a;
}

/** Coefficients [a, b, c] of a linear equation in x and y written as a x + b y + c = 0. */
function lin2(f) {
  const c = f(0, 0);
  const a = f(1, 0) - c;
  const b = f(0, 1) - c;
  if (Math.abs(f(3, -2) - (3 * a - 2 * b + c)) > 1e-7) throw new Error("not linear");
  return [a, b, c];
}

/** Solves two linear equations in x and y by Cramer's rule. */
function solve2(f, g) {
  const [a1, b1, c1] = lin2(f);
  const [a2, b2, c2] = lin2(g);
  const d = a1 * b2 - a2 * b1;
  if (Math.abs(d) < EPS) throw new Error("no unique solution");
  return [(-c1 * b2 + c2 * b1) / d, (-a1 * c2 + a2 * c1) / d];
}

/** True when two linear equations in x and y describe the same line. */
function sameLine(f, g) {
  const p = lin2(f);
  const q = lin2(g);
  const i = p.findIndex((v) => Math.abs(v) > EPS);
  const k = q[i] / p[i];
  return Math.abs(k) > EPS && p.every((v, j) => Math.abs(v * k - q[j]) < 1e-7);
}

const close = (a, b) => Math.abs(a - b) < 1e-7;
const LETTERS = ["A", "B", "C", "D"];

function assert(cond, msg) {
  if (!cond) throw new Error(msg);
}

function mustInclude(text, ...parts) {
  for (const p of parts) assert(text.includes(p), `text no longer contains "${p}"`);
}

/** The one option (by predicate) must be the key. */
function keyIs(q, pred, what = "the recomputed answer") {
  assert(q.type === "mcq" && Array.isArray(q.options) && q.options.length === 4, "expected an mcq with 4 options");
  const hits = q.options.map((o, i) => (pred(o, i) ? LETTERS[i] : null)).filter(Boolean);
  assert(hits.length === 1, `${hits.length} options match ${what} (${hits.join(", ") || "none"})`);
  assert(hits[0] === q.correctOption, `key is ${q.correctOption} but ${what} is option ${hits[0]}`);
}

/** The numeric option equal to `value` must be the key. */
function keyIsNumber(q, value) {
  keyIs(q, (o) => close(num(o), value), `the recomputed value ${value}`);
}

// ---------- helpers: the answer box ----------

function toFraction(v) {
  for (let d = 1; d <= 10000; d++) {
    const n = Math.round(v * d);
    if (Math.abs(v * d - n) < 1e-7) return [n, d];
  }
  throw new Error(`${v} is not a simple fraction`);
}

/** Every form the answer-box rules accept for a value, exact form first. */
function boxForms(v) {
  const [n, d] = toFraction(v);
  const neg = n < 0;
  const max = neg ? 6 : 5;
  const sign = neg ? "-" : "";
  if (d === 1) return [String(n)];
  const forms = [];
  const frac = `${n}/${d}`;
  if (frac.length <= max) forms.push(frac);
  let dd = d;
  while (dd % 2 === 0) dd /= 2;
  while (dd % 5 === 0) dd /= 5;
  const a = Math.abs(n) / d;
  if (dd === 1) {
    // terminating decimal
    let s = a.toFixed(12).replace(/0+$/, "").replace(/\.$/, "");
    if (s.startsWith("0.")) s = s.slice(1);
    if ((sign + s).length <= max) forms.push(sign + s);
    else forms.push(...fillBox(a, sign, max));
  } else forms.push(...fillBox(a, sign, max));
  if (!forms.length) throw new Error(`no box form for ${v}`);
  return [...new Set(forms)];
}

function fillBox(a, sign, max) {
  const out = [];
  const whole = Math.floor(a);
  const heads = whole === 0 ? [".", "0."] : [`${whole}.`];
  for (const head of heads) {
    const digits = max - sign.length - head.length;
    if (digits < 1) continue;
    const frac = a - whole;
    const scale = 10 ** digits;
    const trunc = Math.floor(frac * scale + 1e-9);
    const round = Math.round(frac * scale);
    for (const k of [trunc, round]) {
      if (k >= scale) continue; // rounding carried into the whole part; not needed here
      out.push(sign + head + String(k).padStart(digits, "0"));
    }
  }
  return out;
}

function validBoxEntry(s) {
  if (!/^-?[0-9./]+$/.test(s)) return false;
  if ((s.match(/\./g) || []).length > 1 || (s.match(/\//g) || []).length > 1) return false;
  return s.length <= (s.startsWith("-") ? 6 : 5);
}

/** spr: the first accepted answer is the exact value and the list is exactly the allowed forms. */
function sprIs(q, value) {
  assert(
    q.type === "spr" && Array.isArray(q.acceptedAnswers) && q.acceptedAnswers.length,
    "expected an spr with answers",
  );
  const got = q.acceptedAnswers;
  for (const s of got) assert(validBoxEntry(s), `"${s}" breaks the answer-box rules`);
  const first = got[0].includes("/") ? got[0].split("/").reduce((p, c) => Number(p) / Number(c)) : Number(got[0]);
  assert(close(first, value), `first accepted answer ${got[0]} but the recomputed value is ${value}`);
  const want = boxForms(value);
  assert(
    want.length === got.length && want.every((w) => got.includes(w)),
    `accepted answers ${JSON.stringify(got)} but the box forms of ${value} are ${JSON.stringify(want)}`,
  );
}

/**
 * Table rows of a passage as arrays of cell texts, header and rule rows dropped. Reads both the
 * Markdown form (`| a | b |`) and the stored form of the project parser (`a | b`, one row a line).
 */
function tableRows(passage) {
  const lines = passage
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.startsWith("|") || l.replace(/\$[^$]*\$/g, "").includes(" | "));
  return lines
    .slice(1)
    .filter((l) => !/^\|?[\s|:-]+\|?$/.test(l))
    .map((l) =>
      l
        .replace(/^\|/, "")
        .replace(/\|$/, "")
        .split("|")
        .map((c) => c.trim()),
    );
}

/** Ordered pairs "(a, b)" (with "negative" spelled out) in a text such as a figure description. */
function pointsIn(text) {
  return [...text.matchAll(/\((negative )?(\d+(?:\.\d+)?), (negative )?(\d+(?:\.\d+)?)\)/g)].map((m) => [
    (m[1] ? -1 : 1) * Number(m[2]),
    (m[3] ? -1 : 1) * Number(m[4]),
  ]);
}

function figureAlt(passage) {
  const m = passage.match(/!\[([^\]]*)\]\(([^)]+)\)/);
  assert(m, "no figure in the passage");
  return { alt: m[1], id: m[2] };
}

const grid = (a, b, step) => {
  const out = [];
  for (let v = a; v <= b + EPS; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
};

// ---------- the checks, one per question ----------

const CHECKS = {
  // ---- Linear equations in one variable ----
  "qb-linear-equations-one-variable-01": (q) => {
    const x = root(eqFn(mathIn(q.prompt)[0], ["x"]));
    keyIsNumber(q, x);
  },
  "qb-linear-equations-one-variable-02": (q) => {
    mustInclude(q.prompt, "\\$15", "\\$0.25", "\\$32.50");
    // count minutes one by one until the bill reaches \$32.50
    let m = 0;
    while (15 + 0.25 * m < 32.5 - EPS) m++;
    assert(close(15 + 0.25 * m, 32.5), "no whole number of minutes");
    keyIsNumber(q, m);
  },
  "qb-linear-equations-one-variable-03": (q) => {
    sprIs(q, root(eqFn(mathIn(q.prompt)[0], ["x"])));
  },
  "qb-linear-equations-one-variable-04": (q) => {
    const f = eqFn(mathIn(q.prompt)[0], ["x"]);
    const x = root(f);
    assert(close(f(x), 0), "root does not check");
    keyIsNumber(q, x);
  },
  "qb-linear-equations-one-variable-05": (q) => {
    mustInclude(q.prompt, "50-meter", "3 times", "6 meters shorter");
    // try first-piece lengths in steps of 0.01 m
    const sols = grid(0, 50, 0.01).filter((a) => close(a + 3 * a + (3 * a - 6), 50));
    assert(sols.length === 1, "rope lengths do not give one solution");
    sprIs(q, 3 * sols[0] - 6);
  },
  "qb-linear-equations-one-variable-06": (q) => {
    const [eq, expr] = mathIn(q.prompt);
    const x = root(eqFn(eq, ["x"]));
    keyIsNumber(q, fnOf(texTokens(expr).join(" "), ["x"])(x));
  },
  "qb-linear-equations-one-variable-07": (q) => {
    const f = eqFn(mathIn(q.prompt)[0], ["x", "p", "q"]);
    const none = (p, qq) => {
      // a linear equation a x + b = 0 has no solution when a = 0 and b ≠ 0
      const b = f(0, p, qq);
      const a = f(1, p, qq) - b;
      return Math.abs(a) < EPS && Math.abs(b) > EPS;
    };
    keyIs(
      q,
      (o) => {
        const [pTex, qTex] = mathIn(o);
        return none(num(pTex.split("=")[1]), num(qTex.split("=")[1]));
      },
      "the pair with no solution",
    );
  },
  "qb-linear-equations-one-variable-08": (q) => {
    const [eq, sol] = mathIn(q.prompt).filter((m) => m.includes("="));
    const x0 = num(sol.split("=")[1]);
    const f = eqFn(eq, ["x", "k"]);
    const k = root((k) => f(x0, k));
    assert(close(f(x0, k), 0), "k does not check");
    sprIs(q, k);
  },
  "qb-linear-equations-one-variable-09": (q) => {
    mustInclude(q.prompt, "4 kilometers per hour", "6 kilometers per hour", "2.5 hours");
    // simulate: walking time for each candidate distance (0.001 km steps)
    const ds = grid(0, 20, 0.001).filter((d) => close(d / 4 + d / 6, 2.5));
    assert(ds.length === 1, "no unique distance");
    keyIsNumber(q, ds[0]);
  },

  // ---- Linear functions ----
  "qb-linear-functions-01": (q) => {
    const ms = mathIn(q.prompt);
    const def = ms.find((m) => m.startsWith("f(x)"));
    const at = ms.find((m) => m.startsWith("f(") && m !== def);
    const f = fnOf(relation(def.replace("f(x)", "F")).sides[1], ["x"]);
    keyIsNumber(q, f(num(at.match(/f\((.*)\)/)[1])));
  },
  "qb-linear-functions-02": (q) => {
    const rows = tableRows(q.passage).map((r) => r.map(num));
    const rates = rows.slice(1).map((r, i) => (r[1] - rows[i][1]) / (r[0] - rows[i][0]));
    assert(
      rates.every((r) => close(r, rates[0])),
      "table is not linear",
    );
    keyIsNumber(q, rates[0]);
  },
  "qb-linear-functions-03": (q) => {
    mustInclude(q.prompt, "\\$132");
    const C = fnOf(
      relation(
        mathIn(q.prompt)
          .find((m) => m.startsWith("C(m)"))
          .replace("C(m)", "C"),
      ).sides[1],
      ["m"],
    );
    const ms = grid(0, 200, 1).filter((m) => close(C(m), 132));
    assert(ms.length === 1, "no whole number of months");
    sprIs(q, ms[0]);
  },
  "qb-linear-functions-04": (q) => {
    const { alt, id } = figureAlt(q.passage);
    assert(id === "qb-alg-line-h", "unexpected figure");
    const pts = pointsIn(alt);
    assert(pts.length === 2, "expected two points in the description");
    const [[x1, y1], [x2, y2]] = pts;
    const m = (y2 - y1) / (x2 - x1);
    const h = (x) => y1 + m * (x - x1);
    svgHasPoints(id, { xmin: -2, ymax: 8 }, pts);
    sprIs(
      q,
      h(
        num(
          mathIn(q.prompt)
            .find((s) => s.startsWith("h("))
            .match(/h\((.*)\)/)[1],
        ),
      ),
    );
  },
  "qb-linear-functions-05": (q) => {
    const def = mathIn(q.prompt).find((m) => m.startsWith("h(t)"));
    const h = fnOf(relation(def.replace("h(t)", "H")).sides[1], ["t"]);
    mustInclude(q.prompt, "12 meters above");
    keyIsNumber(
      q,
      root((t) => h(t) - 12),
    );
  },
  "qb-linear-functions-06": (q) => {
    const def = mathIn(q.prompt).find((m) => m.startsWith("f(x)"));
    const f = fnOf(relation(def.replace("f(x)", "F")).sides[1], ["x"]);
    mustInclude(q.prompt, "increases by 10");
    const d1 = f(10) - f(0);
    const d2 = f(-3 + 10) - f(-3);
    assert(close(d1, d2), "increase depends on x");
    keyIsNumber(q, d1);
  },
  "qb-linear-functions-07": (q) => {
    mustInclude(q.prompt, "f(4) = 2f(1)", "f(3) = 15");
    // brute force over slopes and intercepts in steps of 1/4
    const found = [];
    for (const m of grid(-30, 30, 0.25))
      for (const b of grid(-60, 60, 0.25)) if (close(4 * m + b, 2 * (m + b)) && close(3 * m + b, 15)) found.push(b);
    assert(found.length === 1, "conditions do not fix f");
    keyIsNumber(q, found[0]);
  },
  "qb-linear-functions-08": (q) => {
    const ms = mathIn(q.prompt);
    const f = fnOf(relation(ms.find((m) => m.startsWith("f(x)")).replace("f(x)", "F")).sides[1], ["x", "a"]);
    const g = fnOf(relation(ms.find((m) => m.startsWith("g(x)")).replace("g(x)", "G")).sides[1], ["x", "a"]);
    mustInclude(q.prompt, "$x$-coordinate of 2");
    const a = root((a) => f(2, a) - g(2, a));
    sprIs(q, a);
  },
  "qb-linear-functions-09": (q) => {
    mustInclude(q.prompt, "\\$42,000", "3 years", "\\$27,300", "\\$5,250");
    const drop = (42000 - 27300) / 3;
    // year by year in quarter-year steps until the value reaches 5,250
    const ts = grid(0, 20, 0.25).filter((t) => close(42000 - drop * t, 5250));
    assert(ts.length === 1, "no time found");
    keyIsNumber(q, ts[0]);
  },

  // ---- Linear equations in two variables ----
  "qb-linear-equations-two-variables-01": (q) => {
    mustInclude(q.prompt, "\\$56", "\\$3 per pack", "\\$8 per pack");
    const truth = (x, y) => 3 * x + 8 * y - 56;
    keyIs(q, (o) => sameLine(eqFn(mathIn(o)[0], ["x", "y"]), truth), "the cost equation");
  },
  "qb-linear-equations-two-variables-02": (q) => {
    const f = eqFn(
      mathIn(q.prompt).find((m) => m.includes("y =") || /y = \d/.test(m) || m.includes("=")),
      ["x", "y"],
    );
    sprIs(
      q,
      root((y) => f(0, y)),
    );
  },
  "qb-linear-equations-two-variables-03": (q) => {
    const rows = tableRows(q.passage);
    const known = rows.filter((r) => !r[1].includes("k")).map((r) => r.map(num));
    const target = rows.find((r) => r[1].includes("k"));
    const [[x1, y1], [x2, y2]] = known;
    const m = (y2 - y1) / (x2 - x1);
    keyIsNumber(q, y1 + m * (num(target[0]) - x1));
  },
  "qb-linear-equations-two-variables-04": (q) => {
    const ell = eqFn(
      mathIn(q.prompt).find((m) => m.includes("=")),
      ["x", "y"],
    );
    const [a, b] = lin2(ell);
    keyIs(
      q,
      (o) => {
        const g = eqFn(mathIn(o)[0], ["x", "y"]);
        const [a2, b2] = lin2(g);
        return Math.abs(a * b2 - a2 * b) < EPS && !sameLine(ell, g);
      },
      "the parallel line",
    );
  },
  "qb-linear-equations-two-variables-05": (q) => {
    const eq = mathIn(q.prompt).find((m) => m.includes("a"));
    const f = eqFn(eq, ["x", "y", "a"]);
    const [[px, py]] = mathIn(q.prompt)
      .filter((m) => /^\(-?\d+, -?\d+\)$/.test(m))
      .map((m) => m.slice(1, -1).split(",").map(Number));
    const a = root((a) => f(px, py, a));
    // slope from two points on the line
    const yAt = (x) => root((y) => f(x, y, a));
    sprIs(q, (yAt(7) - yAt(-2)) / 9);
  },
  "qb-linear-equations-two-variables-06": (q) => {
    const f = eqFn(
      mathIn(q.prompt).find((m) => m.includes("=")),
      ["s", "L"],
    );
    keyIs(
      q,
      (o) => {
        const [s, L] = mathIn(o).map((m) => num(m.split("=")[1]));
        return close(f(s, L), 0);
      },
      "the combination that holds 3,000 beads",
    );
  },
  "qb-linear-equations-two-variables-07": (q) => {
    mustInclude(q.prompt, "$a > 0$", "$b < 0$", "$c > 0$");
    // simulation: many lines ax + by = c with these signs; record every quadrant they enter
    const visited = new Set();
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let t = 0; t < 400; t++) {
      const a = 0.1 + 10 * rnd(),
        b = -(0.1 + 10 * rnd()),
        c = 0.1 + 10 * rnd();
      for (const x of grid(-200, 200, 0.5)) {
        const y = (c - a * x) / b;
        if (Math.abs(x) < EPS || Math.abs(y) < EPS) continue;
        visited.add(x > 0 ? (y > 0 ? "I" : "IV") : y > 0 ? "II" : "III");
      }
    }
    const missed = ["I", "II", "III", "IV"].filter((k) => !visited.has(k));
    assert(missed.length === 1, `lines miss ${missed.join(", ") || "no quadrant"}`);
    keyIs(q, (o) => o.trim() === `Quadrant ${missed[0]}`, `Quadrant ${missed[0]}`);
  },
  "qb-linear-equations-two-variables-08": (q) => {
    mustInclude(q.prompt, "62 tickets", "packs of 3 tickets", "packs of 5 tickets", "at least one pack of each");
    let count = 0;
    for (let x = 1; 3 * x <= 62; x++) for (let y = 1; 5 * y <= 62; y++) if (3 * x + 5 * y === 62) count++;
    sprIs(q, count);
  },
  "qb-linear-equations-two-variables-09": (q) => {
    mustInclude(q.prompt, "$(2, 5)$", "twice");
    // brute force: lines through (2, 5) with slope m (steps of 1/100); intercept b = 5 - 2m, x-intercept -b/m
    const bs = new Set();
    for (const m of grid(-20, 20, 0.01)) {
      if (Math.abs(m) < EPS) continue;
      const b = 5 - 2 * m;
      if (Math.abs(b) > EPS && close(-b / m, 2 * b)) bs.add(Math.round(b * 1e6) / 1e6);
    }
    assert(bs.size === 1, "no unique line");
    keyIsNumber(q, [...bs][0]);
  },

  // ---- Systems of two linear equations in two variables ----
  "qb-systems-of-linear-equations-01": (q) => {
    const eqs = mathIn(q.prompt).filter((m) => m.includes("=") && !m.includes(","));
    const [, y] = solve2(eqFn(eqs[0], ["x", "y"]), eqFn(eqs[1], ["x", "y"]));
    keyIsNumber(q, y);
  },
  "qb-systems-of-linear-equations-02": (q) => {
    const { alt, id } = figureAlt(q.passage);
    assert(id === "qb-alg-system-lines", "unexpected figure");
    const pts = pointsIn(alt);
    assert(pts.length === 4, "expected two points for each line");
    const through =
      ([x1, y1], [x2, y2]) =>
      (x, y) =>
        (y - y1) * (x2 - x1) - (x - x1) * (y2 - y1);
    const [x, y] = solve2(through(pts[0], pts[1]), through(pts[2], pts[3]));
    svgHasPoints(id, { xmin: -2, ymax: 7 }, [...pts, [x, y]]);
    keyIs(
      q,
      (o) => {
        const [a, b] = mathIn(o)[0].slice(1, -1).split(",").map(num);
        return close(a, x) && close(b, y);
      },
      `the intersection (${x}, ${y})`,
    );
  },
  "qb-systems-of-linear-equations-03": (q) => {
    const eqs = mathIn(q.prompt).filter((m) => m.includes("=") && !m.includes(","));
    const [x, y] = solve2(eqFn(eqs[0], ["x", "y"]), eqFn(eqs[1], ["x", "y"]));
    mustInclude(q.prompt, "value of $x + y$");
    sprIs(q, x + y);
  },
  "qb-systems-of-linear-equations-04": (q) => {
    mustInclude(q.prompt, "19-kilometer", "4 kilometers per hour", "3 kilometers per hour", "5.5 hours");
    const as = grid(0, 19, 0.01).filter((a) => close(a / 4 + (19 - a) / 3, 5.5));
    assert(as.length === 1, "no unique split");
    keyIsNumber(q, as[0]);
  },
  "qb-systems-of-linear-equations-05": (q) => {
    const rows = tableRows(q.passage).map((r) => r.map(num));
    const line = (col) => {
      const m = (rows[1][col] - rows[0][col]) / (rows[1][0] - rows[0][0]);
      const f = (x) => rows[0][col] + m * (x - rows[0][0]);
      assert(
        rows.every((r) => close(f(r[0]), r[col])),
        "table column is not linear",
      );
      return f;
    };
    const f = line(1),
      g = line(2);
    const x = root((x) => f(x) - g(x));
    sprIs(q, f(x));
  },
  "qb-systems-of-linear-equations-06": (q) => {
    mustInclude(q.prompt, "23 tables", "6 people or 8 people", "160 people");
    // brute force the real numbers of tables, then keep the option whose system has exactly that solution set
    const real = [];
    for (let x = 0; x <= 23; x++) if (6 * x + 8 * (23 - x) === 160) real.push([x, 23 - x]);
    assert(real.length === 1, "situation has no unique answer");
    const truth = [(x, y) => x + y - 23, (x, y) => 6 * x + 8 * y - 160];
    keyIs(
      q,
      (o) => {
        const fs = mathIn(o).map((m) => eqFn(m, ["x", "y"]));
        const ok = fs.length === 2 && truth.every((t) => fs.some((f) => sameLine(f, t)));
        if (ok)
          assert(
            fs.every((f) => close(f(...real[0]), 0)),
            "system misses the real solution",
          );
        return ok;
      },
      "the system of the situation",
    );
  },
  "qb-systems-of-linear-equations-07": (q) => {
    const eqs = mathIn(q.prompt).filter((m) => m.includes("=") && !m.includes("<"));
    const f = eqFn(eqs[0], ["x", "y"]);
    const gOf = (b) => {
      const g = eqFn(eqs[1], ["x", "y", "b"]);
      return (x, y) => g(x, y, b);
    };
    keyIs(q, (o) => sameLine(f, gOf(num(o))), "the value with infinitely many solutions");
  },
  "qb-systems-of-linear-equations-08": (q) => {
    mustInclude(q.prompt, "1,800 kilometers in 2.5 hours", "3 hours");
    // brute force plane and wind speeds in steps of 1 km/h
    const ws = [];
    for (let p = 0; p <= 2000; p++)
      for (let w = 0; w < p; w++) if (close((p + w) * 2.5, 1800) && close((p - w) * 3, 1800)) ws.push(w);
    assert(ws.length === 1, "no unique wind speed");
    sprIs(q, ws[0]);
  },
  "qb-systems-of-linear-equations-09": (q) => {
    const eqs = mathIn(q.prompt).filter((m) => m.startsWith("y ="));
    const f = eqFn(eqs[0], ["x", "y"]);
    const g = eqFn(eqs[1], ["x", "y", "k"]);
    keyIs(
      q,
      (o) => {
        const k = num(o);
        const [x, y] = solve2(f, (x, y) => g(x, y, k));
        return x < -EPS && y > EPS;
      },
      "the value giving a Quadrant II intersection",
    );
  },

  // ---- Linear inequalities in one or two variables ----
  "qb-linear-inequalities-01": (q) => {
    const p = ineqFn(mathIn(q.prompt)[0], ["x"]);
    const xs = grid(-40, 40, 0.125).concat([23 / 3, 5 - 1e-6, 5 + 1e-6]);
    keyIs(
      q,
      (o) => {
        const r = ineqFn(mathIn(o)[0], ["x"]);
        return xs.every((x) => p(x) === r(x));
      },
      "the solution set",
    );
  },
  "qb-linear-inequalities-02": (q) => {
    mustInclude(q.prompt, "420 meters", "at least 1,500 meters", "180 meters each hour");
    // simulate the climb minute by minute over 20 hours: goal met when climbed >= 1,500
    const hs = grid(0, 20, 1 / 60);
    const met = (h) => 420 + 180 * h >= 1500 - EPS;
    keyIs(
      q,
      (o) => {
        const r = ineqFn(mathIn(o)[0], ["h"]);
        return hs.every((h) => r(h) === met(h));
      },
      "the goal inequality",
    );
  },
  "qb-linear-inequalities-03": (q) => {
    const p = ineqFn(
      mathIn(q.prompt).find((m) => m.includes("<")),
      ["x"],
    );
    const ints = grid(-200, 200, 1).filter((x) => p(x));
    assert(ints.length && !p(-1000) && p(1000), "solution set is not bounded below only");
    sprIs(q, Math.min(...ints));
  },
  "qb-linear-inequalities-04": (q) => {
    const { alt, id } = figureAlt(q.passage);
    assert(id === "qb-alg-inequality-region", "unexpected figure");
    assert(
      /dashed/.test(alt) && /below the dashed line/.test(alt) && /contains the origin/.test(alt),
      "description changed",
    );
    const [[x1, y1], [x2, y2]] = pointsIn(alt);
    svgHasPoints(id, { xmin: -3, ymax: 5 }, [
      [x1, y1],
      [x2, y2],
    ]);
    const m = (y2 - y1) / (x2 - x1);
    const shaded = (x, y) => y < y1 + m * (x - x1) - EPS; // strictly below the dashed line
    const pts = [];
    for (const x of grid(-3, 6, 0.25)) for (const y of grid(-3, 5, 0.25)) pts.push([x, y]);
    keyIs(
      q,
      (o) => {
        const r = ineqFn(mathIn(o)[0], ["x", "y"]);
        return pts.every(([x, y]) => r(x, y) === shaded(x, y));
      },
      "the shaded region",
    );
  },
  "qb-linear-inequalities-05": (q) => {
    mustInclude(q.prompt, "\\$4 each", "\\$9 each", "\\$1,350", "150 tacos");
    let b = 0;
    while (4 * 150 + 9 * b < 1350) b++;
    keyIsNumber(q, b);
  },
  "qb-linear-inequalities-06": (q) => {
    const p = ineqFn(
      mathIn(q.prompt).find((m) => m.includes("<")),
      ["x"],
    );
    assert(!p(-1000) && !p(1000), "solution set is not bounded");
    sprIs(q, grid(-500, 500, 1).filter((x) => p(x)).length);
  },
  "qb-linear-inequalities-07": (q) => {
    mustInclude(q.prompt, "exactly 120 acres", "\\$500 per acre of corn", "\\$300 per acre of soybeans", "\\$54,000");
    const ok = grid(0, 120, 0.5).filter((c) => 500 * c + 300 * (120 - c) <= 54000);
    keyIsNumber(q, Math.max(...ok));
  },
  "qb-linear-inequalities-08": (q) => {
    const p = ineqFn(
      mathIn(q.prompt).find((m) => m.includes("<")),
      ["x", "k"],
    );
    const target = ineqFn(
      mathIn(q.prompt).find((m) => m.startsWith("x >")),
      ["x"],
    );
    const xs = grid(-30, 30, 1 / 64);
    const ks = grid(-20, 20, 0.125).filter((k) => xs.every((x) => p(x, k) === target(x)));
    assert(ks.length === 1, `${ks.length} values of k give the solution set`);
    sprIs(q, ks[0]);
  },
  "qb-linear-inequalities-09": (q) => {
    const rel = mathIn(q.prompt).find((m) => m.includes(">"));
    const p = ineqFn(rel, ["x", "y", "b"]);
    mustInclude(q.prompt, "$(-2, 5)$ is a solution", "$(1, 7)$ is not a solution");
    keyIs(
      q,
      (o) => {
        const b = num(o);
        return p(-2, 5, b) && !p(1, 7, b);
      },
      "the possible value of b",
    );
  },
};

// Figures: a dot (circle) must sit at each listed point. The figures are drawn 40 px per unit with a
// 30 px margin, so a point (x, y) is at (30 + 40 (x - xmin), 30 + 40 (ymax - y)).
let readFigure = null;
function svgHasPoints(id, { xmin, ymax }, pts) {
  if (!readFigure) return; // the project checker validates figures itself
  const svg = readFigure(id);
  for (const [x, y] of pts) {
    const cx = 30 + 40 * (x - xmin);
    const cy = 30 + 40 * (ymax - y);
    assert(svg.includes(`cx="${cx}" cy="${cy}"`), `figure ${id} has no dot at (${x}, ${y})`);
  }
}

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  const failures = [];
  let checked = 0;
  for (const [id, check] of Object.entries(CHECKS)) {
    const q = questions.get(id);
    if (!q) {
      failures.push(`${id}: question missing`);
      continue;
    }
    checked++;
    try {
      check({ ...q, passage: q.passage ?? "", prompt: q.prompt ?? "" });
    } catch (e) {
      failures.push(`${id}: ${e.message}`);
    }
  }
  return { checked, failures };
}

// ---------- stand-alone run: read the Markdown files ----------

if (import.meta.url === `file://${process.argv[1]}`) {
  const { readFileSync, readdirSync } = await import("node:fs");
  const { join, dirname } = await import("node:path");
  const { fileURLToPath } = await import("node:url");
  const pack = join(dirname(fileURLToPath(import.meta.url)), "../packs/question-bank");
  readFigure = (id) => readFileSync(join(pack, "figures", `${id}.svg`), "utf8");
  const skills = [
    "linear-equations-one-variable",
    "linear-functions",
    "linear-equations-two-variables",
    "systems-of-linear-equations",
    "linear-inequalities",
  ];
  const questions = new Map();
  for (const skill of skills) {
    const dir = join(pack, "math", skill);
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith(".md"))
      .sort()) {
      const text = readFileSync(join(dir, file), "utf8").replace(/\r\n/g, "\n");
      const fm = text.match(/^---\n([\s\S]*?)\n---\n/);
      const meta = {};
      for (const line of fm[1].split("\n")) {
        const m = line.match(/^(\w+):\s*(.*)$/);
        if (m) meta[m[1]] = m[2].trim();
      }
      const sections = {};
      for (const part of text.slice(fm[0].length).split(/^## /m).slice(1)) {
        const nl = part.indexOf("\n");
        sections[part.slice(0, nl).trim()] = part.slice(nl + 1).trim();
      }
      const q = {
        id: meta.id,
        type: meta.type,
        passage: sections.Passage ?? "",
        prompt: sections.Question ?? "",
        explanation: sections.Explanation ?? "",
      };
      if (meta.type === "mcq") {
        q.options = (sections.Choices ?? "")
          .split("\n")
          .filter(Boolean)
          .map((l) => l.replace(/^[A-D]\.\s*/, ""));
        q.correctOption = meta.answer;
      } else q.acceptedAnswers = JSON.parse(meta.answer);
      questions.set(q.id, q);
    }
  }
  const { checked, failures } = checkKeys(questions);
  console.log(
    `question-bank-algebra: ${questions.size} questions read, ${checked} checked, ${failures.length} failures`,
  );
  for (const f of failures) console.log(`  FAIL ${f}`);
  process.exitCode = failures.length ? 1 : 0;
}
