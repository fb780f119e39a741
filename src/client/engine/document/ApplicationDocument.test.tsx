import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nceType } from "../../../../tests/support/applicationTypes";
import { fixtureLookups } from "../../../../tests/support/fixtureLookups";
import { validNceApplication } from "../../../../tests/support/nceFixtures";
import { applyLookups, resolveSections } from "../schemaForms";
import { ApplicationDocument } from "./ApplicationDocument";
import { CollegeHeader } from "./CollegeHeader";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const { meta, uiSchema } = nceType;
const schema = applyLookups(nceType.schema, fixtureLookups);
const sections = resolveSections(schema, uiSchema, meta.steps);

function cellFor(table: HTMLElement, label: string): string | null | undefined {
  return within(table).getByRole("rowheader", { name: label }).nextElementSibling?.textContent;
}

describe("ApplicationDocument", () => {
  it("renders each section as a titled table of labels and values, lookup ids as names", () => {
    render(
      <ApplicationDocument
        schema={schema}
        uiSchema={uiSchema}
        sections={sections}
        data={validNceApplication()}
        header={<CollegeHeader subtitle="NCE application form" />}
      />,
    );
    const doc = screen.getByRole("article", { name: "NCE Programme application" });
    expect(within(doc).getByText("NCE application form")).toBeTruthy();
    expect(
      within(doc)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(sections.map((section) => section.title));
    expect(cellFor(doc, "Surname")).toBe("Okafor");
    expect(cellFor(doc, "State of origin")).toBe("Lagos");
    expect(cellFor(doc, "Alternate department")).toBe("Mathematics Education");
    expect(cellFor(doc, "Certificate type")).toBe("O-level certificate");
    expect(cellFor(doc, "Certificate")).toBe("waec.pdf");
    expect(cellFor(doc, "Disability")).toBe("Not provided");
    const subjects = within(doc).getByRole("table", { name: "Subjects and grades" });
    // Eight filled rows plus the header; the empty ninth row is left out.
    expect(within(subjects).getAllByRole("row")).toHaveLength(9);
    expect(within(subjects).getAllByRole("row")[1]?.textContent).toBe("English LanguageA1");
    expect(within(doc).queryAllByRole("textbox")).toEqual([]);
    expect(within(doc).queryByRole("button", { name: /Edit/ })).toBeNull();
  });

  it("prints with window.print", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    render(<ApplicationDocument schema={schema} uiSchema={uiSchema} sections={sections} data={{}} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it("shows an empty photo slot and 'Not provided' for an empty application", () => {
    render(
      <ApplicationDocument
        schema={schema}
        uiSchema={uiSchema}
        sections={sections}
        data={{}}
        printable={false}
      />,
    );
    expect(screen.getByRole("figure").textContent).toBe("Passport photograph");
    expect(screen.queryByRole("button", { name: "Print" })).toBeNull();
    expect(screen.getAllByText("Not provided").length).toBeGreaterThan(10);
  });
});
