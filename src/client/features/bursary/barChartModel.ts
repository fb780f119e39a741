/**
 * The geometry of a small horizontal bar chart, framework-free: one bar per row, scaled to the
 * largest value, with room on the left for the labels. Drawn by `BarChart.tsx` as plain SVG.
 */
export interface BarInput {
  label: string;
  value: number;
}

export interface Bar extends BarInput {
  y: number;
  width: number;
}

export interface BarChartLayout {
  width: number;
  height: number;
  /** Where bars start (the labels sit left of it). */
  barX: number;
  barHeight: number;
  bars: Bar[];
}

export const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 180;
const VALUE_ROOM = 120;

export function barChartLayout(rows: readonly BarInput[], width = 640): BarChartLayout {
  const max = Math.max(0, ...rows.map((row) => row.value));
  const room = Math.max(40, width - LABEL_WIDTH - VALUE_ROOM);
  const bars = rows.map((row, index) => ({
    ...row,
    y: GAP + index * (BAR_HEIGHT + GAP),
    // A zero stays zero; any positive value gets at least a sliver, so it is seen.
    width: max === 0 || row.value <= 0 ? 0 : Math.max(2, Math.round((row.value / max) * room)),
  }));
  return {
    width,
    height: GAP + rows.length * (BAR_HEIGHT + GAP),
    barX: LABEL_WIDTH,
    barHeight: BAR_HEIGHT,
    bars,
  };
}

/** A label cut to fit the label column ("Nigeria Certificate in Educ…"). */
export function shortLabel(label: string, max = 26): string {
  return label.length <= max ? label : `${label.slice(0, max - 1)}…`;
}
