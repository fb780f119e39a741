import { describe, expect, it } from "vitest";
import { readSteps, type TypeDraft } from "../../../schema/applicationTypes/fieldModel";
import { readApplicationFolders } from "../../../schema/publishedTypes/readApplicationFolders";
import { keptDetail, keptWords } from "./keptWords";

const { folders } = await readApplicationFolders();

describe("keptWords", () => {
  it("words every kept field and step of the bundled types without JSON jargon", () => {
    for (const folder of folders) {
      const draft = { meta: folder.meta, schema: folder.schema, uiSchema: folder.ui } as TypeDraft;
      for (const step of readSteps(draft)) {
        const nameOf = (key: string) => step.fields?.find((row) => row.key === key)?.label ?? key;
        const said = [
          ...(step.kept ? [keptWords(step.kept, nameOf)] : []),
          ...(step.fields ?? []).flatMap((row) => (row.kept ? [keptWords(row.kept, nameOf)] : [])),
        ];
        for (const words of said)
          expect(words).not.toMatch(/JSON|schemas\/|"|\$ref|pairedFields|differentFrom/);
      }
    }
  });

  it("names the partner of a step rule and points shared pieces with limits to the limits", () => {
    const names: Record<string, string> = {
      certificateTypeId: "Certificate type",
      departmentId: "Department",
    };
    const nameOf = (key: string) => names[key] ?? key;
    expect(keptWords({ kind: "stepRule", rule: "pairedFields", others: ["certificateTypeId"] }, nameOf)).toBe(
      "Kept as it is: given together with Certificate type",
    );
    expect(keptWords({ kind: "stepRule", rule: "differentFrom", others: ["departmentId"] }, nameOf)).toBe(
      "Kept as it is: must differ from Department",
    );
    expect(keptWords({ kind: "sharedStep", piece: "../../common/olevel-results.schema.json" }, nameOf)).toBe(
      "Shared college step — its numbers are set in Limits above",
    );
    expect(keptWords({ kind: "sharedStep", piece: "../../common/sponsor.schema.json" }, nameOf)).toBe(
      "Shared college step — the same on every application form",
    );
    expect(keptDetail('it uses "enum", which the field editor does not set')).toContain('"enum"');
  });
});
