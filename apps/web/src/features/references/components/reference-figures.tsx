/*
 * Line drawings for the reference sheet, drawn for this project on one 160 x 120 grid so every
 * figure sits at the same scale in the sheet. Each returns the inside of an <svg>; the sheet adds the
 * <svg> with its accessible name, so the letters drawn here are never read twice.
 */
import type { ReactNode } from "react";

export const FIGURE_VIEW_BOX = "0 0 160 120";

const line = "ref-sheet__line";
const hidden = "ref-sheet__line ref-sheet__line--hidden";
const marker = "ref-sheet__line ref-sheet__line--marker";

function Label({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <text className="ref-sheet__label" x={x} y={y} textAnchor="middle">
      {children}
    </text>
  );
}

function AngleLabel({ x, y, anchor, children }: { x: number; y: number; anchor: "start" | "end"; children: string }) {
  return (
    <text className="ref-sheet__label ref-sheet__label--angle" x={x} y={y} textAnchor={anchor}>
      {children}
    </text>
  );
}

/** The small square that marks a right angle; `d` is the path from one leg to the other. */
function RightAngle({ d }: { d: string }) {
  return <path className={marker} d={d} />;
}

function Dot({ x, y }: { x: number; y: number }) {
  return <circle className="ref-sheet__dot" cx={x} cy={y} r={2} />;
}

/** "x√3" with the radicand under a bar, as it is printed. */
function Surd({ coefficient, radicand }: { coefficient: string; radicand: string }) {
  return (
    <>
      {coefficient}
      <tspan className="ref-sheet__upright">
        √<tspan className="ref-sheet__radicand">{radicand}</tspan>
      </tspan>
    </>
  );
}

export function CircleFigure() {
  return (
    <>
      <circle className={line} cx={80} cy={60} r={46} />
      <path className={line} d="M80 60 H126" />
      <Dot x={80} y={60} />
      <Label x={103} y={55}>
        r
      </Label>
    </>
  );
}

export function RectangleFigure() {
  return (
    <>
      <rect className={line} x={26} y={26} width={108} height={62} />
      <Label x={80} y={108}>
        ℓ
      </Label>
      <Label x={146} y={62}>
        w
      </Label>
    </>
  );
}

export function TriangleFigure() {
  return (
    <>
      <path className={line} d="M18 96 L142 96 L104 20 Z" />
      <path className={hidden} d="M104 20 V96" />
      <RightAngle d="M104 88 H112 V96" />
      <Label x={80} y={114}>
        b
      </Label>
      <Label x={93} y={66}>
        h
      </Label>
    </>
  );
}

export function RightTriangleFigure() {
  return (
    <>
      <path className={line} d="M34 96 L134 96 L34 26 Z" />
      <RightAngle d="M34 88 H42 V96" />
      <Label x={23} y={66}>
        a
      </Label>
      <Label x={84} y={114}>
        b
      </Label>
      <Label x={92} y={55}>
        c
      </Label>
    </>
  );
}

/** Short leg 62, long leg 62√3 ≈ 107, so the angles really are 30° and 60°. */
export function ThirtySixtyNinetyFigure() {
  return (
    <>
      <path className={line} d="M22 98 L129 98 L22 36 Z" />
      <RightAngle d="M22 90 H30 V98" />
      <AngleLabel x={98} y={93} anchor="end">
        30°
      </AngleLabel>
      <AngleLabel x={27} y={64} anchor="start">
        60°
      </AngleLabel>
      <Label x={11} y={72}>
        x
      </Label>
      <Label x={75} y={115}>
        <Surd coefficient="x" radicand="3" />
      </Label>
      <Label x={84} y={58}>
        2x
      </Label>
    </>
  );
}

export function FortyFiveFigure() {
  return (
    <>
      <path className={line} d="M36 98 L116 98 L36 18 Z" />
      <RightAngle d="M36 90 H44 V98" />
      <AngleLabel x={98} y={93} anchor="end">
        45°
      </AngleLabel>
      <AngleLabel x={40} y={60} anchor="start">
        45°
      </AngleLabel>
      <Label x={76} y={115}>
        s
      </Label>
      <Label x={25} y={62}>
        s
      </Label>
      <Label x={88} y={50}>
        <Surd coefficient="s" radicand="2" />
      </Label>
    </>
  );
}

export function RectangularPrismFigure() {
  return (
    <>
      <rect className={line} x={18} y={48} width={88} height={56} />
      <path className={line} d="M18 48 L52 22 H140 L106 48 M140 22 V78 L106 104" />
      <path className={hidden} d="M18 104 L52 78 H140 M52 78 V22" />
      <Label x={62} y={118}>
        ℓ
      </Label>
      <Label x={132} y={104}>
        w
      </Label>
      <Label x={8} y={81}>
        h
      </Label>
    </>
  );
}

export function CylinderFigure() {
  return (
    <>
      <ellipse className={line} cx={80} cy={30} rx={42} ry={14} />
      <path className={line} d="M38 30 V96 A42 14 0 0 0 122 96 V30" />
      <path className={hidden} d="M38 96 A42 14 0 0 1 122 96" />
      <path className={line} d="M80 30 H122" />
      <Dot x={80} y={30} />
      <Label x={101} y={27}>
        r
      </Label>
      <Label x={134} y={68}>
        h
      </Label>
    </>
  );
}

export function SphereFigure() {
  return (
    <>
      <circle className={line} cx={80} cy={60} r={46} />
      <path className={line} d="M34 60 A46 14 0 0 0 126 60" />
      <path className={hidden} d="M34 60 A46 14 0 0 1 126 60" />
      <path className={line} d="M80 60 H126" />
      <Dot x={80} y={60} />
      <Label x={103} y={57}>
        r
      </Label>
    </>
  );
}

export function ConeFigure() {
  return (
    <>
      <path className={line} d="M38 92 L80 12 L122 92 A42 15 0 0 1 38 92" />
      <path className={hidden} d="M38 92 A42 15 0 0 1 122 92 M80 12 V92" />
      <RightAngle d="M80 84 H88 V92" />
      <path className={line} d="M80 92 H122" />
      <Dot x={80} y={92} />
      <Label x={101} y={102}>
        r
      </Label>
      <Label x={71} y={60}>
        h
      </Label>
    </>
  );
}

export function RectangularPyramidFigure() {
  return (
    <>
      <path className={line} d="M22 98 H104 L138 72 L80 14 L22 98 M80 14 L104 98" />
      <path className={hidden} d="M138 72 H56 L22 98 M56 72 L80 14 M80 14 V85" />
      <RightAngle d="M80 77 H88 V85" />
      <Label x={63} y={114}>
        ℓ
      </Label>
      <Label x={130} y={98}>
        w
      </Label>
      <Label x={72} y={66}>
        h
      </Label>
    </>
  );
}
