import { describe, expect, it } from "vitest";
import { SandboxLedger } from "./sandboxLedger";

const order = {
  orderId: "INV-1",
  amountKobo: 4_500_000,
  payerName: "Adebayo Adeyemi",
  payerEmail: "adebayo@example.com",
  payerPhone: "08031234567",
  description: "School fees",
};

describe("SandboxLedger", () => {
  it("issues a twelve-digit RRR per order, the same one when asked again", () => {
    const ledger = new SandboxLedger();
    const first = ledger.issue(order);
    expect(first.ok && /^\d{12}$/.test(first.payment.rrr)).toBe(true);
    const again = ledger.issue(order);
    expect(again.ok && first.ok && again.payment.rrr === first.payment.rrr).toBe(true);
    expect(ledger.issue({ ...order, amountKobo: 1 })).toEqual({
      ok: false,
      reason: "this orderId already has an RRR for another amount",
    });
    const other = ledger.issue({ ...order, orderId: "INV-2" });
    expect(other.ok && first.ok && other.payment.rrr !== first.payment.rrr).toBe(true);
  });

  it("settles: fail or cancel may be followed by pay; paid stays paid", () => {
    const at = new Date("2026-05-01T09:00:00Z");
    const ledger = new SandboxLedger(() => at);
    const issued = ledger.issue(order);
    if (!issued.ok) throw new Error(issued.reason);
    const { rrr } = issued.payment;
    expect(ledger.find(rrr)?.code).toBe("025");
    expect(ledger.settle(rrr, "fail")?.changed).toBe(true);
    expect(ledger.find(rrr)?.code).toBe("02");
    expect(ledger.settle(rrr, "fail")?.changed).toBe(false);
    expect(ledger.settle(rrr, "cancel")?.payment.code).toBe("012");
    expect(ledger.settle(rrr, "pay")).toMatchObject({ changed: true, payment: { code: "00", paidAt: at } });
    expect(ledger.settle(rrr, "fail")).toMatchObject({ changed: false, payment: { code: "00" } });
    expect(ledger.settle("999999999999", "pay")).toBeUndefined();
  });
});
