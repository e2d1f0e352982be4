// Recomputes the keys of the second batch of question-bank questions on circles: qb-circles-10 … 30 (21
// questions). The statistical-claims questions of the same batch are checked by
// question-bank-2-claims-and-circles-1.mjs. Read by `npm run content:check`; run on its own
// (`node content/key-checks/question-bank-2-claims-and-circles-2.mjs`) to check the Markdown files without the app.
//
// Every check asserts that the question text holds the numbers and equations it uses, then recomputes the answer
// by its own route rather than by the textbook formula: arc lengths as the summed chords of a fine polygon, sector
// areas by integrating in polar coordinates, radians as arc length on the unit circle, centers and radii of circles
// given in general form by minimizing the equation's left side and finding where it crosses zero, angles from
// coordinates, tangents as right angles found by bisection, and options that are equations tested at many points
// of the true circle. For the four figures, the check reads the drawn points (and the graphed circle) back from
// the SVG, asserts that they show what the question and its description say, and computes from them. The mutation
// pass in ./lib proves that each check notices a wrong key.
import { assert, ensure, expectOption, expectSpr, expectValue, mustContain } from "./lib/assertions.mjs";
import { angleAt, bisect, close, deg, integrate, minimum, rootsScan } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { equationOf, pointOf, soleMath } from "./lib/tex.mjs";

const SKILLS = ["circles"];

const toDeg = (r) => (r * 180) / Math.PI;
const dist = (P, Q) => Math.hypot(P[0] - Q[0], P[1] - Q[1]);
const polar = (O, r, d) => [O[0] + r * Math.cos(deg(d)), O[1] + r * Math.sin(deg(d))];
/** Length of the arc of radius r through `radians`, as the sum of 20,000 chords. */
function arcLength(r, radians, n = 20000) {
  let s = 0;
  for (let i = 0; i < n; i++)
    s += dist(polar([0, 0], r, toDeg((radians * i) / n)), polar([0, 0], r, toDeg((radians * (i + 1)) / n)));
  return s;
}
/** Area of a sector, integrated in polar coordinates. */
const sectorArea = (r, radians) => integrate(() => integrate((rho) => rho, 0, r, 50), 0, radians, 50);
const round = (v, places = 6) => Math.round(v * 10 ** places) / 10 ** places;
/** Bisection that stops once the bracket is 1e-11 wide: for the searches whose every step sums a polygon. */
function solve(f, lo, hi) {
  const up = f(hi) > f(lo);
  while (hi - lo > 1e-11) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0 === up) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}
/** The equation of a circle (TeX "lhs = rhs") as G(x, y) = lhs - rhs. */
const circleOf = (tex) => {
  const g = equationOf(tex);
  return (x, y) => g({ x, y });
};
/** Center and radius of G(x, y) = 0: G is least at the center; the radius is where G crosses zero from there. */
function centerRadius(G) {
  const cx = round(minimum((x) => G(x, 0), -60, 60).x);
  const cy = round(minimum((y) => G(0, y), -60, 60).x);
  ensure(G(cx, cy) < 0, "the equation is not a circle");
  const r = bisect((t) => G(cx + t, cy), 0, 100);
  return { c: [cx, cy], r };
}
/** The option's equation holds at many points of the circle (center c, radius r) and not at its center. */
const sameCircle = (c, r) => (o) => {
  const F = equationOf(soleMath(o));
  const on = [0, 33, 90, 141, 200, 271, 318].every((t) => {
    const [x, y] = polar(c, r, t);
    return Math.abs(F({ x, y })) < 1e-7;
  });
  return on && Math.abs(F({ x: c[0], y: c[1] })) > 1e-6;
};

/** The labeled points of a figure (`<circle id="pt-X" cx cy>`), y turned upward. */
function figurePoints(q, id) {
  ensure(q.passage.includes(`](${id})`), `${q.id}: expected figure ${id}`);
  const pts = {};
  for (const [, name, x, y] of figureSvg(id).matchAll(/<circle id="pt-(\w)" cx="([\d.]+)" cy="([\d.]+)"/g))
    pts[name] = [Number(x), -Number(y)];
  return pts;
}
/** The figure's label for an angle ("37°") is there, and the drawn angle measures it. */
function drawnAngle(q, id, measured, label) {
  assert(figureSvg(id).includes(`>${label}°<`), q.id, `figure ${id} has no label ${label}°`);
  assert(Math.abs(measured - label) < 0.1, q.id, `the angle drawn in ${id} is ${measured}, not ${label}`);
}

const C = "qb-circles-";
const CHECKS = {
  [`${C}10`]: (q) => {
    mustContain(q, "$(x - 6)^2 + (y + 1)^2 = 49$", "center of the circle");
    const { c } = centerRadius(circleOf("(x - 6)^2 + (y + 1)^2 = 49"));
    expectOption(q, (o) => close(pointOf(o)[0], c[0]) && close(pointOf(o)[1], c[1]), "the center");
  },
  [`${C}11`]: (q) => {
    mustContain(q, "radius of 15 meters", "central angle of $48^\\circ$", "$k\\pi$ meters");
    expectSpr(q, [round(arcLength(15, deg(48)) / Math.PI)]);
  },
  [`${C}12`]: (q) => {
    const id = `${C}12-inscribed-angle`;
    mustContain(q, "angle $JLK$ is $37^\\circ$", "angle $JOK$", "marked 37 degrees");
    const { O, J, K, L } = figurePoints(q, id);
    for (const P of [K, L]) assert(Math.abs(dist(O, P) - dist(O, J)) < 0.05, q.id, "a point is off the drawn circle");
    drawnAngle(q, id, angleAt(L, J, K), 37);
    // on a unit circle with L at the top, the central angle t whose chord JK subtends 37 degrees at L
    const t = bisect(
      (t) => angleAt(polar([0, 0], 1, 90), polar([0, 0], 1, -90 - t / 2), polar([0, 0], 1, -90 + t / 2)) - 37,
      1,
      179,
    );
    assert(Math.abs(angleAt(O, J, K) - t) < 0.2, q.id, "the figure's angle JOK disagrees");
    expectValue(q, round(t));
  },
  [`${C}13`]: (q) => {
    mustContain(q, "measure of $300^\\circ$", "in radians");
    // a radian measure is the length of the arc the angle cuts from a circle of radius 1
    expectValue(q, arcLength(1, deg(300), 100000), { tol: 1e-7 });
  },
  [`${C}14`]: (q) => {
    mustContain(q, "center at $(-4, 3)$", "the point $(2, 11)$ lies on the circle");
    const c = [-4, 3];
    const r = dist(c, [2, 11]);
    expectOption(
      q,
      (o) => sameCircle(c, r)(o) && Math.abs(equationOf(soleMath(o))({ x: 2, y: 11 })) < 1e-9,
      "the circle",
    );
  },
  [`${C}15`]: (q) => {
    mustContain(q, "tangent at point $P$", "$OP = 8$", "$PT = 15$", "$\\overline{OT}$");
    // O at the origin, P = (0, 8); the tangent at P is perpendicular to OP, so T is 15 along it
    const O = [0, 0];
    const P = [0, 8];
    const T = [15, 8];
    assert(close(angleAt(P, O, T), 90) && close(dist(P, T), 15), q.id, "construction failed");
    expectValue(q, dist(O, T));
  },
  [`${C}16`]: (q) => {
    mustContain(q, "area of $121\\pi$ square meters", "diameter");
    const r = bisect((t) => sectorArea(t, 2 * Math.PI) - 121 * Math.PI, 0.1, 100);
    expectSpr(q, [round(2 * r)]);
  },
  [`${C}17`]: (q) => {
    mustContain(q, "$x^2 + y^2 + 12x - 2y = 12$", "radius");
    expectValue(q, centerRadius(circleOf("x^2 + y^2 + 12x - 2y = 12")).r, { tol: 1e-8 });
  },
  [`${C}18`]: (q) => {
    mustContain(q, "radius of 6 inches", "central angle of $50^\\circ$", "area");
    expectValue(q, sectorArea(6, deg(50)), { tol: 1e-8 });
  },
  [`${C}19`]: (q) => {
    mustContain(q, "up to 6 meters", "angle of 2.5 radians", "length");
    expectValue(q, arcLength(6, 2.5, 100000), { tol: 1e-7 });
  },
  [`${C}20`]: (q) => {
    mustContain(q, "central angle of $\\frac{5\\pi}{6}$ radians", "arc of length $20\\pi$", "radius");
    expectSpr(q, [round(solve((r) => arcLength(r, (5 * Math.PI) / 6) - 20 * Math.PI, 1, 100))]);
  },
  [`${C}21`]: (q) => {
    mustContain(q, "$(x - 2)^2 + (y + 5)^2 = 36$", "inside the circle");
    const G = circleOf("(x - 2)^2 + (y + 5)^2 = 36");
    const { c, r } = centerRadius(G);
    // inside: nearer the center than the radius (a point on the circle is not inside)
    expectOption(q, (o) => dist(pointOf(o), c) < r - 1e-9, "inside");
  },
  [`${C}22`]: (q) => {
    mustContain(q, "the point $(a, 7)$", "$(x + 2)^2 + (y - 3)^2 = 41$", "$a < 0$");
    const G = circleOf("(x + 2)^2 + (y - 3)^2 = 41");
    const as = rootsScan((a) => G(a, 7), -50, 50).filter((a) => a < 0);
    ensure(as.length === 1, `negative solutions: ${as}`);
    expectValue(q, as[0]);
  },
  [`${C}23`]: (q) => {
    const id = `${C}23-diameter-triangle`;
    mustContain(q, "$\\overline{AB}$ is a diameter", "angle $CAB$ is $28^\\circ$", "angle $ABC$", "marked 28 degrees");
    const { O, A, B, C: Cp } = figurePoints(q, id);
    assert(dist(O, [(A[0] + B[0]) / 2, (A[1] + B[1]) / 2]) < 0.05, q.id, "O is not the midpoint of AB");
    assert(Math.abs(dist(O, Cp) - dist(O, A)) < 0.05, q.id, "C is off the drawn circle");
    drawnAngle(q, id, angleAt(A, B, Cp), 28);
    // A = (-1, 0), B = (1, 0): the point C of the upper semicircle with angle CAB = 28 degrees
    const [Au, Bu] = [
      [-1, 0],
      [1, 0],
    ];
    const phi = bisect((p) => angleAt(Au, Bu, polar([0, 0], 1, p)) - 28, 0.1, 179.9);
    expectValue(q, round(angleAt(Bu, Au, polar([0, 0], 1, phi))));
  },
  [`${C}24`]: (q) => {
    mustContain(q, "circle with radius 8 has an area of 24", "in radians");
    expectSpr(q, [round(bisect((t) => sectorArea(8, t) - 24, 0.01, 2 * Math.PI))]);
  },
  [`${C}25`]: (q) => {
    mustContain(q, "$2x^2 + 2y^2 - 8x + 20y + 40 = 0$", "area of the circle");
    const G = circleOf("2x^2 + 2y^2 - 8x + 20y + 40 = 0");
    const { c } = centerRadius(G);
    // the area swept from the center: half the square of the distance to the curve, integrated over the turn
    const reach = (a) => bisect((t) => G(c[0] + t * Math.cos(a), c[1] + t * Math.sin(a)), 0, 100);
    expectValue(
      q,
      integrate((a) => reach(a) ** 2 / 2, 0, 2 * Math.PI, 60),
      { tol: 1e-8 },
    );
  },
  [`${C}26`]: (q) => {
    const id = `${C}26-two-tangents`;
    mustContain(q, "tangent to the circle with center $O$", "radius of the circle is 18", "angle $APB$ is $50^\\circ$");
    mustContain(q, "minor arc $AB$", "marked 50 degrees");
    const { O, A, B, P } = figurePoints(q, id);
    for (const [T, name] of [
      [A, "A"],
      [B, "B"],
    ])
      assert(Math.abs(angleAt(T, O, P) - 90) < 0.1, q.id, `the segment to ${name} is not drawn tangent`);
    drawnAngle(q, id, angleAt(P, A, B), 50);
    // P = (d, 0): the tangent point is where the radius meets the segment to P at a right angle
    const touch = (d) =>
      polar(
        [0, 0],
        18,
        bisect((f) => angleAt(polar([0, 0], 18, f), [0, 0], [d, 0]) - 90, 0.01, 89.99),
      );
    const d = bisect((d) => angleAt([d, 0], touch(d), [touch(d)[0], -touch(d)[1]]) - 50, 18.01, 2000);
    const half = toDeg(Math.atan2(touch(d)[1], touch(d)[0]));
    expectValue(q, arcLength(18, deg(2 * half), 100000), { tol: 1e-7 });
  },
  [`${C}27`]: (q) => {
    mustContain(q, "the line $x + y = k$", "$k > 0$", "tangent to the circle $x^2 + y^2 = 50$");
    const G = circleOf("x^2 + y^2 = 50");
    // tangent: the line's nearest approach to the circle's equation is a touch, G = 0 at its least
    const k = solve((k) => minimum((x) => G(x, k - x), -60, 60).y, 0.1, 100);
    expectSpr(q, [round(k)]);
  },
  [`${C}28`]: (q) => {
    mustContain(q, "circle with radius 9 has a perimeter of $18 + 4\\pi$", "in degrees");
    expectValue(q, round(solve((t) => 2 * 9 + arcLength(9, deg(t)) - (18 + 4 * Math.PI), 1, 359)));
  },
  [`${C}29`]: (q) => {
    const id = `${C}29-circle-graph`;
    mustContain(q, "(negative 1, negative 2)", "(7, negative 2)", "(3, 2)", "(3, negative 6)", "lines 1 unit apart");
    ensure(q.passage.includes(`](${id})`), `expected figure ${id}`);
    // the graph: 36 px a unit, 30 px margin, x from -3, y up to 3
    const [px, py] = [(x) => 30 + 36 * (x + 3), (y) => 30 + 36 * (3 - y)];
    const svg = figureSvg(id);
    const big = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/g)].filter((m) => Number(m[3]) > 10);
    ensure(big.length === 1, "the figure does not graph one circle");
    const c = [(Number(big[0][1]) - 30) / 36 - 3, 3 - (Number(big[0][2]) - 30) / 36];
    const r = Number(big[0][3]) / 36;
    for (const p of [
      [-1, -2],
      [7, -2],
      [3, 2],
      [3, -6],
    ]) {
      assert(svg.includes(`cx="${px(p[0])}" cy="${py(p[1])}" r="4"`), q.id, `no dot at (${p})`);
      assert(close(dist(p, c), r), q.id, `the dot at (${p}) is off the graphed circle`);
    }
    expectOption(q, sameCircle(c, r), "the circle");
  },
  [`${C}30`]: (q) => {
    mustContain(q, "chord of a circle has a length of 16", "distance from the center of the circle to the chord is 6");
    mustContain(q, "$k\\pi$");
    // the chord lies on y = 6; its half-length is where x^2 + 6^2 reaches r^2
    const chord = (r) => 2 * bisect((x) => x * x + 36 - r * r, 0, r);
    const r = bisect((r) => chord(r) - 16, 6.001, 100);
    expectSpr(q, [round(sectorArea(r, 2 * Math.PI) / Math.PI)]);
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
