// Recomputes the keys of the second batch of question-bank questions for the Geometry (domain S) skill Lines,
// angles, and triangles: qb-lines-angles-and-triangles-10 … 30 (21 questions). The Area and volume questions of
// the same batch are checked by question-bank-2-area-and-angles-1.mjs. Read by `npm run content:check`; run on
// its own (`node content/key-checks/question-bank-2-area-and-angles-2.mjs`) to check the Markdown files without
// the app.
//
// Every check asserts that the question text holds the data it uses (mustContain), then recomputes the answer by
// its own route: it builds the figure in coordinates from the given angles and lengths (rays, bisection for an
// unknown length, intersections of lines) and measures the asked angle or length, often for several shapes to
// show the answer does not depend on the ones the question leaves open; or it scans the unknown. For the five
// figures it also reads the SVG: the labels must match the description, and the points drawn must lie as the
// question says (on one line, on a side, inside the triangle, with parallel segments parallel). The mutation pass
// in ./lib proves that each check notices a wrong key.
import { assert, ensure, expectSpr, expectValue, mustContain } from "./lib/assertions.mjs";
import { angleAt, bisect, close, deg, rootsScan, scan, solve2 } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";

const SKILLS = ["lines-angles-and-triangles"];

// ---------- geometry ----------
const sub = (P, Q) => [P[0] - Q[0], P[1] - Q[1]];
const cross = (u, v) => u[0] * v[1] - u[1] * v[0];
const dist = (P, Q) => Math.hypot(P[0] - Q[0], P[1] - Q[1]);
const polar = (O, r, d) => [O[0] + r * Math.cos(deg(d)), O[1] + r * Math.sin(deg(d))];
const O = [0, 0];
const ONE = [1, 0];
/** The unit vector at d degrees. */
const dir = (d) => polar([0, 0], 1, d);
const unit = (u) => [u[0] / Math.hypot(...u), u[1] / Math.hypot(...u)];
/** Where the line through P with direction u meets the line through Q with direction v. */
function meet(P, u, Q, v) {
  const s = solve2(u[0], -v[0], Q[0] - P[0], u[1], -v[1], Q[1] - P[1]);
  ensure(s, "the lines are parallel");
  return [P[0] + s.x * u[0], P[1] + s.x * u[1]];
}
/** Triangle with base B = (0, 0), C = (1, 0) and the given angles at B and C; returns A. */
const apex = (b, c) => meet(O, dir(b), ONE, dir(180 - c));
const collinear = (P, Q, R) => Math.abs(cross(sub(Q, P), sub(R, P))) / (dist(P, Q) * dist(P, R)) < 2e-3;
const parallel = (P, Q, R, S) => Math.abs(cross(unit(sub(Q, P)), unit(sub(S, R)))) < 2e-3;
/** All values agree; the first of them. */
function same(values, what) {
  ensure(
    values.every((v) => close(v, values[0], 1e-9)),
    `${what} depends on the shape: ${values}`,
  );
  return values[0];
}
function only(list, what) {
  ensure(list.length === 1, `${what}: expected one value, found [${list}]`);
  return list[0];
}

// ---------- figures ----------
/** A figure of the passage: description, SVG, text labels and named points (SVG y turned up). */
function figure(q, id) {
  const m = [...q.passage.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)].find((f) => f[2] === id);
  ensure(m, `${q.id}: the passage does not show figure ${id}`);
  const svg = figureSvg(id);
  const labels = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((t) => t[1]);
  const pts = Object.fromEntries(
    [...svg.matchAll(/<circle class="pt" data-name="(\w)" cx="([\d.]+)" cy="([\d.]+)"/g)].map((p) => [
      p[1],
      [+p[2], -p[3]],
    ]),
  );
  return { alt: m[1], svg, labels, pts };
}
/** The SVG shows each label and the description states the matching phrase. */
function agree(q, fig, pairs) {
  for (const [label, phrase] of pairs) {
    assert(fig.labels.includes(label), q.id, `the figure has no label '${label}'`);
    assert(fig.alt.includes(phrase), q.id, `the description does not state '${phrase}'`);
  }
}
/** A <line class="cls"> of the SVG as two points (y turned up). */
function lineOf(svg, cls) {
  const m = new RegExp(`<line class="${cls}" x1="([\\d.]+)" y1="([\\d.]+)" x2="([\\d.]+)" y2="([\\d.]+)"`).exec(svg);
  ensure(m, `no line ${cls}`);
  return [
    [+m[1], -m[2]],
    [+m[3], -m[4]],
  ];
}

const L = "qb-lines-angles-and-triangles-";

const CHECKS = {
  [`${L}10`]: (q) => {
    const fig = figure(q, "qb-lines-angles-and-triangles-10-parallel-lines");
    agree(q, fig, [
      ["109°", "below l and to the right of t is marked 109 degrees"],
      ["x°", "above m and to the right of t is marked x degrees"],
    ]);
    mustContain(q, "parallel lines $\\ell$ and $m$ crossed by line $t$");
    const [l, m, t] = ["line-l", "line-m", "line-t"].map((c) => lineOf(fig.svg, c));
    assert(parallel(...l, ...m), q.id, "lines l and m are not drawn parallel");
    const tDown = t[0][1] < t[1][1] ? t[0] : t[1];
    const atL = meet(l[0], sub(l[1], l[0]), t[0], sub(t[1], t[0]));
    assert(Math.abs(angleAt(atL, [atL[0] + 1, atL[1]], tDown) - 109) < 0.5, q.id, "the drawn angle is not 109");
    // l: y = 0 and m: y = -1; the downward ray of t leaves l 109 degrees clockwise from the rightward ray of l
    const down = dir(-109);
    const P = [down[0] / -down[1], -1]; // where t meets m
    expectValue(q, angleAt(P, [P[0] + 1, -1], [P[0] - down[0], P[1] - down[1]]));
  },
  [`${L}11`]: (q) => {
    mustContain(q, "Two lines intersect", "$34^\\circ$ more than an angle next to it", "larger");
    // an angle a and its neighbor make a straight angle: a + (180 - a) = 180; the neighbor is 34 more
    const a = only(
      scan(0, 180, 2, (a) => 180 - a === a + 34),
      "a",
    );
    expectSpr(q, Math.max(a, 180 - a));
  },
  [`${L}12`]: (q) => {
    mustContain(q, "2 meters tall casts a shadow 3 meters long", "shadow 27 meters long");
    const sun = Math.atan2(2, 3); // the angle of the rays with the ground, from the post
    expectValue(q, 27 * Math.tan(sun));
  },
  [`${L}13`]: (q) => {
    mustContain(q, "$XY = XZ$", "angle $Y$ is $67^\\circ$", "angle $X$");
    // X at the origin, XY = XZ = 1, opening t: find t for which the angle at Y is 67
    const tri = (t) => [[0, 0], dir(270 - t / 2), dir(270 + t / 2)];
    const t = bisect(
      (s) => {
        const [X, Y, Z] = tri(s);
        return angleAt(Y, X, Z) - 67;
      },
      1,
      179,
    );
    const [X, Y, Z] = tri(t);
    expectValue(q, angleAt(X, Y, Z), { tol: 1e-8 });
  },
  [`${L}14`]: (q) => {
    mustContain(q, "largest angle measures twice", "$12^\\circ$ more than the smallest angle");
    const x = only(
      scan(0, 180, 2, (x) => x + (x + 12) + 2 * x === 180 && 2 * x >= x + 12),
      "smallest angle",
    );
    expectValue(q, 2 * x);
  },
  [`${L}15`]: (q) => {
    mustContain(q, "angle $Q$ is the right angle", "angle $P$ is 4 times the measure of angle $R$");
    const r = only(
      scan(0, 90, 2, (r) => 90 + 4 * r + r === 180),
      "angle R",
    );
    expectSpr(q, 4 * r);
  },
  [`${L}16`]: (q) => {
    mustContain(q, "$ABC$ is equilateral", "$BCDE$ is a square", "square lies outside the triangle", "angle $ABE$");
    const [B, C, A] = [O, ONE, apex(60, 60)];
    const [D, E] = [ONE, O].map(([x]) => [x, -1]); // B, C, D, E in order around the square, away from A
    ensure(close(dist(A, B), 1) && close(dist(A, C), 1) && close(dist(D, E), 1), "construction");
    expectValue(q, angleAt(B, A, E));
  },
  [`${L}17`]: (q) => {
    const fig = figure(q, "qb-lines-angles-and-triangles-17-bowtie");
    agree(q, fig, [
      ["64°", "angle BAE is marked 64 degrees"],
      ["51°", "angle ABE is marked 51 degrees"],
      ["38°", "angle DCE is marked 38 degrees"],
      ["x°", "angle CDE is marked x degrees"],
    ]);
    const { A: a, B: b, C: c, D: d, E: e } = fig.pts;
    assert(collinear(a, e, c) && collinear(b, e, d), q.id, "the drawn segments do not cross at E");
    mustContain(q, "$\\overline{AC}$ and $\\overline{BD}$ intersect at point $E$");
    // triangle ABE from its angles at A and B, then C beyond E on AE and D beyond E on BE with angle DCE = 38
    const [A, B] = [O, ONE];
    const E = meet(A, dir(64), B, dir(180 - 51));
    const C = [E[0] + unit(sub(E, A))[0], E[1] + unit(sub(E, A))[1]];
    const Dat = (u) => [E[0] + u * unit(sub(E, B))[0], E[1] + u * unit(sub(E, B))[1]];
    const u = bisect((s) => angleAt(C, Dat(s), E) - 38, 1e-6, 1000);
    expectValue(q, angleAt(Dat(u), C, E), { tol: 1e-8 });
  },
  [`${L}18`]: (q) => {
    mustContain(q, "similar to triangle $STU$", "length 9", "length 12", "perimeter of triangle $PQR$ is 33");
    // triangles PQR with PQ = 9 and perimeter 33, drawn and then enlarged until PQ becomes 12
    const perimeters = [11, 12, 14].map((qr) => {
      const P = [0, 0];
      const Q = [9, 0];
      const pr = 33 - 9 - qr;
      // R is on the circle of radius pr about P; slide it along until QR = qr
      const R = polar(
        P,
        pr,
        bisect((d) => dist(polar(P, pr, d), Q) - qr, 0, 180),
      );
      const k = 12 / dist(P, Q);
      const [S, T, U] = [P, Q, R].map(([px, py]) => [k * px, k * py]);
      return dist(S, T) + dist(T, U) + dist(U, S);
    });
    expectValue(q, same(perimeters, "the perimeter"), { tol: 1e-8 });
  },
  [`${L}19`]: (q) => {
    mustContain(q, "regular polygon measures $156^\\circ$", "How many sides");
    // draw regular n-gons and measure an interior angle
    const angle = (n) => angleAt(dir(0), dir(360 / n), dir(-360 / n));
    expectSpr(
      q,
      only(
        scan(3, 400, 1, (n) => Math.abs(angle(n) - 156) < 1e-6),
        "n",
      ),
    );
  },
  [`${L}20`]: (q) => {
    mustContain(q, "angle $A$ is $70^\\circ$", "angle $B$ is $50^\\circ$", "bisector of angle $C$", "angle $BDC$");
    const [A, B] = [O, ONE];
    const C = meet(A, dir(70), B, dir(180 - 50));
    const bis = unit([unit(sub(A, C))[0] + unit(sub(B, C))[0], unit(sub(A, C))[1] + unit(sub(B, C))[1]]);
    const D = meet(C, bis, A, [1, 0]);
    expectValue(q, angleAt(D, B, C));
  },
  [`${L}21`]: (q) => {
    const fig = figure(q, "qb-lines-angles-and-triangles-21-crossed-segments");
    agree(q, fig, [
      ["10", "AB is labeled 10"],
      ["8", "AC is labeled 8"],
      ["12", "CE is labeled 12"],
    ]);
    const { A: a, B: b, C: c, D: d, E: e } = fig.pts;
    assert(collinear(a, c, e) && collinear(b, c, d) && parallel(a, b, d, e), q.id, "the drawing does not match");
    mustContain(q, "$\\overline{AB}$ is parallel to $\\overline{DE}$", "intersect at point $C$");
    // C at the origin, A and E on one line through it, B and D on another; DE made parallel to AB
    const lengths = [
      [100, 60],
      [120, 45],
    ].map(([al, be]) => {
      const C = [0, 0];
      const A = polar(C, 8, al);
      const E = polar(C, 12, al + 180);
      const B = polar(
        C,
        bisect((r) => dist(A, polar(C, r, be)) - 10, 0, 50),
        be,
      );
      const D = polar(
        C,
        bisect((r) => cross(sub(E, polar(C, r, be + 180)), sub(B, A)), 0, 100),
        be + 180,
      );
      return dist(D, E);
    });
    expectValue(q, same(lengths, "DE"), { tol: 1e-8 });
  },
  [`${L}22`]: (q) => {
    mustContain(q, "regular pentagon", "$\\overline{AC}$ is one of its diagonals", "angle $BAC$");
    const [A, B, C] = [0, 1, 2].map((k) => dir(90 + 72 * k));
    expectValue(q, angleAt(A, B, C), { tol: 1e-9 });
  },
  [`${L}23`]: (q) => {
    mustContain(q, "same side of $t$", "$(3x + 14)^\\circ$", "$(5x - 2)^\\circ$", "smaller");
    // l: y = 0, m: y = -1; t leaves l at angle th (the interior angle on the right); measure the one at m
    const atM = (th) => {
      const down = dir(-th);
      const P = [down[0] / -down[1], -1];
      return angleAt(P, [P[0] + 1, -1], [P[0] - down[0], P[1] - down[1]]);
    };
    const x = only(
      scan(0, 50, 4, (x) => 3 * x + 14 < 180 && Math.abs(atM(3 * x + 14) - (5 * x - 2)) < 1e-7),
      "x",
    );
    expectSpr(q, Math.min(3 * x + 14, 5 * x - 2));
  },
  [`${L}24`]: (q) => {
    mustContain(q, "$AB = AC$", "extended past $C$ to point $D$", "angle $ACD$ measures $118^\\circ$", "angle $BAC$");
    const [B, C, D] = [-1, 1, 3].map((x) => [x, 0]);
    const h = bisect((t) => angleAt(C, [0, t], D) - 118, 0.01, 100); // A = (0, h) keeps AB = AC
    expectValue(q, angleAt([0, h], B, C), { tol: 1e-8 });
  },
  [`${L}25`]: (q) => {
    mustContain(q, "$AB = 12$", "$CD = 18$", "$AC = 25$", "parallel to $\\overline{CD}$");
    const aes = [-3, 0, 5].map((p) => {
      const h = bisect((t) => Math.hypot(p + 18, t) - 25, 0, 25);
      const [A, B, C, D] = [
        [0, 0],
        [12, 0],
        [p + 18, h],
        [p, h],
      ];
      return dist(A, meet(A, sub(C, A), B, sub(D, B)));
    });
    expectSpr(q, Math.round(same(aes, "AE") * 1e6) / 1e6);
  },
  [`${L}26`]: (q) => {
    mustContain(q, "angle $A$ is $64^\\circ$", "bisectors of angle $B$ and angle $C$", "angle $BIC$");
    const angles = [30, 58, 90].map((b) => {
      const [B, C] = [O, ONE];
      const A = apex(b, 180 - 64 - b);
      const I = meet(B, dir(b / 2), C, dir(180 - (180 - 64 - b) / 2));
      ensure(close(angleAt(A, B, C), 64), "construction");
      return angleAt(I, B, C);
    });
    expectValue(q, same(angles, "angle BIC"), { tol: 1e-8 });
  },
  [`${L}27`]: (q) => {
    mustContain(q, "isosceles triangle has a perimeter of 40", "one of its sides is 8 centimeters");
    // every isosceles triangle (a, a, b), in half-centimeters, with perimeter 40 and a side of 8
    const legs = scan(0.5, 40, 2, (a) => {
      const b = 40 - 2 * a;
      return b > 0 && a + a > b && (a === 8 || b === 8);
    });
    expectValue(q, only(legs, "congruent sides"));
  },
  [`${L}28`]: (q) => {
    const fig = figure(q, "qb-lines-angles-and-triangles-28-side-splitter");
    agree(q, fig, [
      ["x", "AD is labeled x"],
      ["8", "DB is labeled 8"],
      ["6", "AE is labeled 6"],
      ["x + 2", "EC is labeled x + 2"],
    ]);
    const { A: a, B: b, C: c, D: d, E: e } = fig.pts;
    assert(collinear(a, d, b) && collinear(a, e, c) && parallel(d, e, b, c), q.id, "the drawing does not match");
    mustContain(q, "$\\overline{DE}$ is parallel to $\\overline{BC}$", "length of $\\overline{EC}$");
    // for each x, build the triangle from the labeled lengths and ask whether DE is parallel to BC
    const gap = (x) => {
      const A = [0, 0];
      const [D, B] = [x, x + 8].map((r) => polar(A, r, 250));
      const [E, C] = [6, 6 + x + 2].map((r) => polar(A, r, 300));
      return cross(sub(E, D), sub(C, B));
    };
    const x = only(rootsScan(gap, 0.01, 100), "x");
    expectValue(q, x + 2, { tol: 1e-8 });
  },
  [`${L}29`]: (q) => {
    mustContain(
      q,
      "parallel to $\\overline{AC}$",
      "$\\overline{BD}$ is 6",
      "$\\overline{DA}$ is 9",
      "area of triangle $DBE$ is 12",
    );
    const area = (P) =>
      Math.abs(P.reduce((s, [x, y], i) => s + x * P[(i + 1) % P.length][1] - P[(i + 1) % P.length][0] * y, 0)) / 2;
    const rests = [4, 9, 20].map((cx) => {
      const [B, D, A] = [0, 6, 15].map((x) => [x, 0]);
      const tri = (cy) => {
        const C = [cx, cy];
        return [C, meet(B, C, D, sub(C, A))]; // E: on BC and on the parallel to AC through D
      };
      const cy = bisect((t) => area([D, B, tri(t)[1]]) - 12, 0.01, 500);
      const [C, E] = tri(cy);
      return area([A, D, E, C]);
    });
    expectSpr(q, Math.round(same(rests, "the area") * 1e6) / 1e6);
  },
  [`${L}30`]: (q) => {
    const fig = figure(q, "qb-lines-angles-and-triangles-30-inner-point");
    agree(q, fig, [
      ["96°", "Angle BAC is marked 96 degrees"],
      ["18°", "is marked 18 degrees"],
      ["23°", "is marked 23 degrees"],
      ["x°", "Angle BDC is marked x degrees"],
    ]);
    mustContain(q, "Angle ABD, between sides BA and BD", "Angle ACD, between sides CA and CD", "inside triangle $ABC$");
    const { A: a, B: b, C: c, D: d } = fig.pts;
    const side = (P, Q, R) => Math.sign(cross(sub(Q, P), sub(R, P)));
    assert(
      side(a, b, d) === side(a, b, c) && side(b, c, d) === side(b, c, a) && side(c, a, d) === side(c, a, b),
      q.id,
      "D is not drawn inside",
    );
    // triangles with angle A = 96 and various B; D where the rays 18 from BA and 23 from CA meet
    const angles = [35, 42, 60].map((bAng) => {
      const cAng = 180 - 96 - bAng;
      const [B, C] = [O, ONE];
      const A = apex(bAng, cAng);
      const D = meet(B, dir(bAng - 18), C, dir(180 - (cAng - 23)));
      ensure(close(angleAt(B, A, D), 18) && close(angleAt(C, A, D), 23), "construction");
      return angleAt(D, B, C);
    });
    expectValue(q, same(angles, "angle BDC"), { tol: 1e-8 });
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
