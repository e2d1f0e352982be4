import { useLayoutEffect, useRef, useState } from "react";
import type { ScoreHistoryPoint } from "@sat/core";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear, scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { longDate, scoreDomain, shortDate } from "../dashboard-format";

export type ChartView = "total" | "sections";

interface Series {
  key: "total" | "readingWriting" | "math";
  label: string;
  marker: "circle" | "square";
}

const seriesByView: Record<ChartView, Series[]> = {
  total: [{ key: "total", label: "Total", marker: "circle" }],
  sections: [
    { key: "readingWriting", label: "Reading and Writing", marker: "circle" },
    { key: "math", label: "Math", marker: "square" },
  ],
};

/* Total 400-1600 and sections 200-800 never share an axis: one scale per view keeps both honest. */
const scaleByView: Record<ChartView, { bounds: [number, number]; step: number }> = {
  total: { bounds: [400, 1600], step: 100 },
  sections: { bounds: [200, 800], step: 50 },
};

const HEIGHT = 240;
const margin = { top: 20, right: 20, bottom: 32, left: 48 };
const MIN_LABEL_GAP = 56;

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function Marker({ shape, x, y }: { shape: Series["marker"]; x: number; y: number }) {
  return shape === "square" ? <rect x={x - 4.5} y={y - 4.5} width={9} height={9} /> : <circle cx={x} cy={y} r={5} />;
}

function ChartLegend({ view, target }: { view: ChartView; target: number | null }) {
  return (
    <ul className="chart-legend" aria-hidden="true">
      {seriesByView[view].map((s) => (
        <li key={s.key} className={`chart-legend__item chart--${s.key}`}>
          <svg width="22" height="12" viewBox="0 0 22 12">
            <line x1="0" y1="6" x2="22" y2="6" className="chart__line" />
            <g className="chart__marker">
              <Marker shape={s.marker} x={11} y={6} />
            </g>
          </svg>
          {s.label}
        </li>
      ))}
      {view === "total" && target !== null && (
        <li className="chart-legend__item">
          <svg width="22" height="12" viewBox="0 0 22 12">
            <line x1="0" y1="6" x2="22" y2="6" className="chart__target-line" />
          </svg>
          Target
        </li>
      )}
    </ul>
  );
}

interface ChartProps {
  history: ScoreHistoryPoint[];
  target: number | null;
  view: ChartView;
  label: string;
}

/** Lazy-loaded so the chart library stays out of the dashboard's own chunk. */
export default function ScoreHistoryChart({ history, target, view, label }: ChartProps) {
  const [ref, width] = useWidth();
  const series = seriesByView[view];
  const showTarget = view === "total" && target !== null;
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = HEIGHT - margin.top - margin.bottom;

  const values = history.flatMap((p) => series.map((s) => p[s.key]));
  const { bounds, step } = scaleByView[view];
  const y = scaleLinear<number>({
    domain: scoreDomain(showTarget ? [...values, target] : values, bounds, step),
    range: [innerHeight, 0],
  });
  const x = scalePoint<string>({ domain: history.map((p) => p.userTestId), range: [0, innerWidth], padding: 0.5 });
  const xOf = (p: ScoreHistoryPoint) => x(p.userTestId) ?? 0;
  const byId = new Map(history.map((p) => [p.userTestId, p]));
  /* With many tests on a phone, label every k-th date; the latest is always labelled. */
  const every = Math.max(1, Math.ceil(MIN_LABEL_GAP / Math.max(1, x.step())));
  const last = history.length - 1;
  const tickValues = history.filter((_, i) => (last - i) % every === 0).map((p) => p.userTestId);
  const yTicks = y.ticks(5);

  return (
    <>
      <ChartLegend view={view} target={target} />
      <div ref={ref} className="chart" style={{ height: HEIGHT }}>
        {width > 0 && (
          <svg role="img" aria-label={label} width={width} height={HEIGHT} className="chart__svg">
            <Group left={margin.left} top={margin.top}>
              {yTicks.map((t) => (
                <line key={t} className="chart__grid" x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} />
              ))}
              {showTarget && (
                <g className="chart__target">
                  <line className="chart__target-line" x1={0} x2={innerWidth} y1={y(target)} y2={y(target)} />
                  <text className="chart__target-label" x={innerWidth} y={y(target) - 6} textAnchor="end">
                    Target {target}
                  </text>
                </g>
              )}
              <AxisLeft
                scale={y}
                tickValues={yTicks}
                tickFormat={(v) => String(v)}
                hideAxisLine
                hideTicks
                axisClassName="chart__axis"
                tickLabelProps={{ className: "chart__tick", fontSize: 12, fontFamily: "inherit", dx: -4 }}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={tickValues}
                tickFormat={(id) => {
                  const p = byId.get(id);
                  return p ? shortDate(p.completedAt) : "";
                }}
                axisClassName="chart__axis"
                tickLength={4}
                tickLabelProps={{ className: "chart__tick", fontSize: 12, fontFamily: "inherit" }}
              />
              {/* Drawn last to first so the first series' round markers sit on top where scores meet. */}
              {[...series].reverse().map((s) => (
                <g key={s.key} className={`chart--${s.key}`}>
                  <LinePath className="chart__line" data={history} x={xOf} y={(p) => y(p[s.key])} />
                  <g className="chart__marker">
                    {history.map((p) => (
                      <g key={p.userTestId}>
                        <title>{`${p.testName}, ${longDate(p.completedAt)}: ${s.label} ${p[s.key]}`}</title>
                        <Marker shape={s.marker} x={xOf(p)} y={y(p[s.key])} />
                      </g>
                    ))}
                  </g>
                </g>
              ))}
            </Group>
          </svg>
        )}
      </div>
    </>
  );
}
