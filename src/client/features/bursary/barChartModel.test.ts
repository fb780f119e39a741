import { describe, expect, it } from "vitest";
import { barChartLayout, shortLabel } from "./barChartModel";

describe("barChartLayout", () => {
  it("scales bars to the largest value, one row each, zero staying empty", () => {
    const layout = barChartLayout(
      [
        { label: "Sundry", value: 500 },
        { label: "Acceptance", value: 1000 },
        { label: "Hostel", value: 0 },
      ],
      640,
    );
    const [sundry, acceptance, hostel] = layout.bars;
    expect(acceptance?.width).toBe(640 - 180 - 120);
    expect(sundry?.width).toBe(170);
    expect(hostel?.width).toBe(0);
    expect(layout.bars.map((bar) => bar.y)).toEqual([8, 38, 68]);
    expect(layout.height).toBe(98);
  });

  it("draws nothing for an empty report and cuts long labels", () => {
    expect(barChartLayout([]).bars).toEqual([]);
    expect(shortLabel("Nigeria Certificate in Education", 10)).toBe("Nigeria C…");
    expect(shortLabel("NCE")).toBe("NCE");
  });
});
