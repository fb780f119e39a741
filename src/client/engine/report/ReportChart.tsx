import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear, scalePoint } from "@visx/scale";
import { Bar, LinePath, Pie } from "@visx/shape";
import { useId } from "react";
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

const WIDTH = 640;
const LABEL_WIDTH = 170;
const ROW = 26;
const PALETTE = ["#2d72d2", "#238551", "#c87619", "#cd4246", "#7961db", "#147eb3", "#d1980b", "#8f398f"];
const shortLabel = (label: string) => (label.length > 26 ? `${label.slice(0, 25)}…` : label);

/**
 * The report's chart in SVG with visx (a lazy chunk of its own: see the reports README for why
 * visx). Screen readers get the title and every value (`<desc>`); each mark has its own `<title>`;
 * the page shows the same numbers in the table below.
 */
export default function ReportChart({ type, title, points, format }: ReportChartProps) {
  const id = useId();
  const height = type === "bar" ? Math.max(60, points.length * ROW + 16) : 280;
  return (
    <figure className="report-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="xMinYMin meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{chartSummary(points, format)}</desc>
        {type === "bar" ? <Bars points={points} format={format} /> : null}
        {type === "line" ? <Line points={points} height={height} format={format} /> : null}
        {type === "pie" ? <PieMarks points={points} height={height} format={format} /> : null}
      </svg>
      <figcaption className="report-chart-caption">{title}</figcaption>
    </figure>
  );
}

type MarksProps = { points: readonly ChartPoint[]; format: (value: number) => string };

/** Horizontal bars: group names can be long (programmes, departments). */
function Bars({ points, format }: MarksProps) {
  const y = scaleBand({
    domain: points.map((_, index) => index),
    range: [8, points.length * ROW + 8],
    padding: 0.2,
  });
  const max = Math.max(1, ...points.map((point) => point.value));
  const x = scaleLinear({ domain: [0, max], range: [0, WIDTH - LABEL_WIDTH - 110] });
  return (
    <Group>
      {points.map((point, index) => {
        const top = y(index) ?? 0;
        const middle = top + y.bandwidth() / 2;
        return (
          <g key={point.label} className="report-chart-mark">
            <text x={LABEL_WIDTH - 8} y={middle} textAnchor="end" dominantBaseline="middle">
              {shortLabel(point.label)}
            </text>
            <Bar
              x={LABEL_WIDTH}
              y={top}
              width={Math.max(1, x(point.value))}
              height={y.bandwidth()}
              rx={2}
              fill={PALETTE[0]}
            >
              <title>{`${point.label}: ${format(point.value)}`}</title>
            </Bar>
            <text x={LABEL_WIDTH + x(point.value) + 6} y={middle} dominantBaseline="middle">
              {format(point.value)}
            </text>
          </g>
        );
      })}
    </Group>
  );
}

function Line({ points, height, format }: MarksProps & { height: number }) {
  const margin = { top: 16, right: 24, bottom: 40, left: 96 };
  const x = scalePoint({
    domain: points.map((point) => point.label),
    range: [margin.left, WIDTH - margin.right],
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

function PieMarks({ points, height, format }: MarksProps & { height: number }) {
  const radius = height / 2 - 16;
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
        <g key={point.label} transform={`translate(${2 * radius + 48}, ${24 + index * 22})`}>
          <rect width={12} height={12} y={-10} fill={PALETTE[index % PALETTE.length]} />
          <text x={18}>{`${shortLabel(point.label)}: ${format(point.value)}`}</text>
        </g>
      ))}
    </Group>
  );
}
