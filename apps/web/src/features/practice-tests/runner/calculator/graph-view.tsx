import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { colourOf } from "./colours";
import { plottedRows, type RowResult } from "./rows";
import { curveD, regionD, sample } from "./sample";
import { boundsOf, DEFAULT_VIEW, pan, zoom, type Size, type View } from "./viewport";

/** jsdom and the first paint have no layout; the graph then draws at this size. */
const FALLBACK: Size = { width: 400, height: 300 };
const ZOOM_STEP = 1.5;
const PAN_STEP = 40;

function useElementSize(ref: React.RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>(FALLBACK);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) setSize({ width: Math.round(width), height: Math.round(height) });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/* Tick labels are plain <text>: visx's default wraps each in a nested <svg>, which testing tools
   and some screen readers list as extra images inside the graph. */

/** Grid values for both axes at the x axis's step, so grid cells stay square. */
function gridValues(min: number, max: number, step: number): number[] {
  const values: number[] = [];
  for (let k = Math.ceil(min / step); k * step <= max; k += 1) values.push(Number((k * step).toPrecision(12)));
  return values;
}

function accessibleName(results: readonly RowResult[]): string {
  const plotted = plottedRows(results);
  if (plotted.length === 0) return "Graph: nothing plotted yet";
  const items = plotted.map(({ row, result }) => {
    const shaded = result.kind === "region" ? ", shaded" : "";
    return `${result.label}${shaded} (${colourOf(row).name})`;
  });
  return `Graph of ${items.join("; ")}`;
}

export function GraphView({ results }: { results: readonly RowResult[] }) {
  const hintId = useId();
  const canvas = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const size = useElementSize(canvas);
  const [view, setView] = useState<View>(DEFAULT_VIEW);
  const drag = useRef<{ x: number; y: number; start: View } | null>(null);
  const { width, height } = size;
  const { xMin, xMax, yMin, yMax } = boundsOf(view, size);

  const xScale = scaleLinear<number>({ domain: [xMin, xMax], range: [0, width] });
  const yScale = scaleLinear<number>({ domain: [yMin, yMax], range: [height, 0] });
  const tickCount = Math.max(2, Math.round(width / 70));
  const xTicks = xScale.ticks(tickCount);
  const step = xTicks.length > 1 ? (xTicks[1] ?? 1) - (xTicks[0] ?? 0) : 1;
  const format = xScale.tickFormat(tickCount);
  const yTicks = gridValues(yMin, yMax, step);
  const xTickValues = gridValues(xMin, xMax, step);
  // Minor lines split each major step into 5 (or 4 for a step of 2, 20…), as on graph paper.
  const minorStep = step / (Math.round(step / 10 ** Math.floor(Math.log10(step))) === 2 ? 4 : 5);
  const minorX = gridValues(xMin, xMax, minorStep);
  const minorY = gridValues(yMin, yMax, minorStep);
  // A label cut in half by the edge reads as a different number ("1" for 10), so edge ticks go.
  const inside = (px: number, extent: number) => px > 12 && px < extent - 12;
  // Axes cross at the origin when it is in view and stick to the nearest edge when it is not.
  const axisY = Math.min(height - 1, Math.max(0, yScale(0)));
  const axisX = Math.min(width - 1, Math.max(0, xScale(0)));
  const labelsBelow = axisY < height - 22;
  const labelsRight = axisX < 40;

  const shapes = useMemo(
    () =>
      plottedRows(results).map(({ row, result }) => {
        const className = colourOf(row).className;
        if (result.kind === "vertical") return { row, className, kind: "vertical" as const, x: result.x };
        const points = sample(result.f, view, size);
        const line = curveD(points);
        if (result.kind === "curve") return { row, className, kind: "curve" as const, line };
        const strict = result.relation === ">" || result.relation === "<";
        return { row, className, kind: "region" as const, line, strict, area: regionD(points, result.relation, size) };
      }),
    [results, view, size],
  );

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    // Registered by hand because React's wheel listener is passive and could not stop the page scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = el.getBoundingClientRect();
      const anchor = { x: event.clientX - box.left, y: event.clientY - box.top };
      setView((v) => zoom(v, Math.exp(event.deltaY * 0.002), size, anchor));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [size]);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, start: view };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (d) setView(pan(d.start, event.clientX - d.x, event.clientY - d.y, size));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (move) setView((v) => pan(v, move[0], move[1], size));
    else if (event.key === "+" || event.key === "=") setView((v) => zoom(v, 1 / ZOOM_STEP, size));
    else if (event.key === "-" || event.key === "_") setView((v) => zoom(v, ZOOM_STEP, size));
    else if (event.key === "0") setView(DEFAULT_VIEW);
    else return;
    event.preventDefault();
  };

  return (
    <div className="calc-graph">
      <div className="calc-graph__canvas" ref={canvas}>
        <svg
          ref={svg}
          role="img"
          aria-label={accessibleName(results)}
          aria-describedby={hintId}
          tabIndex={0}
          width={width}
          height={height}
          className="calc-graph__svg"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <Group className="calc-graph__grid calc-graph__grid--minor">
            {minorX.map((v) => (
              <line key={`x${String(v)}`} x1={xScale(v)} x2={xScale(v)} y1={0} y2={height} />
            ))}
            {minorY.map((v) => (
              <line key={`y${String(v)}`} x1={0} x2={width} y1={yScale(v)} y2={yScale(v)} />
            ))}
          </Group>
          <Group className="calc-graph__grid">
            {xTickValues.map((v) => (
              <line key={`x${String(v)}`} x1={xScale(v)} x2={xScale(v)} y1={0} y2={height} />
            ))}
            {yTicks.map((v) => (
              <line key={`y${String(v)}`} x1={0} x2={width} y1={yScale(v)} y2={yScale(v)} />
            ))}
          </Group>
          <AxisBottom
            top={axisY}
            scale={xScale}
            tickValues={xTickValues.filter((v) => v !== 0 && inside(xScale(v), width))}
            tickFormat={(v) => format(v)}
            orientation={labelsBelow ? "bottom" : "top"}
            axisClassName="calc-graph__axis"
            tickLength={4}
            tickComponent={({ x, y, formattedValue }) => (
              <text x={x} y={y} dy={labelsBelow ? "0.3em" : "0"} textAnchor="middle" className="calc-graph__tick">
                {formattedValue}
              </text>
            )}
          />
          <AxisLeft
            left={axisX}
            scale={yScale}
            tickValues={yTicks.filter((v) => v !== 0 && inside(yScale(v), height))}
            tickFormat={(v) => format(v)}
            orientation={labelsRight ? "right" : "left"}
            axisClassName="calc-graph__axis"
            tickLength={4}
            tickComponent={({ x, y, formattedValue }) => (
              <text x={x} y={y} dy="0.32em" textAnchor={labelsRight ? "start" : "end"} className="calc-graph__tick">
                {formattedValue}
              </text>
            )}
          />
          {shapes.map((shape) =>
            shape.kind === "vertical" ? (
              <line
                key={shape.row}
                className={`calc-graph__curve ${shape.className}`}
                x1={xScale(shape.x)}
                x2={xScale(shape.x)}
                y1={0}
                y2={height}
              />
            ) : (
              <g key={shape.row} className={shape.className}>
                {shape.kind === "region" && <path className="calc-graph__region" d={shape.area} />}
                <path
                  className={`calc-graph__curve${shape.kind === "region" && shape.strict ? " calc-graph__curve--dashed" : ""}`}
                  d={shape.line}
                  data-testid={`plot-${String(shape.row)}`}
                />
              </g>
            ),
          )}
        </svg>
      </div>
      <p id={hintId} className="visually-hidden">
        Drag or use the arrow keys to move the graph; plus and minus zoom; 0 resets the view.
      </p>
      <div className="calc-graph__tools" role="group" aria-label="Graph view">
        <button
          type="button"
          className="calc-icon-btn"
          aria-label="Zoom in"
          onClick={() => setView((v) => zoom(v, 1 / ZOOM_STEP, size))}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
        <button
          type="button"
          className="calc-icon-btn"
          aria-label="Zoom out"
          onClick={() => setView((v) => zoom(v, ZOOM_STEP, size))}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M3 8h10" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
        <button type="button" className="calc-icon-btn" aria-label="Reset view" onClick={() => setView(DEFAULT_VIEW)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path
              d="M3.5 8a4.5 4.5 0 1 0 1.4-3.3M3.5 2.5v2.6h2.6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}
