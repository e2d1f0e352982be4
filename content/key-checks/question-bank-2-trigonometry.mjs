// Recomputes the keys of the second batch of question-bank questions on right triangles and trigonometry:
// qb-right-triangles-and-trigonometry-10 … 30 (21 questions). Read by `npm run content:check`; run on its own
// (`node content/key-checks/question-bank-2-trigonometry.mjs`) to check the Markdown files without the app.
//
// Every check asserts that the question text holds the data it uses (mustContain), then recomputes the answer
// by its own route: building each triangle from coordinates (a vertex found by bisection until a stated length,
// ratio or angle holds) and measuring the asked side or angle there, walking the drone's legs, solving the
// complementary-angle condition by a scan over k, sampling many pairs of triangles for the must-be-true item,
// and solving the cliff's two sightings as a linear system. The four figures are read from their SVG files:
// the vertices come from the drawn polygon and segments, so the check asserts that the figure is drawn to the
// stated measures, that its labels are the numbers the question uses and that the description states them.
// Where an explanation names the slip behind a numeric choice, the check recomputes that slip and asserts the
// choice is it. The mutation pass in ./lib proves that each check notices a wrong key.
import {
  LETTERS,
  assert,
  ensure,
  expectClaims,
  expectOption,
  expectSpr,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import { angleAt, bisect, close, deg, random, rootsScan, solve2 } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { valueOf } from "./lib/tex.mjs";

const SKILLS = ["right-triangles-and-trigonometry"];

// ---------- geometry ----------
const dist = (P, Q) => Math.hypot(P[0] - Q[0], P[1] - Q[1]);
/** Which side of line P->Q the point R lies on (twice the signed area of PQR). */
const cross = (P, Q, R) => (Q[0] - P[0]) * (R[1] - P[1]) - (Q[1] - P[1]) * (R[0] - P[0]);
const polar = (O, r, d) => [O[0] + r * Math.cos(deg(d)), O[1] + r * Math.sin(deg(d))];
const sinAt = (V, P, Q) => Math.sin(deg(angleAt(V, P, Q)));
const cosAt = (V, P, Q) => Math.cos(deg(angleAt(V, P, Q)));
const tanAt = (V, P, Q) => Math.tan(deg(angleAt(V, P, Q)));
/** A float that is a simple fraction, cleaned of bisection noise for expectSpr. */
const clean = (v) => Math.round(v * 1e9) / 1e9;

// ---------- options ----------
/** The wrong numeric choices are the slips the explanation names. */
function slips(q, named) {
  for (const [L, v] of Object.entries(named)) {
    const o = q.options?.[LETTERS.indexOf(L)] ?? "";
    let shown = NaN;
    try {
      shown = valueOf(o);
    } catch {
      // an option that is not a number is not the slip
    }
    assert(close(shown, v), q.id, `choice ${L} (${o}) is not the slip it is said to be (${v})`);
  }
}
/** The options are in ascending order of value. */
function ascending(q) {
  const vs = q.options.map(valueOf);
  assert(
    vs.every((v, i) => i === 0 || vs[i - 1] < v),
    q.id,
    "numeric choices are not in ascending order",
  );
}
/** "$\sin 56^\circ$" -> sin 56°. */
function trigOf(o) {
  const m = /^\$\\(sin|cos|tan) (\d+)\^\\circ\$$/.exec(o.trim());
  if (!m) throw new Error(`'${o}' is not a trigonometric value`);
  return Math[m[1]](deg(Number(m[2])));
}

// ---------- figures ----------
const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** The figure's description in the passage, and its SVG. */
function figure(q, id) {
  const m = [...q.passage.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)].find((f) => f[2] === id);
  ensure(m, `${q.id}: the passage does not show figure ${id}`);
  return { alt: m[1], svg: figureSvg(id) };
}
/** The description states every phrase. */
function described(q, alt, phrases) {
  for (const p of phrases) assert(alt.includes(p), q.id, `the description does not state '${p}'`);
}
/** The vertices of the drawn shapes ({ A: [x, y], … }) from polygons and lines with data-vertices. */
function vertices(svg) {
  const at = {};
  const put = (name, P) => {
    if (at[name]) ensure(dist(at[name], P) < 0.02, `vertex ${name} is drawn in two places`);
    else at[name] = P;
  };
  for (const [tag] of svg.matchAll(/<(polygon|line)\s[^>]*data-vertices="[^"]*"[^>]*>/g)) {
    const names = attr(tag, "data-vertices").split(" ");
    const pts = tag.startsWith("<polygon")
      ? attr(tag, "points")
          .trim()
          .split(/\s+/)
          .map((p) => p.split(",").map(Number))
      : [
          [Number(attr(tag, "x1")), Number(attr(tag, "y1"))],
          [Number(attr(tag, "x2")), Number(attr(tag, "y2"))],
        ];
    ensure(pts.length === names.length, "a shape names a different number of vertices than it has");
    names.forEach((n, i) => put(n, pts[i]));
  }
  return at;
}
/** The measurement labels of a figure, sorted. */
const labels = (svg) => [...svg.matchAll(/<text class="label"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).sort();
function labelled(q, svg, want) {
  assert(labels(svg).join("|") === [...want].sort().join("|"), q.id, `figure labels are [${labels(svg)}]`);
}
/** The drawn figure agrees with a computed measure to drawing accuracy. */
const drawn = (q, got, want, what) =>
  assert(Math.abs(got - want) <= 0.01 * Math.max(1, Math.abs(want)), q.id, `the figure is not drawn to scale: ${what}`);

const T = "qb-right-triangles-and-trigonometry-";
const CHECKS = {
  [`${T}10`]: (q) => {
    mustContain(q, "80 meters due east", "39 meters due north", "straight-line distance");
    let pos = [0, 0]; // walk the two legs a meter at a time
    for (let i = 0; i < 80; i++) pos = [pos[0] + 1, pos[1]];
    for (let i = 0; i < 39; i++) pos = [pos[0], pos[1] + 1];
    const d = dist([0, 0], pos);
    expectValue(q, d);
    ascending(q);
    slips(q, { A: Math.sqrt(80 ** 2 - 39 ** 2), C: 80 + 39, D: d * d });
  },
  [`${T}11`]: (q) => {
    mustContain(q, "angle $L$ is a right angle", "$KL = 40$", "$LM = 9$", "$KM = 41$", "\\cos M");
    const L = [0, 0];
    const K = [0, 40];
    const M = [9, 0];
    assert(close(dist(K, M), 41), q.id, "the sides do not form a right triangle");
    expectValue(q, cosAt(M, K, L));
    ascending(q);
    slips(q, { B: tanAt(K, L, M), C: sinAt(M, K, L), D: tanAt(M, K, L) });
  },
  [`${T}12`]: (q) => {
    mustContain(q, "77 centimeters wide", "diagonal measures 85 centimeters", "height of the frame");
    const h = bisect((t) => dist([0, 0], [77, t]) - 85, 0, 85);
    expectSpr(q, clean(h));
  },
  [`${T}13`]: (q) => {
    mustContain(q, "equal to $\\cos 34^\\circ$");
    expectOption(q, (o) => close(trigOf(o), Math.cos(deg(34))), "equal to cos 34°");
  },
  [`${T}14`]: (q) => {
    mustContain(q, "fence post 1.5 meters tall", "shadow 2 meters long", "shadow 24 meters long", "height");
    // the sun's elevation from the post's triangle, then the mast's top on that ray above the end of its shadow
    const sun = angleAt([2, 0], [0, 0], [0, 1.5]);
    const h = bisect((t) => angleAt([24, 0], [0, 0], [0, t]) - sun, 0, 1000);
    expectValue(q, h);
    ascending(q);
    slips(q, { B: 24 - (2 - 1.5), C: dist([0, h], [24, 0]), D: (24 * 2) / 1.5 });
  },
  [`${T}15`]: (q) => {
    mustContain(q, "square floor tile has sides of length 14", "diagonal");
    const d = dist([0, 0], [14, 14]);
    expectValue(q, d);
    ascending(q);
    slips(q, { A: 14 / Math.SQRT2, C: 14 * Math.sqrt(3), D: 28 });
  },
  [`${T}16`]: (q) => {
    mustContain(q, "$(-4, 7)$", "$(8, -2)$", "straight-line distance");
    expectValue(q, dist([-4, 7], [8, -2]));
    ascending(q);
    slips(q, { A: dist([4, 7], [8, -2]), B: Math.hypot(12, -2 + 7), D: 12 + 9 });
  },
  [`${T}17`]: (q) => {
    mustContain(q, "$(4k - 3)^\\circ$", "$(k + 18)^\\circ$", "acute angles", "$\\sin P = \\cos Q$");
    const hits = [];
    for (let i = -10000; i <= 10000; i++) {
      const k = i / 100;
      const P = 4 * k - 3;
      const Q = k + 18;
      if (P > 0 && P < 90 && Q > 0 && Q < 90 && Math.abs(Math.sin(deg(P)) - Math.cos(deg(Q))) < 1e-12) hits.push(k);
    }
    ensure(hits.length === 1, `${q.id}: expected one k, found [${hits}]`);
    expectSpr(q, hits[0]);
  },
  [`${T}18`]: (q) => {
    mustContain(q, "wire 16 meters long", "angle of $60^\\circ$ with the ground", "height");
    const top = polar([0, 0], 16, 60); // the stake at the origin, the wire rising at 60°
    expectValue(q, top[1]);
    ascending(q);
    slips(q, { A: top[0], B: 16 / Math.SQRT2, D: 16 * Math.sqrt(3) });
  },
  [`${T}19`]: (q) => {
    mustContain(q, "right angle at $J$", "\\cos G = \\frac{12}{37}", "\\tan H");
    const J = [0, 0];
    const G = [12, 0];
    const y = bisect((t) => cosAt(G, [0, t], J) - 12 / 37, 0.01, 1000);
    const H = [0, y];
    expectValue(q, tanAt(H, G, J));
    ascending(q);
    slips(q, { A: sinAt(H, G, J), C: cosAt(H, G, J), D: tanAt(G, H, J) });
  },
  [`${T}20`]: (q) => {
    const { alt, svg } = figure(q, `${T}20-a-frame-sign`);
    described(q, alt, [
      "PR lies on the ground and is labeled 56",
      "PT and RT, are each labeled 53",
      "labeled x degrees",
    ]);
    labelled(q, svg, ["56", "53", "53", "x°"]);
    mustContain(q, "isosceles triangle", "\\tan x^\\circ");
    // T is where circles of radius 53 about P and R meet: the point above PR at distance 53 from both
    const P = [0, 0];
    const R = [56, 0];
    const tx = bisect((x) => dist([x, 1], P) - dist([x, 1], R), 0, 56);
    const Tp = [tx, bisect((y) => dist([tx, y], P) - 53, 0, 53)];
    ensure(close(dist(Tp, R), 53), "construction failed");
    const v = vertices(svg);
    drawn(q, dist(v.P, v.T) / dist(v.P, v.R), 53 / 56, "PT : PR");
    drawn(q, dist(v.R, v.T) / dist(v.P, v.R), 53 / 56, "RT : PR");
    drawn(q, tanAt(v.P, v.R, v.T), tanAt(P, R, Tp), "tan x");
    expectValue(q, tanAt(P, R, Tp));
    ascending(q);
    slips(q, { A: cosAt(P, R, Tp), B: 1 / tanAt(P, R, Tp), C: sinAt(P, R, Tp) });
  },
  [`${T}21`]: (q) => {
    mustContain(q, "56 meters above the water", "angle of depression", "\\tan \\theta = 0.35", "horizontal distance");
    // the keeper at (0, 56); the depression is measured down from the horizontal ray toward the boat at (d, 0)
    const keeper = [0, 56];
    const depression = (d) => angleAt(keeper, [d + 1, 56], [d, 0]);
    const d = bisect((t) => Math.tan(deg(depression(t))) - 0.35, 1, 100000);
    expectSpr(q, clean(d));
  },
  [`${T}22`]: (q) => {
    mustContain(q, "angle $S$ is the right angle", "\\sin R = \\frac{2}{3}", "\\tan R");
    const S = [0, 0];
    const Tv = [0, 2];
    const R = [bisect((x) => dist([x, 0], Tv) - 3, 0, 3), 0];
    expectValue(q, tanAt(R, Tv, S));
    ascending(q);
    slips(q, { A: 2 / (3 ** 2 - 2 ** 2), B: 2 / 3, C: cosAt(R, Tv, S) });
  },
  [`${T}23`]: (q) => {
    mustContain(q, "$x$, $x + 49$, and $x + 50$", "sine of the smallest angle");
    const xs = rootsScan((x) => x * x + (x + 49) ** 2 - (x + 50) ** 2, 0.001, 1000, 0.01);
    ensure(xs.length === 1, `${q.id}: expected one positive x, found [${xs}]`);
    const x = xs[0];
    const C = [0, 0];
    const A = [x + 49, 0];
    const B = [0, x];
    ensure(close(dist(A, B), x + 50), "construction failed");
    const angles = [
      [A, B, C],
      [B, C, A],
      [C, A, B],
    ].map(([V, P, Q]) => ({ V, P, Q, m: angleAt(V, P, Q) }));
    const small = angles.reduce((s, a) => (a.m < s.m ? a : s));
    expectValue(q, Math.sin(deg(small.m)));
    ascending(q);
    slips(q, { B: Math.tan(deg(small.m)), C: Math.cos(deg(small.m)), D: 1 / Math.tan(deg(small.m)) });
  },
  [`${T}24`]: (q) => {
    const { alt, svg } = figure(q, `${T}24-rectangle-diagonal`);
    described(q, alt, ["Diagonal AC is drawn and labeled 14", "labeled 30 degrees"]);
    labelled(q, svg, ["14", "30°"]);
    mustContain(q, "rectangle $ABCD$", "length 14", "angle $CAB$ is $30^\\circ$", "area of the rectangle");
    const A = [0, 0];
    const C = polar(A, 14, 30);
    const B = [C[0], 0];
    const D = [0, C[1]];
    const v = vertices(svg);
    for (const [V, P, Q] of ["ABD", "BCA", "CDB", "DAC"].map((s) => [...s].map((n) => v[n])))
      drawn(q, angleAt(V, P, Q), 90, "a corner is not square");
    drawn(q, angleAt(v.A, v.B, v.C), 30, "angle CAB");
    const area = dist(A, B) * dist(B, C);
    expectValue(q, area);
    ascending(q);
    slips(q, { A: 2 * (dist(A, B) + dist(A, D)), B: area / 2, D: 14 * dist(A, B) });
  },
  [`${T}25`]: (q) => {
    const { alt, svg } = figure(q, `${T}25-nested-right-triangles`);
    described(q, alt, ["the right angle is at C", "AD is labeled 15, DC is labeled 10, and DE is labeled 8"]);
    labelled(q, svg, ["15", "10", "8"]);
    mustContain(q, "angle $ACB$ is a right angle", "$AD = 15$", "$DC = 10$", "$DE = 8$", "\\overline{EB}");
    mustContain(q, "\\overline{DE}$ is perpendicular to $\\overline{AC}");
    const A = [0, 0];
    const D = [15, 0];
    const E = [D[0], 8]; // DE is perpendicular to AC at D
    const C = [25, 0];
    // B on the vertical through C, on the ray from A through E
    const by = bisect((y) => cross(A, E, [25, y]), 0.01, 1000);
    const B = [C[0], by];
    const v = vertices(svg);
    drawn(q, angleAt(v.C, v.A, v.B), 90, "angle C");
    drawn(q, angleAt(v.D, v.A, v.E), 90, "angle ADE");
    drawn(q, angleAt(v.E, v.A, v.B), 180, "E on AB");
    drawn(q, dist(v.A, v.D) / dist(v.D, v.C), 15 / 10, "AD : DC");
    drawn(q, dist(v.D, v.E) / dist(v.A, v.D), 8 / 15, "DE : AD");
    expectSpr(q, clean(dist(E, B)));
  },
  [`${T}26`]: (q) => {
    mustContain(q, "ratio $1 : 2 : 3$", "longest side of the triangle has length 22", "area");
    const t = 180 / (1 + 2 + 3);
    const angles = [t, 2 * t, 3 * t];
    const sides = angles.map((a) => (22 * Math.sin(deg(a))) / Math.sin(deg(Math.max(...angles))));
    const s = (sides[0] + sides[1] + sides[2]) / 2;
    const area = Math.sqrt(s * (s - sides[0]) * (s - sides[1]) * (s - sides[2])); // Heron
    expectValue(q, area);
    ascending(q);
    slips(q, { A: (sides[0] * sides[0]) / 2, C: 2 * area, D: (22 * 22 * Math.sqrt(3)) / 2 });
  },
  [`${T}27`]: (q) => {
    mustContain(q, "ladder 6.5 meters long", "1.6 meters from the base", "3.3 meters from the base", "slide down");
    const height = (foot) => bisect((h) => dist([foot, 0], [0, h]) - 6.5, 0, 6.5);
    expectSpr(q, clean(height(1.6) - height(3.3)));
  },
  [`${T}28`]: (q) => {
    mustContain(q, "angles $C$ and $F$ are the right angles", "$\\sin A = \\cos E$", "must be true");
    // many pairs of triangles meeting the condition: E found from A by bisection, sizes at random
    const samples = [];
    for (let i = 0; i < 200; i++) {
      const A = 1 + 88 * random();
      const E = bisect((e) => Math.sin(deg(A)) - Math.cos(deg(e)), 0, 90);
      samples.push({ A, B: 90 - A, D: 90 - E, E, AB: 1 + 20 * random(), DE: 1 + 20 * random() });
    }
    const always = (p) => samples.every(p);
    const t = (d) => Math.tan(deg(d));
    const sn = (d) => Math.sin(deg(d));
    const cs = (d) => Math.cos(deg(d));
    expectClaims(q, [
      { has: "$\\tan B = \\tan E$", ok: always((s) => close(t(s.B), t(s.E), 1e-6)) },
      { has: "$\\sin A = \\sin E$", ok: always((s) => close(sn(s.A), sn(s.E), 1e-6)) },
      { has: "$AB = DE$", ok: always((s) => close(s.AB, s.DE)) },
      { has: "$\\cos A = \\sin D$", ok: always((s) => close(cs(s.A), sn(s.D), 1e-6)) },
    ]);
  },
  [`${T}29`]: (q) => {
    const { alt, svg } = figure(q, `${T}29-two-right-triangles`);
    described(q, alt, ["Side AB is labeled 6", "AB and BD is labeled 45 degrees", "BD and BC is labeled 30 degrees"]);
    labelled(q, svg, ["6", "45°", "30°"]);
    mustContain(q, "angles $BAD$ and $BCD$ are right angles", "$AB = 6$", "angle $ABD$ is $45^\\circ$");
    mustContain(q, "angle $CBD$ is $30^\\circ$", "\\overline{BC}");
    const B = [0, 0];
    const A = polar(B, 6, 45);
    const D = [bisect((x) => angleAt(A, B, [x, 0]) - 90, 6, 100), 0];
    const bc = bisect((r) => angleAt(polar(B, r, -30), B, D) - 90, 0.01, dist(B, D) - 1e-9);
    const C = polar(B, bc, -30);
    const v = vertices(svg);
    drawn(q, angleAt(v.A, v.B, v.D), 90, "angle BAD");
    drawn(q, angleAt(v.C, v.B, v.D), 90, "angle BCD");
    drawn(q, angleAt(v.B, v.A, v.D), 45, "angle ABD");
    drawn(q, angleAt(v.B, v.C, v.D), 30, "angle CBD");
    drawn(q, dist(v.B, v.C) / dist(v.A, v.B), bc / 6, "BC : AB");
    expectValue(q, bc);
    ascending(q);
    slips(q, { A: dist(C, D), C: dist(B, D), D: 6 * Math.sqrt(3) });
  },
  [`${T}30`]: (q) => {
    mustContain(q, "\\tan \\theta = 0.75", "walks 35 meters straight toward", "\\tan \\phi = 1.2", "height");
    // unknowns h and x (Q's distance from the base): h = 0.75 (x + 35) and h = 1.2 x
    const s = solve2(1, -0.75, 0.75 * 35, 1, -1.2, 0);
    ensure(s && s.y > 0, `${q.id}: no sighting geometry`);
    const h = s.x;
    const top = [0, h];
    assert(close(tanAt([s.y + 35, 0], [0, 0], top), 0.75), q.id, "sighting from P");
    assert(close(tanAt([s.y, 0], [0, 0], top), 1.2), q.id, "sighting from Q");
    expectSpr(q, clean(h));
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
