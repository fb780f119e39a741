import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { notificationTarget } from "./notificationTarget";

const WORKFLOWS = new URL("../../../../schemas/workflows/", import.meta.url);

/** The categories the workflow files' steps notify in. */
function workflowCategories(): string[] {
  const categories = new Set<string>();
  for (const name of readdirSync(WORKFLOWS).filter((file) => file.endsWith(".json"))) {
    const file = JSON.parse(readFileSync(new URL(name, WORKFLOWS), "utf8")) as {
      transitions: { notify?: { category: string } }[];
    };
    for (const step of file.transitions) if (step.notify) categories.add(step.notify.category);
  }
  return [...categories];
}

describe("where a notification leads", () => {
  it.each(workflowCategories())("opens a screen for the workflow category %s", (category) => {
    expect(
      notificationTarget({ notificationCategory: category, notificationRequestProperties: null }),
    ).not.toBeNull();
  });

  it.each([
    ["courseApproval", "/course_registration/view"],
    ["schoolFeesInvoice", "/academic_fees/school_fees"],
    ["studentProfile", "/profile"],
    ["results", "/results"],
    ["hostelReservation", "/hostel"],
  ])("opens %s at %s", (category, pathname) => {
    expect(
      notificationTarget({ notificationCategory: category, notificationRequestProperties: null }),
    ).toEqual({
      pathname,
    });
  });

  it("opens a lecturer's records at the notified term, in the address too", () => {
    expect(
      notificationTarget({
        notificationCategory: "lecturerCourses",
        notificationRequestProperties: { sessionId: 4, semesterId: 1 },
      }),
    ).toEqual({
      pathname: "/records/view",
      search: "?sessionId=4&semesterId=1",
      state: { sessionId: 4, semesterId: 1 },
    });
  });

  it("leads nowhere for a category it does not know", () => {
    expect(
      notificationTarget({ notificationCategory: "unknown", notificationRequestProperties: null }),
    ).toBeNull();
  });
});
