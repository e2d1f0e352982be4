// Reading the math out of question text. The TeX of prompts and options is evaluated by a small parser
// rather than by turning it into JavaScript: nothing in a question file can run as code, and TeX the parser
// does not know is an error, not a guess.
//
// Supported: numbers ({,} thousands separators), single-letter variables, + - (also U+2212) \cdot \times /,
// implicit multiplication, ^, \frac, \sqrt, \sqrt[n], \pi, \left \right, ( ) and { }.

function tokenize(src) {
  const s = src
    .replace(/\\left|\\right/g, "")
    .replace(/\{,\}/g, "")
    .replace(/\\ /g, " ")
    .replace(/\u2212/g, "-");
  const tokens = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const rest = s.slice(i);
    const num = /^(\d+(\.\d+)?|\.\d+)/.exec(rest);
    if (num) {
      tokens.push({ t: "num", v: num[0] });
      i += num[0].length;
      continue;
    }
    const cmd = /^\\[a-zA-Z]+/.exec(rest);
    if (cmd) {
      tokens.push({ t: "cmd", v: cmd[0] });
      i += cmd[0].length;
      continue;
    }
    if (/[a-zA-Z]/.test(c)) {
      tokens.push({ t: "var", v: c });
      i++;
      continue;
    }
    if ("+-*/^(){}[]".includes(c)) {
      tokens.push({ t: "sym", v: c });
      i++;
      continue;
    }
    throw new Error(`cannot tokenize '${c}' in ${src}`);
  }
  return tokens;
}

/** TeX expression -> function of an environment of variables: parseMath("2x + 1")({ x: 3 }) === 7. */
export function parseMath(src) {
  const tk = tokenize(src);
  let p = 0;
  const is = (t, v) => tk[p] && tk[p].t === t && (v === undefined || tk[p].v === v);
  const eat = (t, v) => {
    if (!is(t, v)) throw new Error(`expected ${v ?? t} at token ${p} in ${src}`);
    return tk[p++];
  };
  const startsFactor = () =>
    is("num") ||
    is("var") ||
    is("sym", "(") ||
    is("sym", "{") ||
    is("cmd", "\\frac") ||
    is("cmd", "\\sqrt") ||
    is("cmd", "\\pi");
  function expr() {
    let left = term();
    while (is("sym", "+") || is("sym", "-")) {
      const op = tk[p++].v;
      const right = term();
      const l = left;
      left = op === "+" ? (e) => l(e) + right(e) : (e) => l(e) - right(e);
    }
    return left;
  }
  function term() {
    let left = unary();
    for (;;) {
      const l = left;
      if (is("cmd", "\\cdot") || is("cmd", "\\times") || is("sym", "*")) {
        p++;
        const r = unary();
        left = (e) => l(e) * r(e);
      } else if (is("sym", "/")) {
        p++;
        const r = unary();
        left = (e) => l(e) / r(e);
      } else if (startsFactor()) {
        const r = power();
        left = (e) => l(e) * r(e);
      } else return left;
    }
  }
  function unary() {
    if (is("sym", "-")) {
      p++;
      const u = unary();
      return (e) => -u(e);
    }
    if (is("sym", "+")) {
      p++;
      return unary();
    }
    return power();
  }
  function power() {
    const base = primary();
    if (!is("sym", "^")) return base;
    p++;
    let ex;
    if (is("sym", "{")) ex = group();
    else if (is("num")) {
      // x^23 would be read as x^2 * 3 in TeX; a file that means x^{23} must say so
      if (tk[p].v.length > 1) throw new Error(`ambiguous exponent in ${src}`);
      const d = Number(tk[p++].v);
      ex = () => d;
    } else ex = primary();
    return (e) => base(e) ** ex(e);
  }
  function group() {
    eat("sym", "{");
    const g = expr();
    eat("sym", "}");
    return g;
  }
  function primary() {
    const t = tk[p];
    if (!t) throw new Error(`unexpected end in ${src}`);
    if (t.t === "num") {
      p++;
      const v = Number(t.v);
      return () => v;
    }
    if (t.t === "var") {
      p++;
      return (e) => {
        if (!(t.v in e)) throw new Error(`unbound ${t.v} in ${src}`);
        return e[t.v];
      };
    }
    if (is("sym", "(")) {
      p++;
      const g = expr();
      eat("sym", ")");
      return g;
    }
    if (is("sym", "{")) return group();
    if (is("cmd", "\\frac")) {
      p++;
      const a = group();
      const b = group();
      return (e) => a(e) / b(e);
    }
    if (is("cmd", "\\sqrt")) {
      p++;
      let n = () => 2;
      if (is("sym", "[")) {
        p++;
        n = expr();
        eat("sym", "]");
      }
      const a = group();
      return (e) => a(e) ** (1 / n(e));
    }
    if (is("cmd", "\\pi")) {
      p++;
      return () => Math.PI;
    }
    throw new Error(`unexpected '${t.v}' in ${src}`);
  }
  const f = expr();
  if (p !== tk.length) throw new Error(`trailing input at token ${p} in ${src}`);
  return f;
}

/** Math segments ($…$ and $$…$$) of a text, in order; `\$` is money, not math. */
export function mathIn(text) {
  const out = [];
  let i = 0;
  while (i < text.length) {
    if (text.startsWith("\\$", i)) {
      i += 2;
      continue;
    }
    if (text[i] === "$") {
      const open = text.startsWith("$$", i) ? 2 : 1;
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

/** "$…$" (one formula and nothing else) -> its TeX source. */
export function soleMath(text) {
  const m = /^\$([^$]+)\$$/.exec(text.trim());
  if (!m) throw new Error(`'${text}' is not a single formula`);
  return m[1];
}
export const valueOf = (text) => parseMath(soleMath(text))({});
/** "$f(x) = …$" or "$y = …$" -> the right-hand side as a function. */
export const rhsOf = (text) => parseMath(soleMath(text).split("=").pop());
/** "$(3, 6)$" -> [3, 6] */
export function pointOf(text) {
  const m = /^\(\s*([^,]+),([^)]+)\)$/.exec(soleMath(text).trim());
  if (!m) throw new Error(`'${text}' is not a point`);
  return [parseMath(m[1])({}), parseMath(m[2])({})];
}

const RELATIONS = { "<": "<", ">": ">", "=": "=", "\\le": "<=", "\\leq": "<=", "\\ge": ">=", "\\geq": ">=" };
/** "a < b \le c" -> { sides: ["a", "b", "c"], ops: ["<", "<="] } (sides as TeX). */
export function relationOf(tex) {
  const parts = tex.split(/(\\leq?(?![a-zA-Z])|\\geq?(?![a-zA-Z])|<|>|=)/);
  return {
    sides: parts.filter((_, i) => i % 2 === 0).map((s) => s.trim()),
    ops: parts.filter((_, i) => i % 2 === 1).map((op) => RELATIONS[op]),
  };
}
/** "lhs = rhs" (TeX) -> (env) => lhs - rhs. */
export function equationOf(tex) {
  const { sides, ops } = relationOf(tex);
  if (ops.length !== 1 || ops[0] !== "=") throw new Error(`'${tex}' is not one equation`);
  const L = parseMath(sides[0]);
  const R = parseMath(sides[1]);
  return (e) => L(e) - R(e);
}

/** "$-4$ and $3$", "$6$ only", "$x = 3 \pm \sqrt{5}$" -> the sorted list of values; no formula -> []. */
export function valuesOf(text) {
  const out = [];
  for (const tex of mathIn(text)) {
    const rhs = tex.split("=").pop();
    if (rhs.includes("\\pm")) {
      out.push(parseMath(rhs.replace("\\pm", "+"))({}), parseMath(rhs.replace("\\pm", "-"))({}));
    } else out.push(parseMath(rhs)({}));
  }
  return out.sort((a, b) => a - b);
}
/** An option naming a solution set: its values, [] only when it says there is no solution. */
export function solutionsOf(text) {
  if (/no (real )?solutions?/i.test(text)) return [];
  const values = valuesOf(text);
  if (!values.length) throw new Error(`'${text}' names no solution`);
  return values;
}

/**
 * The table in a passage as rows of cell texts, header row first. Reads the stored form of the pack parser
 * ("a | b", one row a line) and Markdown ("| a | b |"); a " | " inside math (|x|) does not make a row.
 */
export function tableRows(passage) {
  return passage
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.startsWith("|") || l.replace(/\$[^$]*\$/g, "").includes(" | "))
    .map((l) =>
      l
        .replace(/^\|/, "")
        .replace(/\|$/, "")
        .split("|")
        .map((c) => c.trim()),
    )
    .filter((cells) => !cells.every((c) => /^:?-{3,}:?$/.test(c)));
}

/** "\$7.10" -> 710: an amount of money as whole cents, so sums of prices stay exact. */
export function centsOf(text) {
  const m = /^\\\$(\d+)\.(\d\d)$/.exec(text.trim());
  if (!m) throw new Error(`'${text}' is not an amount of money`);
  return Number(m[1]) * 100 + Number(m[2]);
}

/** "6.1%" -> 6.1 */
export function percentOf(text) {
  const m = /^(\d+(\.\d+)?)%$/.exec(text.trim());
  if (!m) throw new Error(`'${text}' is not a percent`);
  return Number(m[1]);
}

const COMPARE = {
  "<": (a, b) => a < b,
  "<=": (a, b) => a <= b,
  ">": (a, b) => a > b,
  ">=": (a, b) => a >= b,
  "=": (a, b) => Math.abs(a - b) < 1e-9,
};
/** A relation or chain of them in TeX ("2x - y < -5", "2 < x \le 8") -> (env) => is it true there. */
export function predicateOf(tex) {
  const { sides, ops } = relationOf(tex);
  if (ops.length === 0 || ops.some((op) => !COMPARE[op])) throw new Error(`'${tex}' is not a relation`);
  const fs = sides.map(parseMath);
  return (env) => ops.every((op, i) => COMPARE[op](fs[i](env), fs[i + 1](env)));
}
