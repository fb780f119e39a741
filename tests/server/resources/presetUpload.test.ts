import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXED_CELL_MESSAGE } from "../../../src/server/modules/resources/uploadService";
import { caller, registrar, upload } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * A preset's bulk upload (the spec's /fees_assignment/acceptance_fees/bulk and its siblings): the
 * screen sends its fixed filters with the file; every row takes them, a row that says otherwise is
 * that row's error, and only the list's own filters and writers are accepted.
 */

const bursar = { ...registrar, id: 900_010, userName: "bursar", roles: ["bursar"] };
const ACCEPTANCE = 2;

describe.each(databaseKinds)("a preset's bulk upload on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const send = (csv: string, query: string, user = bursar) =>
    upload(t.app, t.config.jwtSecret, user, "fee-items", "items.csv", Buffer.from(csv), query);
  const itemsNamed = async (name: string) =>
    t.database.session((s) =>
      s.query<{ fee_purpose_id: number }>("SELECT fee_purpose_id FROM fee_items WHERE name = $1", [name]),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
  });
  afterAll(async () => t?.close());

  it("gives every row the screen's values, in empty cells and in a file without the column", async () => {
    const res = await send(
      "Name,Code,Purpose\nAcceptance form,ACPT_FORM,\nAcceptance medicals,ACPT_MED,Acceptance",
      `?feePurposeId=${ACCEPTANCE}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 2 });
    expect(await itemsNamed("Acceptance form")).toEqual([{ fee_purpose_id: ACCEPTANCE }]);
    const withoutColumn = await send("Name,Code\nAcceptance ID card,ACPT_ID", `?feePurposeId=${ACCEPTANCE}`);
    expect(withoutColumn.statusCode, withoutColumn.body).toBe(200);
    expect(await itemsNamed("Acceptance ID card")).toEqual([{ fee_purpose_id: ACCEPTANCE }]);
    const listed = await call(
      bursar,
      "GET",
      `/api/resources/fee-items?feePurposeId=${ACCEPTANCE}&search=acceptance`,
    );
    expect(
      listed
        .json()
        .data.items.map((item: { name: string }) => item.name)
        .sort(),
    ).toEqual(["Acceptance ID card", "Acceptance form", "Acceptance medicals"]);
  });

  it("refuses, naming the row, a row that gives another value, and saves nothing", async () => {
    const res = await send(
      "Name,Code,Purpose\nAcceptance gown,ACPT_GOWN,\nTuition extra,TUITION_X,School Fees",
      `?feePurposeId=${ACCEPTANCE}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: "row 3.feePurposeId", message: FIXED_CELL_MESSAGE }]);
    expect(await itemsNamed("Acceptance gown")).toEqual([]);
  });

  it("accepts only the list's filters, of the right type, from its writers", async () => {
    const csv = "Name,Code\nAcceptance badge,ACPT_BADGE";
    const unknown = await send(csv, "?name=x");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: "name", message: "name is not a filter of this list" }]);
    const wrongType = await send(csv, "?feePurposeId=two");
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].path).toBe("feePurposeId");
    const noSuchPurpose = await send(csv, "?feePurposeId=999");
    expect(noSuchPurpose.statusCode).toBe(400);
    expect(JSON.stringify(noSuchPurpose.json().errors)).toContain("feePurposeId");
    // The registrar reads the fee setup but does not write it.
    expect((await send(csv, `?feePurposeId=${ACCEPTANCE}`, registrar)).statusCode).toBe(403);
    expect(await itemsNamed("Acceptance badge")).toEqual([]);
  });
});
