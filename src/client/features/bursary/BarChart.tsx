import { useId } from "react";
import { formatNaira } from "../../ui/format";
import { type BarInput, barChartLayout, shortLabel } from "./barChartModel";
import "./barChart.css";

export interface BarChartProps {
  /** What the chart shows, e.g. "Credited payments by day". */
  title: string;
  /** Values in kobo, unless `formatValue` says how to show them. */
  rows: readonly BarInput[];
  /** How a value reads beside its bar and to screen readers; naira by default. */
  formatValue?: (value: number) => string;
}

/**
 * A small horizontal bar chart in plain SVG (no chart library: it loads in its own small chunk).
 * Screen readers get the title and a summary; the page shows the same numbers in a table.
 */
export default function BarChart({ title, rows, formatValue = formatNaira }: BarChartProps) {
  const id = useId();
  const layout = barChartLayout(rows);
  const summary = rows.map((row) => `${row.label}: ${formatValue(row.value)}`).join("; ");
  return (
    <figure className="bar-chart">
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="xMinYMin meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {layout.bars.map((bar) => (
          <g key={bar.label} className="bar-chart-row">
            <text
              x={layout.barX - 8}
              y={bar.y + layout.barHeight / 2}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {shortLabel(bar.label)}
            </text>
            <rect x={layout.barX} y={bar.y} width={bar.width} height={layout.barHeight} rx={2} />
            <text x={layout.barX + bar.width + 6} y={bar.y + layout.barHeight / 2} dominantBaseline="middle">
              {formatValue(bar.value)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="bar-chart-caption">{title}</figcaption>
    </figure>
  );
}
