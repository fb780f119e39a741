import { describe, expect, it } from "vitest";
import { type ApplicationFacts, applicationSteps, applicationSummary, isOpen } from "./applicationSteps";

const none = { by: null, at: null, note: null };
const base: ApplicationFacts = {
  state: "awaiting_payment",
  fromDepartment: "Computer Science Education",
  toDepartment: "Building Technology Education",
  submittedAt: null,
  released: none,
  accepted: none,
  approved: none,
  refused: { ...none, as: null },
};

describe("change of department steps", () => {
  it("waits for the fee before anything else", () => {
    expect(applicationSteps(base).map((step) => step.status)).toEqual([
      "waiting",
      "not_reached",
      "not_reached",
      "not_reached",
    ]);
    expect(applicationSummary(base)).toMatch(/Pay the change of department fee/);
  });

  it("shows each approver's stamp once taken, and who is next", () => {
    const released = {
      ...base,
      state: "released" as const,
      submittedAt: "2026-11-01T10:00:00.000Z",
      released: { by: "Dr. Ada Nwankwo", at: "2026-11-02T10:00:00.000Z", note: null },
    };
    const steps = applicationSteps(released);
    expect(steps.map((step) => step.status)).toEqual(["done", "done", "waiting", "not_reached"]);
    expect(steps[1]).toMatchObject({
      title: "Released by the head of Computer Science Education",
      by: "Dr. Ada Nwankwo",
    });
    expect(steps[2]?.title).toBe("Accepted by the head of Building Technology Education");
    expect(applicationSummary(released)).toBe(
      "Waiting for the head of Building Technology Education to accept you.",
    );
  });

  it("puts a refusal on the step of the approver who refused, with the reason", () => {
    const refused: ApplicationFacts = {
      ...base,
      state: "refused",
      submittedAt: "2026-11-01T10:00:00.000Z",
      released: { by: "Dr. Ada Nwankwo", at: "2026-11-02T10:00:00.000Z", note: null },
      refused: {
        by: "Dr. Emeka Obi",
        at: "2026-11-03T10:00:00.000Z",
        note: "The department is full.",
        as: "receivingHod",
      },
    };
    const steps = applicationSteps(refused);
    expect(steps.map((step) => step.status)).toEqual(["done", "done", "refused", "not_reached"]);
    expect(steps[2]).toMatchObject({ by: "Dr. Emeka Obi", note: "The department is full." });
    expect(applicationSummary(refused)).toBe(
      "Refused: you stay in Computer Science Education. Reason: The department is full.",
    );
    expect(isOpen("refused")).toBe(false);
    expect(isOpen("accepted")).toBe(true);
  });
});
