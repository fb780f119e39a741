import { describe, expect, it } from "vitest";
import { readNotifications } from "../gateway/remitaProtocol";
import type { SandboxPayment } from "./sandboxLedger";
import { remitaNotificationFor } from "./sandboxNotification";

const payment: SandboxPayment = {
  rrr: "280007664758",
  orderId: "INV-2026-000123",
  amountKobo: 4_500_050,
  payerName: "Adebayo Adeyemi",
  payerEmail: "adebayo@example.com",
  payerPhone: "08031234567",
  description: "School fees",
  code: "00",
  createdAt: new Date("2026-04-30T22:30:00Z"),
  paidAt: new Date("2026-05-01T09:15:07Z"),
};

describe("remitaNotificationFor", () => {
  it("writes Remita's notification fields, in naira and Lagos time", () => {
    const notification = remitaNotificationFor(payment, "4430731", new Date("2026-05-01T09:15:08Z"));
    expect(notification).toEqual({
      rrr: "280007664758",
      channel: "CARDPAYMENT",
      amount: 45000.5,
      responseCode: "00",
      transactiondate: "2026-05-01 10:15:07",
      debitdate: "2026-05-01 10:15:07",
      bank: "000",
      branch: "",
      serviceTypeId: "4430731",
      dateSent: "01/05/2026",
      dateRequested: "30/04/2026",
      orderRef: "INV-2026-000123",
      payerName: "Adebayo Adeyemi",
      payerEmail: "adebayo@example.com",
      payerPhoneNumber: "08031234567",
      uniqueIdentifier: "INV-2026-000123",
    });
  });

  it("is read back by the adapter's notification parser to the same RRR and kobo", () => {
    const [read] = readNotifications([remitaNotificationFor(payment, "4430731", new Date())]);
    expect(read).toMatchObject({
      rrr: payment.rrr,
      amountKobo: payment.amountKobo,
      orderId: payment.orderId,
    });
  });
});
