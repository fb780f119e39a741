import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear, scalePoint } from "@visx/scale";
import { Bar, LinePath, Pie } from "@visx/shape";
import { useEffect, useId, useRef, useState } from "react";
import type { ChartType } from "../../../schema/reports/reportFile";
import { type ChartPoint, chartSummary } from "./chartModel";

export interface ReportChartProps {
  type: ChartType;
  /** What the chart shows, e.g. "Payment reports: credited payments by day". */
  title: string;
  points: readonly ChartPoint[];
  /** How a value reads (₦ for money). */
  format: (value: number) => string;
}

/** The width drawn before the figure is measured (and where it cannot be: tests). */
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 280;
const ROW = 26;
/** A pie's legend goes beside it from this width, under it below. */
const LEGEND_BESIDE = 480;
const PALETTE = ["#2d72d2", "#238551", "#c87619", "#cd4246", "#7961db", "#147eb3", "#d1980b", "#8f398f"];
/** About how many characters of 13 px text fit in `px`. */
const charsIn = (px: number) => Math.max(6, Math.floor(px / 7.5));
const shortLabel = (label: string, chars = 26) =>
  label.length > chars ? `${label.slice(0, chars - 1)}…` : label;

/**
 * The figure's width in pixels, followed as the screen turns or the side menu opens: the chart is
 * drawn at its real size, so its text stays the page's size on a phone instead of shrinking with it.
 */
function useFigureWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const figure = ref.current;
    if (!figure || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(Math.max(MIN_WIDTH, measured));
    });
    observer.observe(figure);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The report's chart in SVG with visx (a lazy chunk of its own: see the reports README for why
 * visx). Screen readers get the title and every value (`<desc>`); each mark has its own `<title>`;
 * the page shows the same numbers in the table below.
 */
export default function ReportChart({ type, title, points, format }: ReportChartProps) {
  const id = useId();
  const { ref, width } = useFigureWidth();
  const legendBelow = type === "pie" && width < LEGEND_BESIDE;
  const height =
    type === "bar"
      ? Math.max(60, points.length * ROW + 16)
      : 280 + (legendBelow ? points.length * 22 + 8 : 0);
  return (
    <figure className="report-chart" ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{chartSummary(points, format)}</desc>
        {type === "bar" ? <Bars points={points} format={format} width={width} /> : null}
        {type === "line" ? <Line points={points} height={height} format={format} width={width} /> : null}
        {type === "pie" ? (
          <PieMarks points={points} height={280} format={format} width={width} legendBelow={legendBelow} />
        ) : null}
      </svg>
      <figcaption className="report-chart-caption">{title}</figcaption>
    </figure>
  );
}

type MarksProps = { points: readonly ChartPoint[]; format: (value: number) => string; width: number };

/** Horizontal bars: group names can be long (programmes, departments). */
function Bars({ points, format, width }: MarksProps) {
  // Names take up to a third of a phone's width; the value's text needs about 110 px after its bar.
  const labelWidth = Math.min(170, Math.round(width * 0.34));
  const chars = charsIn(labelWidth - 8);
  const y = scaleBand({
    domain: points.map((_, index) => index),
    range: [8, points.length * ROW + 8],
    padding: 0.2,
  });
  const max = Math.max(1, ...points.map((point) => point.value));
  const x = scaleLinear({ domain: [0, max], range: [0, Math.max(20, width - labelWidth - 110)] });
  return (
    <Group>
      {points.map((point, index) => {
        const top = y(index) ?? 0;
        const middle = top + y.bandwidth() / 2;
        return (
          <g key={point.label} className="report-chart-mark">
            <text x={labelWidth - 8} y={middle} textAnchor="end" dominantBaseline="middle">
              {shortLabel(point.label, chars)}
            </text>
            <Bar
              x={labelWidth}
              y={top}
              width={Math.max(1, x(point.value))}
              height={y.bandwidth()}
              rx={2}
              fill={PALETTE[0]}
            >
              <title>{`${point.label}: ${format(point.value)}`}</title>
            </Bar>
            <text x={labelWidth + x(point.value) + 6} y={middle} dominantBaseline="middle">
              {format(point.value)}
            </text>
          </g>
        );
      })}
    </Group>
  );
}

function Line({ points, height, format, width }: MarksProps & { height: number }) {
  const margin = { top: 16, right: 24, bottom: 40, left: 96 };
  const x = scalePoint({
    domain: points.map((point) => point.label),
    range: [margin.left, width - margin.right],
  });
  const max = Math.max(1, ...points.map((point) => point.value));
  const y = scaleLinear({ domain: [0, max], range: [height - margin.bottom, margin.top], nice: true });
  return (
    <Group>
      <AxisLeft left={margin.left} scale={y} numTicks={4} tickFormat={(value) => format(Number(value))} />
      <AxisBottom top={height - margin.bottom} scale={x} numTicks={Math.min(points.length, 6)} />
      <LinePath
        data={[...points]}
        x={(point) => x(point.label) ?? 0}
        y={(point) => y(point.value)}
        stroke={PALETTE[0]}
        strokeWidth={2}
      />
      {points.map((point) => (
        <circle key={point.label} cx={x(point.label) ?? 0} cy={y(point.value)} r={4} fill={PALETTE[0]}>
          <title>{`${point.label}: ${format(point.value)}`}</title>
        </circle>
      ))}
    </Group>
  );
}

function PieMarks({
  points,
  height,
  format,
  width,
  legendBelow,
}: MarksProps & { height: number; legendBelow: boolean }) {
  const radius = Math.min(height / 2 - 16, width / 2 - 16);
  const legendAt = (index: number) =>
    legendBelow
      ? `translate(16, ${height + 8 + index * 22})`
      : `translate(${2 * radius + 48}, ${24 + index * 22})`;
  const legendChars = charsIn(legendBelow ? width - 40 : width - 2 * radius - 60);
  return (
    <Group>
      <Group top={height / 2} left={radius + 16}>
        <Pie data={[...points]} pieValue={(point) => point.value} outerRadius={radius}>
          {(pie) =>
            pie.arcs.map((arc, index) => (
              <path key={arc.data.label} d={pie.path(arc) ?? ""} fill={PALETTE[index % PALETTE.length]}>
                <title>{`${arc.data.label}: ${format(arc.data.value)}`}</title>
              </path>
            ))
          }
        </Pie>
      </Group>
      {points.map((point, index) => (
        <g key={point.label} transform={legendAt(index)}>
          <rect width={12} height={12} y={-10} fill={PALETTE[index % PALETTE.length]} />
          <text
            x={18}
          >{`${shortLabel(point.label, legendChars - format(point.value).length - 2)}: ${format(point.value)}`}</text>
        </g>
      ))}
    </Group>
  );
}
