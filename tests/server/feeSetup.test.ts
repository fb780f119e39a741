import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../src/server/modules/auth/accessToken";
import { feeAssignmentsFor } from "../../src/server/modules/payments/feeSetup/feeAssignmentRows";
import { resolveFeeAssignment } from "../../src/server/modules/payments/money/feeResolution";
import { caller, registrar } from "../support/resourceRequests";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const bursar: AuthUser = { id: 4, userName: "bursar", userType: "official", roles: ["bursar"], claims: [] };

type Row = { id: number } & Record<string, unknown>;

describe.each(databaseKinds)("fee setup on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const ids = { from: 0, to: 0, empty: 0, tuition: 0, library: 0, programmeRow: 0, studentTypeRow: 0 };

  const create = async (user: AuthUser, name: string, row: Record<string, unknown>): Promise<Row> => {
    const res = await call(user, "POST", `/api/resources/${name}`, row);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Row;
  };
  const list = async (name: string, query: string): Promise<Row[]> => {
    const res = await call(bursar, "GET", `/api/resources/${name}?pageSize=30&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items as Row[];
  };
  const sqlStatements = async (...statements: string[]) => {
    for (const statement of statements) await t.database.session((s) => s.query(statement));
  };
  const clone = (user: AuthUser, body: unknown) =>
    call(user, "POST", "/api/resources/fee-assignments/actions/clone-session", body);

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    const session = (name: string, year: number) =>
      create(registrar, "sessions", { name, startDate: `${year}-10-01`, endDate: `${year + 1}-08-31` });
    ids.from = (await session("2025/2026", 2025)).id;
    ids.to = (await session("2026/2027", 2026)).id;
    ids.empty = (await session("2027/2028", 2027)).id;
    ids.tuition = (
      await create(bursar, "fee-items", { name: "Tuition", code: "TUITION", feePurposeId: 1 })
    ).id;
    ids.library = (
      await create(bursar, "fee-items", { name: "Library", code: "LIBRARY", feePurposeId: 1 })
    ).id;
    const programmeRow = await create(bursar, "fee-assignments", {
      sessionId: ids.from,
      feePurposeId: 1,
      programmeId: 1,
      levelId: 2,
      firstInstallmentBasisPoints: 6000,
    });
    const studentTypeRow = await create(bursar, "fee-assignments", {
      sessionId: ids.from,
      feePurposeId: 1,
      studentTypeId: 1,
    });
    ids.programmeRow = programmeRow.id;
    ids.studentTypeRow = studentTypeRow.id;
    for (const [assignment, item, amount] of [
      [programmeRow.id, ids.tuition, 4_500_050],
      [programmeRow.id, ids.library, 250_000],
      [studentTypeRow.id, ids.tuition, 4_000_000],
    ])
      await create(bursar, "fee-assignment-items", { feeAssignmentId: assignment, feeItemId: item, amount });
    // The target session already has the student-type row (with another amount): it is skipped.
    const present = await create(bursar, "fee-assignments", {
      sessionId: ids.to,
      feePurposeId: 1,
      studentTypeId: 1,
    });
    await create(bursar, "fee-assignment-items", {
      feeAssignmentId: present.id,
      feeItemId: ids.tuition,
      amount: 100,
    });
  });
  afterAll(async () => t?.close());

  it("keeps kobo exact: an odd kobo amount reads back as sent, the total sums the items", async () => {
    const items = await list("fee-assignment-items", `feeAssignmentId=${ids.programmeRow}`);
    expect(items.map((item) => item.amount).sort()).toEqual([250_000, 4_500_050]);
    const [row] = await list("fee-assignments", `sessionId=${ids.from}&programmeId=1`);
    expect(row).toMatchObject({
      totalAmount: 4_750_050,
      name: "2025/2026 · School Fees · Nigeria Certificate in Education · 100 Level",
    });
    const refused = await call(bursar, "POST", "/api/resources/fee-assignment-items", {
      feeAssignmentId: ids.studentTypeRow,
      feeItemId: ids.library,
      amount: 1500.5,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: "amount", message: "must be a whole number" }]);
  });

  it("refuses a registrar (reads only) with 403, and lets the registrar read", async () => {
    expect((await clone(registrar, { from: ids.from, to: ids.to })).statusCode).toBe(403);
    expect((await call(registrar, "GET", "/api/resources/fee-assignments")).statusCode).toBe(200);
    expect(
      (await call(registrar, "POST", "/api/resources/fee-items", { name: "X", code: "XX", feePurposeId: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it("answers 400 naming the field for bad input", async () => {
    const cases: [unknown, string][] = [
      [{ from: ids.from, to: ids.from }, "to"],
      [{ from: ids.from, to: 987654 }, "to"],
      [{ from: ids.empty, to: ids.to }, "from"],
      [{ from: "one", to: ids.to }, "from"],
      [{ to: ids.to }, "from"],
    ];
    for (const [body, path] of cases) {
      const res = await clone(bursar, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().errors), res.body).toContain(path);
    }
  });

  it("is all or nothing: a failing item leaves the target session untouched", async () => {
    await sqlStatements(
      `CREATE FUNCTION refuse_13() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN IF NEW.amount = 13 THEN RAISE EXCEPTION 'no 13' USING ERRCODE = 'check_violation'; END IF; RETURN NEW; END $$`,
      "CREATE TRIGGER refuse_13 BEFORE INSERT ON fee_assignment_items FOR EACH ROW EXECUTE FUNCTION refuse_13()",
    );
    // Allowed in the source before the trigger's rule matters: raise it to 13 by SQL.
    await t.database.session((s) =>
      s.query(
        "UPDATE fee_assignment_items SET amount = 13 WHERE fee_assignment_id = $1 AND fee_item_id = $2",
        [ids.programmeRow, ids.library],
      ),
    );
    try {
      const res = await clone(bursar, { from: ids.from, to: ids.empty });
      expect(res.statusCode, res.body).toBe(400);
      expect(await list("fee-assignments", `sessionId=${ids.empty}`)).toEqual([]);
    } finally {
      await sqlStatements(
        "DROP TRIGGER refuse_13 ON fee_assignment_items",
        "DROP FUNCTION refuse_13()",
        "UPDATE fee_assignment_items SET amount = 250000 WHERE amount = 13",
      );
    }
  });

  it("copies a session's assignments with their items, skips those already there, and audits it", async () => {
    const res = await clone(bursar, { from: ids.from, to: ids.to });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "1 fee assignment copied with 2 fee assignment items; 1 already existed and was skipped.",
      data: { copied: 1, skipped: 1, children: 2 },
    });
    const copied = await list("fee-assignments", `sessionId=${ids.to}&programmeId=1`);
    expect(copied).toHaveLength(1);
    expect(copied[0]).toMatchObject({
      levelId: 2,
      firstInstallmentBasisPoints: 6000,
      totalAmount: 4_750_050,
    });
    const items = await list("fee-assignment-items", `feeAssignmentId=${copied[0]?.id}`);
    expect(items.map((item) => [item.feeItemId, item.amount]).sort()).toEqual(
      [
        [ids.tuition, 4_500_050],
        [ids.library, 250_000],
      ].sort(),
    );
    // The row that was there keeps its own amount.
    const [kept] = await list("fee-assignments", `sessionId=${ids.to}&studentTypeId=1`);
    expect(kept?.totalAmount).toBe(100);

    const again = await clone(bursar, { from: ids.from, to: ids.to });
    expect(again.json().data).toEqual({ copied: 0, skipped: 2, children: 0 });

    const audit = await t.database.session((s) =>
      s.query<{ actor_name: string; after: unknown }>(
        "SELECT actor_name, after FROM audit_log WHERE entity = 'fee-assignments' AND action = 'clone-session' ORDER BY id",
      ),
    );
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actor_name: "bursar" });
    expect(JSON.stringify(audit[0]?.after)).toContain('"copied":1');
  });

  it("clones a session's commission shares into another, once, for the bursar only", async () => {
    await create(bursar, "commission-splits", {
      sessionId: ids.from,
      feePurposeId: 2,
      beneficiary: "Portal service provider",
      basisPoints: 250,
    });
    const cloneShares = (user: AuthUser) =>
      call(user, "POST", "/api/resources/commission-splits/actions/clone-session", {
        from: ids.from,
        to: ids.to,
      });
    expect((await cloneShares(registrar)).statusCode).toBe(403);
    const first = await cloneShares(bursar);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ copied: 1, skipped: 0 });
    expect(await list("commission-splits", `sessionId=${ids.to}`)).toEqual([
      expect.objectContaining({ feePurposeId: 2, beneficiary: "Portal service provider", basisPoints: 250 }),
    ]);
    expect((await cloneShares(bursar)).json().data).toMatchObject({ copied: 0, skipped: 1 });
    const bad = await call(bursar, "POST", "/api/resources/commission-splits/actions/clone-session", {
      from: ids.from,
      to: ids.from,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("gives the invoice service the fee setup feeResolution reads", async () => {
    const rows = await feeAssignmentsFor(t.database.db, ids.to, 1);
    expect(rows).toHaveLength(2);
    const payer = { sessionId: ids.to, feePurposeId: 1, programmeId: 1, studentTypeId: 1, levelId: 2 };
    const resolved = resolveFeeAssignment(rows, payer);
    expect(resolved).toMatchObject({ programmeId: 1, levelId: 2, firstInstallmentBasisPoints: 6000 });
    expect(resolved?.items).toEqual([
      { feeItemId: ids.library, name: "Library", amount: 250_000 },
      { feeItemId: ids.tuition, name: "Tuition", amount: 4_500_050 },
    ]);
    const level3 = resolveFeeAssignment(rows, { ...payer, levelId: 3 });
    expect(level3?.items).toEqual([{ feeItemId: ids.tuition, name: "Tuition", amount: 100 }]);
  });
});
