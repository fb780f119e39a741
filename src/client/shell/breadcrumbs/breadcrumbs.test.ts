import { describe, expect, it } from "vitest";
import { menuEntriesFor } from "../menu/menuEntries";
import { breadcrumbTrail, type Crumb, segmentName, shortenCrumbName, visibleCrumbs } from "./breadcrumbs";

const crumbs = (...texts: string[]): Crumb[] => texts.map((text) => ({ text, href: `/${text}` }));

describe("shortenCrumbName", () => {
  it("keeps names of up to 37 characters", () => {
    const name = "a".repeat(37);
    expect(shortenCrumbName(name)).toBe(name);
  });

  it("cuts longer names at 37 characters plus an ellipsis", () => {
    expect(shortenCrumbName("b".repeat(38))).toBe(`${"b".repeat(37)}…`);
  });
});

describe("visibleCrumbs", () => {
  it("shows all of a trail of up to 4 crumbs", () => {
    expect(visibleCrumbs(crumbs("a", "b", "c", "d")).map((crumb) => crumb.text)).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
  });

  it("shows only the first and the last of more than 4 crumbs", () => {
    expect(visibleCrumbs(crumbs("a", "b", "c", "d", "e"))).toEqual([
      { text: "a", href: "/a" },
      { text: "e", href: "/e" },
    ]);
  });

  it("cuts the long names of the steps before the current page, titled whole", () => {
    const long = "Generate Postgraduate School Fees Invoice Now";
    const [first] = visibleCrumbs([{ text: long, href: "/a" }, { text: "Invoice" }]);
    expect(first).toEqual({ text: "Generate Postgraduate School Fees Inv…", href: "/a", title: long });
  });

  it("shows the current page's long name whole (CSS cuts it on a narrow screen), titled", () => {
    const long = "Generate Diploma in Early Childhood Education Invoice";
    expect(visibleCrumbs([{ text: "Home", href: "/" }, { text: long }])).toEqual([
      { text: "Home", href: "/" },
      { text: long, title: long },
    ]);
  });

  it("shows nothing for an empty trail", () => {
    expect(visibleCrumbs([])).toEqual([]);
  });
});

describe("segmentName", () => {
  it("turns path words into a title", () => {
    expect(segmentName("school_fees")).toBe("School Fees");
    expect(segmentName("bed-spaces")).toBe("Bed Spaces");
    expect(segmentName("change_of_department_application")).toBe("Change of Department Application");
    expect(segmentName("of_the_year")).toBe("Of the Year");
  });

  it("leaves ids and codes alone", () => {
    expect(segmentName("310012345678")).toBe("310012345678");
    expect(segmentName("%E0%A4%A")).toBe("%E0%A4%A");
  });
});

describe("breadcrumbTrail", () => {
  const screens = ["/dashboard", "/profile", "/academic_fees/school_fees"].map((path) => ({ path }));
  const entries = menuEntriesFor(["dashboard", "profile", "academic_fees"], screens, () => true);

  it("names the menu area as the side menu does and links it to the area's page", () => {
    expect(breadcrumbTrail("/academic_fees/sundry/invoice", entries)).toEqual([
      { text: "Academic Fees", href: "/academic_fees/school_fees" },
      { text: "Sundry", href: "/academic_fees/sundry" },
      { text: "Invoice" },
    ]);
  });

  it("makes the last crumb the current page, without a link", () => {
    expect(breadcrumbTrail("/dashboard", entries)).toEqual([{ text: "Dashboard" }]);
    // A page that names itself (a scoped list's parent) ends the trail with that name.
    expect(breadcrumbTrail("/academic_fees/sundry/7", entries, "Transcript fee")).toEqual([
      { text: "Academic Fees", href: "/academic_fees/school_fees" },
      { text: "Sundry", href: "/academic_fees/sundry" },
      { text: "Transcript fee" },
    ]);
    expect(breadcrumbTrail("/no_access", entries)).toEqual([{ text: "No Access" }]);
  });

  it("does not repeat the area's name for its own page, and lets a page name itself", () => {
    const review = menuEntriesFor(
      ["applications", "application_review"],
      ["/applications/reset", "/applications/review"].map((path) => ({ path })),
      () => true,
    );
    expect(breadcrumbTrail("/applications/review", review)).toEqual([{ text: "Application Review" }]);
    expect(breadcrumbTrail("/applications/review/view", review, "Application")).toEqual([
      { text: "Application Review", href: "/applications/review" },
      { text: "Application" },
    ]);
    // An area whose name is not the page's keeps the page's crumb.
    expect(breadcrumbTrail("/academic_fees/school_fees/session", entries)).toEqual([
      { text: "Academic Fees", href: "/academic_fees/school_fees" },
      { text: "School Fees" },
      { text: "Session" },
    ]);
  });

  it("has no crumbs at the root", () => {
    expect(breadcrumbTrail("/", entries)).toEqual([]);
  });
});
