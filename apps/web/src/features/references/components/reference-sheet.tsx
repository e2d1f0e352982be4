import { useId, type ReactNode } from "react";
import {
  CircleFigure,
  ConeFigure,
  CylinderFigure,
  FIGURE_VIEW_BOX,
  FortyFiveFigure,
  RectangleFigure,
  RectangularPrismFigure,
  RectangularPyramidFigure,
  RightTriangleFigure,
  SphereFigure,
  ThirtySixtyNinetyFigure,
  TriangleFigure,
} from "./reference-figures";
import "./reference-sheet.css";

interface Formula {
  shown: ReactNode;
  /** Screen readers say "r 2" for r<sup>2</sup> and "script l" for ℓ, so each formula also has words. */
  spoken: string;
}

interface SheetEntry {
  id: string;
  name: string;
  description: string;
  drawing: ReactNode;
  formulas: Formula[];
}

function Fraction({ numerator, denominator }: { numerator: number; denominator: number }) {
  return (
    <span className="ref-sheet__fraction">
      <span className="ref-sheet__numerator">{numerator}</span>
      <span className="ref-sheet__denominator">{denominator}</span>
    </span>
  );
}

function Root({ of }: { of: number }) {
  return (
    <>
      √<span className="ref-sheet__radicand">{of}</span>
    </>
  );
}

const PLANE_FIGURES: SheetEntry[] = [
  {
    id: "circle",
    name: "Circle",
    description: "Circle with its center marked and a radius r drawn from the center to the circle.",
    drawing: <CircleFigure />,
    formulas: [
      {
        shown: (
          <>
            <var>A</var> = π<var>r</var>
            <sup>2</sup>
          </>
        ),
        spoken: "A equals pi r squared",
      },
      {
        shown: (
          <>
            <var>C</var> = 2π<var>r</var>
          </>
        ),
        spoken: "C equals 2 pi r",
      },
    ],
  },
  {
    id: "rectangle",
    name: "Rectangle",
    description: "Rectangle with length l along the bottom and width w along the side.",
    drawing: <RectangleFigure />,
    formulas: [
      {
        shown: (
          <>
            <var>A</var> = <var>ℓ</var>
            <var>w</var>
          </>
        ),
        spoken: "A equals l w",
      },
    ],
  },
  {
    id: "triangle",
    name: "Triangle",
    description: "Triangle with base b and height h, drawn from the top vertex at a right angle to the base.",
    drawing: <TriangleFigure />,
    formulas: [
      {
        shown: (
          <>
            <var>A</var> = <Fraction numerator={1} denominator={2} />
            <var>b</var>
            <var>h</var>
          </>
        ),
        spoken: "A equals one half b h",
      },
    ],
  },
  {
    id: "right-triangle",
    name: "Right triangle",
    description: "Right triangle with legs a and b and hypotenuse c.",
    drawing: <RightTriangleFigure />,
    formulas: [
      {
        shown: (
          <>
            <var>c</var>
            <sup>2</sup> = <var>a</var>
            <sup>2</sup> + <var>b</var>
            <sup>2</sup>
          </>
        ),
        spoken: "c squared equals a squared plus b squared",
      },
    ],
  },
  {
    id: "triangle-30-60-90",
    name: "30°-60°-90° triangle",
    description:
      "Right triangle with angles of 30, 60 and 90 degrees. The side opposite the 30 degree angle is x, " +
      "the side opposite the 60 degree angle is x times the square root of 3, and the hypotenuse is 2x.",
    drawing: <ThirtySixtyNinetyFigure />,
    formulas: [
      {
        shown: (
          <>
            <var>x</var>, <var>x</var>
            <Root of={3} />, 2<var>x</var>
          </>
        ),
        spoken: "Sides x, x times the square root of 3, and 2 x",
      },
    ],
  },
  {
    id: "triangle-45-45-90",
    name: "45°-45°-90° triangle",
    description:
      "Right triangle with two angles of 45 degrees. Both legs are s and the hypotenuse is s times the square root of 2.",
    drawing: <FortyFiveFigure />,
    formulas: [
      {
        shown: (
          <>
            <var>s</var>, <var>s</var>, <var>s</var>
            <Root of={2} />
          </>
        ),
        spoken: "Sides s, s, and s times the square root of 2",
      },
    ],
  },
];

const SOLIDS: SheetEntry[] = [
  {
    id: "rectangular-prism",
    name: "Rectangular prism",
    description: "Rectangular box with length l, width w and height h.",
    drawing: <RectangularPrismFigure />,
    formulas: [
      {
        shown: (
          <>
            <var>V</var> = <var>ℓ</var>
            <var>w</var>
            <var>h</var>
          </>
        ),
        spoken: "V equals l w h",
      },
    ],
  },
  {
    id: "cylinder",
    name: "Cylinder",
    description: "Cylinder whose circular base has radius r, with height h.",
    drawing: <CylinderFigure />,
    formulas: [
      {
        shown: (
          <>
            <var>V</var> = π<var>r</var>
            <sup>2</sup>
            <var>h</var>
          </>
        ),
        spoken: "V equals pi r squared h",
      },
    ],
  },
  {
    id: "sphere",
    name: "Sphere",
    description: "Sphere with a radius r drawn from its center.",
    drawing: <SphereFigure />,
    formulas: [
      {
        shown: (
          <>
            <var>V</var> = <Fraction numerator={4} denominator={3} />π<var>r</var>
            <sup>3</sup>
          </>
        ),
        spoken: "V equals four thirds pi r cubed",
      },
    ],
  },
  {
    id: "cone",
    name: "Cone",
    description: "Cone whose circular base has radius r, with height h from the apex at a right angle to the base.",
    drawing: <ConeFigure />,
    formulas: [
      {
        shown: (
          <>
            <var>V</var> = <Fraction numerator={1} denominator={3} />π<var>r</var>
            <sup>2</sup>
            <var>h</var>
          </>
        ),
        spoken: "V equals one third pi r squared h",
      },
    ],
  },
  {
    id: "rectangular-pyramid",
    name: "Rectangular pyramid",
    description:
      "Pyramid on a rectangular base of length l and width w, with height h from the apex at a right angle to the base.",
    drawing: <RectangularPyramidFigure />,
    formulas: [
      {
        shown: (
          <>
            <var>V</var> = <Fraction numerator={1} denominator={3} />
            <var>ℓ</var>
            <var>w</var>
            <var>h</var>
          </>
        ),
        spoken: "V equals one third l w h",
      },
    ],
  },
];

function EntryList({ entries }: { entries: SheetEntry[] }) {
  return (
    // Safari drops list semantics when list-style is none unless the role is explicit.
    <ul className="ref-sheet__grid" role="list">
      {entries.map((entry) => (
        <li key={entry.id} className="ref-sheet__item">
          <figure className="ref-sheet__figure">
            <svg className="ref-sheet__svg" viewBox={FIGURE_VIEW_BOX} role="img" aria-label={entry.description}>
              {entry.drawing}
            </svg>
            <figcaption className="ref-sheet__caption">
              <span className="ref-sheet__name">{entry.name}</span>
              {entry.formulas.map((formula) => (
                <span key={formula.spoken} className="ref-sheet__formula">
                  <span aria-hidden="true">{formula.shown}</span>
                  <span className="ref-sheet__sr-only">{formula.spoken}</span>
                </span>
              ))}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export interface ReferenceSheetProps {
  /** 2 on a page under its h1; 3 inside a dialog whose title is an h2. */
  headingLevel?: 2 | 3 | 4;
}

/** The math reference sheet: the formulas and facts a student may look up during the Math section. */
export function ReferenceSheet({ headingLevel = 2 }: ReferenceSheetProps) {
  const Heading = `h${headingLevel}` as const;
  // Unique ids, so two sheets on one page (a page and a dialog) never share a label.
  const id = useId();
  return (
    <div className="ref-sheet">
      <section className="ref-sheet__section" aria-labelledby={`${id}-plane`}>
        <Heading id={`${id}-plane`} className="ref-sheet__heading">
          Plane figures
        </Heading>
        <EntryList entries={PLANE_FIGURES} />
      </section>
      <section className="ref-sheet__section" aria-labelledby={`${id}-solids`}>
        <Heading id={`${id}-solids`} className="ref-sheet__heading">
          Solids
        </Heading>
        <EntryList entries={SOLIDS} />
      </section>
      <section className="ref-sheet__section" aria-labelledby={`${id}-facts`}>
        <Heading id={`${id}-facts`} className="ref-sheet__heading">
          Facts
        </Heading>
        <ul className="ref-sheet__facts">
          <li>The number of degrees of arc in a circle is 360.</li>
          <li>The number of radians of arc in a circle is 2π.</li>
          <li>The sum of the measures in degrees of the angles of a triangle is 180.</li>
        </ul>
      </section>
    </div>
  );
}
