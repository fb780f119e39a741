import type { RrrRequest } from "../../src/server/modules/payments/gateway/paymentGateway";

/** One invoice to collect, as the gateway tests ask for it: ₦45,000.50, so the kobo show. */
export const sampleRrrRequest: RrrRequest = {
  orderId: "INV-2026-000123",
  amountKobo: 4_500_050,
  payerName: "Adebayo Adeyemi",
  payerEmail: "adebayo@example.com",
  payerPhone: "08031234567",
  description: "School fees 2026/2027",
};
