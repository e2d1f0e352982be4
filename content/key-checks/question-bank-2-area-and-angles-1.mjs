// Recomputes the keys of the second batch of question-bank questions for the Geometry (domain S) skill Area and
// volume: qb-area-and-volume-10 … 30 (21 questions). The Lines, angles, and triangles questions of the same batch
// are checked by question-bank-2-area-and-angles-2.mjs. Read by `npm run content:check`; run on its own
// (`node content/key-checks/question-bank-2-area-and-angles-1.mjs`) to check the Markdown files without the app.
//
// Every check asserts that the question text holds the data it uses (mustContain), then recomputes the answer by
// its own route rather than by the formula the explanation uses: counting unit squares and unit cubes (areas of
// frames, surface areas of boxes and glued cubes, the wood of a chest), the shoelace formula on coordinates,
// stacking thin slices (Simpson's rule over cross-sections) for cones, spheres, pyramids and the carved cylinder,
// bisection for an unknown length, and scaling a sample solid. For the three figures it also reads the labels
// from the SVG and checks that the description states the same numbers. The mutation pass in ./lib proves that
// each check notices a wrong key.
import { assert, ensure, expectSpr, expectValue, mustContain } from "./lib/assertions.mjs";
import { bisect, close, integrate } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";

const SKILLS = ["area-and-volume"];

// ---------- helpers ----------
const range = (lo, hi) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
/** Shoelace area of a polygon [[x, y], …]. */
const shoelace = (pts) =>
  Math.abs(pts.reduce((s, [x, y], i) => s + x * pts[(i + 1) % pts.length][1] - pts[(i + 1) % pts.length][0] * y, 0)) /
  2;
/** The unit cells of an a × b × c box with its low corner at (x0, y0, z0), as "x,y,z" keys. */
function box(a, b, c, [x0, y0, z0] = [0, 0, 0]) {
  const cells = new Set();
  for (let x = 0; x < a; x++)
    for (let y = 0; y < b; y++) for (let z = 0; z < c; z++) cells.add(`${x0 + x},${y0 + y},${z0 + z}`);
  return cells;
}
/** Surface area of a solid made of unit cubes: the faces of its cells that touch no other cell. */
function exposedFaces(cells) {
  const steps = [
    [1, 0, 0],
    [-1, 0, 0],
    [0, 1, 0],
    [0, -1, 0],
    [0, 0, 1],
    [0, 0, -1],
  ];
  let n = 0;
  for (const key of cells) {
    const [x, y, z] = key.split(",").map(Number);
    for (const [dx, dy, dz] of steps) if (!cells.has(`${x + dx},${y + dy},${z + dz}`)) n++;
  }
  return n;
}
/** Volume of a solid of height h whose cross-section at height z has area area(z). */
const stack = (area, h) => integrate(area, 0, h);
/** A figure of the passage: its description and the text labels of its SVG. */
function figure(q, id) {
  const m = [...q.passage.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)].find((f) => f[2] === id);
  ensure(m, `${q.id}: the passage does not show figure ${id}`);
  const svg = figureSvg(id);
  return { alt: m[1], svg, labels: [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((t) => t[1]) };
}
/** The SVG shows each label, and the description states the matching phrase. */
function agree(q, fig, pairs) {
  for (const [label, phrase] of pairs) {
    assert(fig.labels.includes(label), q.id, `the figure has no label '${label}'`);
    assert(fig.alt.includes(phrase), q.id, `the description does not state '${phrase}'`);
  }
}

const A = "qb-area-and-volume-";

const CHECKS = {
  [`${A}10`]: (q) => {
    mustContain(q, "trapezoid", "8 meters and 14 meters long", "distance between them is 5 meters");
    // the same bed with its 8-meter side slid along: the area must not depend on where that side sits
    const areas = [0, 2.5, 6].map((s) =>
      shoelace([
        [0, 0],
        [14, 0],
        [s + 8, 5],
        [s, 5],
      ]),
    );
    ensure(
      areas.every((a) => close(a, areas[0])),
      "the area depends on the offset",
    );
    expectValue(q, areas[0]);
  },
  [`${A}11`]: (q) => {
    mustContain(q, "2.5 meters long, 1.2 meters wide, and 0.8 meter tall", "cubic meters");
    const cubes = box(25, 12, 8).size; // cubes 0.1 m on a side, each 0.001 cubic meter
    expectSpr(q, cubes / 1000);
  },
  [`${A}12`]: (q) => {
    mustContain(q, "spherical", "radius of 9 inches");
    const v = integrate((z) => Math.PI * (81 - z * z), -9, 9); // disks across the sphere
    expectValue(q, v, { tol: 1e-9 });
  },
  [`${A}13`]: (q) => {
    mustContain(q, "closed", "10 inches long, 6 inches wide, and 4 inches tall", "total surface area");
    expectValue(q, exposedFaces(box(10, 6, 4)));
  },
  [`${A}14`]: (q) => {
    mustContain(q, "16 inches wide and 20 inches tall", "2 inches wide on every side", "frame alone");
    let frame = 0; // unit squares inside the outer edge but outside the photograph
    for (let x = -2; x < 18; x++) for (let y = -2; y < 22; y++) if (!(x >= 0 && x < 16 && y >= 0 && y < 20)) frame++;
    expectValue(q, frame);
  },
  [`${A}15`]: (q) => {
    const fig = figure(q, "qb-area-and-volume-15-tent");
    agree(q, fig, [
      ["6 ft", "base of 6 feet"],
      ["4 ft", "height of 4 feet"],
      ["10 ft", "10 feet long"],
    ]);
    mustContain(q, "right triangular prism", "volume");
    // horizontal slices of the end triangle narrow from 6 ft at the ground to 0 at 4 ft, times the length
    const end = integrate((y) => 6 * (1 - y / 4), 0, 4);
    expectValue(q, end * 10);
  },
  [`${A}16`]: (q) => {
    mustContain(q, "cone", "radius of 5 meters", "6 meters tall", "$k\\pi$");
    const v = stack((z) => Math.PI * (5 * (1 - z / 6)) ** 2, 6);
    expectSpr(q, Math.round((v / Math.PI) * 1e9) / 1e9);
  },
  [`${A}17`]: (q) => {
    mustContain(
      q,
      "radius of 4 centimeters",
      "height of 11 centimeters",
      "curved side",
      "not cover the top or the bottom",
    );
    // the label unrolls to a rectangle: the can's height by the distance around it (a 100,000-gon's perimeter)
    const n = 100000;
    const around = 2 * n * 4 * Math.sin(Math.PI / n);
    expectValue(q, around * 11, { tol: 1e-8 });
  },
  [`${A}18`]: (q) => {
    mustContain(q, "square base", "9 centimeters long", "10 centimeters tall");
    expectValue(
      q,
      stack((z) => (9 * (1 - z / 10)) ** 2, 10),
    );
  },
  [`${A}19`]: (q) => {
    mustContain(q, "14 inches long, 10 inches wide, and 8 inches tall", "1 inch thick", "closed box");
    // unit cubes of the outer box that lie within 1 inch of its surface
    const wood = [...box(14, 10, 8)].filter((k) => {
      const [x, y, z] = k.split(",").map(Number);
      return x === 0 || x === 13 || y === 0 || y === 9 || z === 0 || z === 7;
    });
    expectSpr(q, wood.length);
  },
  [`${A}20`]: (q) => {
    mustContain(q, "$\\frac{1}{4}$ of the corresponding length", "150 square inches");
    // a model sail (a triangle) with area 150, and the real sail with every coordinate 4 times as large
    const model = [
      [0, 0],
      [12, 0],
      [3, 25],
    ];
    ensure(close(shoelace(model), 150), "sample sail");
    expectValue(q, shoelace(model.map(([x, y]) => [4 * x, 4 * y])));
  },
  [`${A}21`]: (q) => {
    const fig = figure(q, "qb-area-and-volume-21-window");
    agree(q, fig, [
      ["6 ft", "6 feet wide"],
      ["5 ft", "5 feet tall"],
    ]);
    mustContain(q, "semicircle", "is the diameter of the semicircle");
    // the outline drawn: a rectangle whose top side is the diameter of the arc over it
    const m = /M (\d+) (\d+) V (\d+) A (\d+) \4 0 0 1 (\d+) \3 V \2 Z/.exec(fig.svg);
    ensure(m, "window outline not found");
    const [x0, yBot, yTop, r, x1] = m.slice(1).map(Number);
    assert(
      close((x1 - x0) / (yBot - yTop), 6 / 5) && close(2 * r, x1 - x0),
      q.id,
      "the drawing is not 6 by 5 with a semicircle",
    );
    // vertical strips: 5 ft of rectangle plus the height of the arc at each x
    const area = integrate((x) => 5 + Math.sqrt(Math.max(0, 9 - x * x)), -3, 3, 200000);
    expectValue(q, area, { tol: 1e-6 });
  },
  [`${A}22`]: (q) => {
    mustContain(q, "isosceles trapezoid", "20 inches and 44 inches long", "nonparallel sides is 20 inches");
    const h = bisect((t) => Math.hypot(12, t) - 20, 0, 20); // the top corner sits (44 - 20) / 2 in from the end
    expectValue(
      q,
      shoelace([
        [0, 0],
        [44, 0],
        [32, h],
        [12, h],
      ]),
    );
  },
  [`${A}23`]: (q) => {
    mustContain(q, "cone", "radius of 6 centimeters", "height is 10 centimeters", "cylinder with a radius of 4");
    const wax = stack((z) => Math.PI * (6 * (1 - z / 10)) ** 2, 10);
    const depth = bisect((d) => stack(() => Math.PI * 16, d) - wax, 0, 100);
    expectSpr(q, Math.round(depth * 1e6) / 1e6);
  },
  [`${A}24`]: (q) => {
    mustContain(q, "radius of cone A is twice the radius of cone B", "one-third of the height of cone B");
    const cone = (r, h) => stack((z) => Math.PI * (r * (1 - z / h)) ** 2, h);
    const ratios = [
      [1, 3],
      [2.5, 7],
      [4, 1.5],
    ].map(([r, h]) => cone(2 * r, h / 3) / cone(r, h));
    ensure(
      ratios.every((k) => close(k, ratios[0], 1e-9)),
      "the ratio depends on the cone",
    );
    expectValue(q, ratios[0]);
  },
  [`${A}25`]: (q) => {
    mustContain(
      q,
      "sphere with a radius of 6 centimeters",
      "base radius of 3 centimeters and a height of 4 centimeters",
    );
    const sphere = integrate((z) => Math.PI * (36 - z * z), -6, 6);
    const cone = stack((z) => Math.PI * (3 * (1 - z / 4)) ** 2, 4);
    let made = 0;
    for (let metal = sphere; metal >= cone - 1e-9; metal -= cone) made++;
    ensure(close(made * cone, sphere), "the metal does not make a whole number of cones");
    expectSpr(q, made);
  },
  [`${A}26`]: (q) => {
    mustContain(q, "similar solids", "volume of 64 cubic inches", "volume of 125 cubic inches", "208 square inches");
    // scale a sample box of volume 64 until its volume is 125, and compare the surface areas
    const vol = (k) => 2 * k * (4 * k) * (8 * k);
    const area = (k) => 2 * (2 * k * 4 * k + 2 * k * 8 * k + 4 * k * 8 * k);
    ensure(vol(1) === 64, "sample box");
    const k = bisect((t) => vol(t) - 125, 1, 3);
    expectValue(q, (208 * area(k)) / area(1), { tol: 1e-9 });
  },
  [`${A}27`]: (q) => {
    mustContain(q, "edges 4 inches long", "edges 6 inches long", "including its bottom");
    const sculpture = new Set([...box(6, 6, 6), ...box(4, 4, 4, [1, 2, 6])]);
    const corner = new Set([...box(6, 6, 6), ...box(4, 4, 4, [0, 0, 6])]); // where on top it sits does not matter
    ensure(exposedFaces(sculpture) === exposedFaces(corner), "the area depends on the position");
    expectValue(q, exposedFaces(sculpture));
  },
  [`${A}28`]: (q) => {
    mustContain(q, "1 centimeter longer", "54 square centimeters greater", "How many cubic centimeters greater");
    const surface = (s) => exposedFaces(box(s, s, s));
    const edges = range(1, 40).filter((s) => surface(s + 1) - surface(s) === 54); // whole-centimeter edges
    ensure(edges.length === 1, `edges ${edges}`);
    const s = edges[0];
    // the difference grows with s, so no other edge, whole or not, gives 54
    ensure(surface(s + 2) - surface(s + 1) > 54 && surface(s) - surface(s - 1) < 54, "not the only edge");
    expectSpr(q, box(s + 1, s + 1, s + 1).size - box(s, s, s).size);
  },
  [`${A}29`]: (q) => {
    mustContain(q, "volume of $112\\pi$", "lateral surface", "$56\\pi$");
    // for each radius the volume fixes the height; the lateral area (a 10,000-gon's perimeter times h) picks r
    const lateral = (r) => 2 * 10000 * r * Math.sin(Math.PI / 10000) * (112 / (r * r));
    const r = bisect((t) => lateral(t) - 56 * Math.PI, 0.5, 50);
    expectValue(q, 112 / (r * r), { tol: 1e-6 });
  },
  [`${A}30`]: (q) => {
    const fig = figure(q, "qb-area-and-volume-30-carved-cylinder");
    agree(q, fig, [
      ["6 cm", "radius is labeled 6 centimeters"],
      ["10 cm", "is labeled 10 centimeters"],
    ]);
    mustContain(q, "base of the cone is the bottom face", "vertex of the cone is the center of the top face");
    const h = bisect((t) => Math.hypot(t, 6) - 10, 0, 10);
    // a slice at height z is the disk of the cylinder less the disk of the hollow
    expectValue(
      q,
      stack((z) => Math.PI * (36 - (6 * (1 - z / h)) ** 2), h),
      { tol: 1e-9 },
    );
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
