import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { choosePayOutcome, createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { databaseKinds } from "../../support/testDatabase";

interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
  errors?: { path: string; message: string }[];
}
interface Invoice {
  invoiceNumber: string;
  amount: number;
  paymentStatus: string;
  isPaid: boolean;
  rrr: string | null;
  fullName: string;
  matricNumber: string | null;
  paymentPurposeId: number;
}
interface Item {
  feeItemId: number;
  name: string;
  code: string;
  amount: number;
}

describe.each(databaseKinds)("public sundry payers on %s", (kind) => {
  let t: PaymentsTestApp;
  let sessionId: number;
  let items: Item[];
  let phoneCounter = 0;
  const nextPhone = () => `0815${String(1_000_000 + phoneCounter++).slice(-7)}`;
  const itemCoded = (code: string) => {
    const item = items.find((candidate) => candidate.code === code);
    if (!item) throw new Error(`no ${code} item`);
    return item;
  };

  const call = async <T>(method: "GET" | "POST", url: string, body?: unknown) => {
    const answer = await t.app.inject({ method, url, ...(body ? { payload: body as object } : {}) });
    return { status: answer.statusCode, body: answer.json() as Envelope<T> };
  };
  const payer = (phone: string, extra: Record<string, unknown> = {}) => ({
    lastName: "Adebayo",
    firstName: "Tunde",
    middleName: null,
    mobileNumber: phone,
    email: "tunde@example.com",
    regNumber: "NCE/2019/0042",
    sessionId,
    ...extra,
  });
  const generate = (phone: string, extra: Record<string, unknown> = {}) =>
    call<Invoice>(
      "POST",
      "/api/Sundry/generate",
      payer(phone, { feeItemId: itemCoded("ID_CARD").feeItemId, ...extra }),
    );
  interface HistoryRow {
    invoiceNumber: string;
    paymentStatus: string;
    amount: number;
    description: string;
  }
  interface HistoryPage {
    items: HistoryRow[];
    meta: { totalCount: number; currentPage: number; pageSize: number };
  }
  const history = (phone: string, reference: string, list = "") =>
    call<HistoryPage>("GET", `/api/Sundry/payment-history?phone=${phone}&reference=${reference}${list}`);

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    sessionId = t.currentSessionId;
    const answer = await call<{ sessionId: number; items: Item[] }>("GET", "/api/Sundry/items");
    expect(answer.status).toBe(200);
    expect(answer.body.data.sessionId).toBe(sessionId);
    items = answer.body.data.items;
  }, 120_000);
  afterAll(async () => t?.close());

  it("lists the items priced for everyone and prices an invoice from the setup, ignoring the amount sent", async () => {
    // The demo setup: transcript ₦5,000, ID card replacement ₦2,000.
    expect(itemCoded("TRANSCRIPT").amount).toBe(500_000);
    expect(itemCoded("ID_CARD").amount).toBe(200_000);
    const phone = nextPhone();
    const { status, body } = await generate(phone, { amount: 1 });
    expect(status).toBe(200);
    expect(body.message).toBe("Invoice generated successfully!");
    expect(body.data).toMatchObject({
      amount: 200_000,
      paymentStatus: "unpaid",
      fullName: "Tunde Adebayo",
      matricNumber: "NCE/2019/0042",
      paymentPurposeId: 9,
    });
    // The invoice opens without an account with the phone it was made for, like an applicant's.
    const opened = await call<Invoice>(
      "GET",
      `/api/Payment/invoice/${body.data.invoiceNumber}?phone=${phone}`,
    );
    expect(opened.status).toBe(200);
    // The lookup now knows the payer.
    const known = await call<{ firstName: string | null; email: string | null }>(
      "POST",
      "/api/Sundry/lookup",
      {
        mobileNumber: phone,
      },
    );
    // The names the form shows; the e-mail, the phone and the matric number masked.
    expect(known.body.data).toEqual({
      lastName: "Adebayo",
      firstName: "Tunde",
      middleName: null,
      email: "t***e@example.com",
      mobileNumber: `${phone.slice(0, 4)}****${phone.slice(-3)}`,
      regNumber: "NCE********42",
    });
    const stranger = await call<{ firstName: string | null }>("POST", "/api/Sundry/lookup", {
      mobileNumber: nextPhone(),
    });
    expect(stranger.body.data.firstName).toBeNull();
  });

  it("makes one invoice and one payer of 20 identical requests at once", async () => {
    const phone = nextPhone();
    const answers = await Promise.all(Array.from({ length: 20 }, () => generate(phone)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.invoiceNumber)).size).toBe(1);
    const [counts] = await queryRows<{ invoices: number; payers: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM invoices i JOIN sundry_payers sp ON sp.id = i.sundry_payer_id
          WHERE sp.mobile_number = ${phone}) AS invoices,
        (SELECT count(*)::int FROM sundry_payers WHERE mobile_number = ${phone}) AS payers`,
    );
    expect(counts).toEqual({ invoices: 1, payers: 1 });
    // Another item is another invoice for the same payer.
    const transcript = await generate(phone, { feeItemId: itemCoded("TRANSCRIPT").feeItemId });
    expect(transcript.body.data.invoiceNumber).not.toBe(answers[0]?.body.data.invoiceNumber);
  });

  it("stores a transcript request's destination with the transcript invoice", async () => {
    const phone = nextPhone();
    const { status, body } = await call<Invoice>(
      "POST",
      "/api/Sundry/transcript",
      payer(phone, {
        institutionName: "University of Lagos",
        institutionAddress: "Akoka, Yaba, Lagos",
        institutionEmail: "records@unilag.example",
      }),
    );
    expect(status).toBe(200);
    expect(body.data.amount).toBe(500_000);
    const rows = await queryRows<{ institution_name: string; address: string }>(
      t.database.db,
      sql`SELECT tr.institution_name, tr.address FROM transcript_requests tr JOIN invoices i ON i.id = tr.invoice_id
        WHERE i.invoice_number = ${body.data.invoiceNumber}`,
    );
    expect(rows).toEqual([{ institution_name: "University of Lagos", address: "Akoka, Yaba, Lagos" }]);
  });

  it("is paid over the sandbox, gives a receipt, and shows in the history only with the payer's own reference", async () => {
    const phone = nextPhone();
    const { body } = await generate(phone);
    const number = body.data.invoiceNumber;
    const started = await call<{ rrr: string; cardPaymentLink: string }>(
      "POST",
      "/api/Payment/initiate-payment",
      {
        invoiceNumber: number,
      },
    );
    expect(started.status).toBe(200);
    expect(await choosePayOutcome(started.body.data.cardPaymentLink, "pay")).toBe(303);
    const paid = await call<Invoice>("GET", `/api/Payment/invoice/${number}?phone=${phone}`);
    expect(paid.body.data).toMatchObject({ paymentStatus: "paid", isPaid: true });

    const receipt = await call<{ total: number }>(
      "GET",
      `/api/Payment/receipt/${started.body.data.rrr}?phone=${phone}`,
    );
    expect(receipt.status).toBe(200);
    expect(receipt.body.data.total).toBe(200_000);
    const verified = await call<{ isPaid: boolean; applicationTypeId: string | null }>(
      "GET",
      `/api/Payment/verify?reference=${number}`,
    );
    expect(verified.body.data.isPaid).toBe(true);
    // No applicant's invoice: no application to go on to.
    expect(verified.body.data.applicationTypeId).toBeNull();

    // The staff payments list names the sundry payer.
    const [record] = await queryRows<{ payer_name: string; phone_number: string }>(
      t.database.db,
      sql`SELECT payer_name, phone_number FROM payment_records WHERE invoice_number = ${number}`,
    );
    expect(record).toEqual({ payer_name: "Tunde Adebayo", phone_number: phone });

    for (const reference of [number, started.body.data.rrr]) {
      const listed = await history(phone, reference);
      expect(listed.status).toBe(200);
      expect(listed.body.data.items.map((invoice) => [invoice.invoiceNumber, invoice.paymentStatus])).toEqual(
        [[number, "paid"]],
      );
    }
    // A stranger's reference with this phone, or this reference with another phone: 404.
    const stranger = await generate(nextPhone());
    expect((await history(phone, stranger.body.data.invoiceNumber)).status).toBe(404);
    expect((await history(nextPhone(), number)).status).toBe(404);
  });

  it("pages, sorts, filters and exports the proven payer's invoices only (the history's Grid)", async () => {
    const phone = nextPhone();
    const other = nextPhone();
    const idCard = await generate(phone);
    const transcript = await call<Invoice>("POST", "/api/Sundry/transcript", {
      ...payer(phone),
      institutionName: "University of Lagos",
      institutionAddress: "Akoka, Lagos",
    });
    const strangers = await generate(other);
    expect([idCard.status, transcript.status, strangers.status]).toEqual([200, 200, 200]);
    const mine = [transcript.body.data.invoiceNumber, idCard.body.data.invoiceNumber];

    // Newest first by default; either of the payer's references proves the same list.
    const all = await history(phone, idCard.body.data.invoiceNumber);
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((row) => row.invoiceNumber)).toEqual(mine);
    expect(all.body.data.meta.totalCount).toBe(2);
    const second = await history(phone, transcript.body.data.invoiceNumber, "&pageSize=5&sort=amount");
    expect(second.body.data.items.map((row) => row.amount)).toEqual([200_000, 500_000]);
    // Searching for the stranger's invoice number finds nothing: the scope is the proven payer.
    const searched = await history(phone, mine[0] ?? "", `&search=${strangers.body.data.invoiceNumber}`);
    expect(searched.body.data.meta.totalCount).toBe(0);
    const unpaid = await history(phone, mine[0] ?? "", "&paymentStatus=paid");
    expect(unpaid.body.data.items).toEqual([]);
    // The list's own checks: a sort that is no column is a 400 naming it.
    const badSort = await history(phone, mine[0] ?? "", "&sort=sundryPayerId");
    expect(badSort.status).toBe(400);
    expect(JSON.stringify(badSort.body)).toContain("sort must be one of");
    // A phone that is no phone number: a 400 naming the field in words.
    const badPhone = await call("GET", `/api/Sundry/payment-history?phone=12&reference=${mine[0]}`);
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors?.[0]).toMatchObject({ path: "phone" });
    expect(badPhone.body.errors?.[0]?.message).toMatch(/^Phone number /);

    // The export: the same proof, the same rows, never the stranger's.
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/Sundry/payment-history/export?format=csv&phone=${phone}&reference=${mine[1]}`,
    });
    expect(csv.statusCode).toBe(200);
    for (const number of mine) expect(csv.body).toContain(number);
    expect(csv.body).not.toContain(strangers.body.data.invoiceNumber);
    const wrongProof = await t.app.inject({
      method: "GET",
      url: `/api/Sundry/payment-history/export?format=csv&phone=${phone}&reference=${strangers.body.data.invoiceNumber}`,
    });
    expect(wrongProof.statusCode).toBe(404);
    await t.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'sundry-history:%'`);
  });

  it("caps the history look-ups of one phone (guessing references)", async () => {
    const phone = nextPhone();
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await history(phone, `INV00000${i}ABCDE`)).status);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(answers[20]).toBe(429);
    // The export counts against the same limit: it is no way around it.
    const exported = await t.app.inject({
      method: "GET",
      url: `/api/Sundry/payment-history/export?format=csv&phone=${phone}&reference=INV000000ABCDE`,
    });
    expect(exported.statusCode).toBe(429);
    await t.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'sundry-history:%'`);
  });

  it("answers bad input with a 400 naming the field", async () => {
    const badPhone = await generate("12345");
    expect(badPhone.status).toBe(400);
    expect(JSON.stringify(badPhone.body.errors)).toContain("mobileNumber");
    const badItem = await generate(nextPhone(), { feeItemId: 999_999 });
    expect(badItem.status).toBe(400);
    expect(badItem.body.errors?.map((error) => error.path)).toContain("feeItemId");
    // A school-fee item is not a public sundry item.
    const [tuition] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM fee_items WHERE code = 'TUITION'`,
    );
    const schoolFee = await generate(nextPhone(), { feeItemId: tuition?.id ?? 1 });
    expect(schoolFee.status).toBe(400);
    const noReference = await call("GET", `/api/Sundry/payment-history?phone=${nextPhone()}`);
    expect(noReference.status).toBe(400);
    expect(JSON.stringify(noReference.body)).toContain("reference");
    const noDestination = await call("POST", "/api/Sundry/transcript", payer(nextPhone()));
    expect(noDestination.status).toBe(400);
    expect(JSON.stringify(noDestination.body)).toContain("institutionName");
  });
});
