import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StepBar } from "./StepBar";

afterEach(cleanup);

const titles = ["Personal details", "Programme", "O-level results", "Review and submit"];

describe("the step bar", () => {
  it("numbers as many steps as the progress line counts (the review is not one)", () => {
    const { container } = render(
      <StepBar titles={titles} current={0} reachable={3} narrow={false} onSelect={() => {}} />,
    );
    expect(screen.getByRole("heading").textContent).toBe("Step 1 of 3: Personal details");
    const numbers = [...container.querySelectorAll(".matric-wizard-step-number")].map(
      (node) => node.textContent,
    );
    expect(numbers).toEqual(["1", "2", "3"]);
    expect(screen.getAllByRole("button")).toHaveLength(4);
  });
});
