import { describe, expect, it } from "vitest";
import { hashesMatch, payPageHash, rrrRequestHash, statusHash } from "./remitaHash";

// Vectors computed outside this code, e.g.
//   printf '%s' "25479164430731INV-2026-00012345000.501946" | sha512sum
describe("Remita hashes", () => {
  it("hashes an RRR request as SHA-512(merchantId + serviceTypeId + orderId + amount + apiKey)", () => {
    expect(
      rrrRequestHash({
        merchantId: "2547916",
        serviceTypeId: "4430731",
        orderId: "INV-2026-000123",
        amount: "45000.50",
        apiKey: "1946",
      }),
    ).toBe(
      "54f8f5bc66c5cab94487ea7b2b4c01d45f710fbe38e639f700136fdf4a42ec7a105cecd89bce30d6e063bbe93e471ca6e7dd464f8a978239c06046297d740127",
    );
    expect(
      rrrRequestHash({
        merchantId: "2547916",
        serviceTypeId: "4430731",
        orderId: "ORD-1",
        amount: "20000",
        apiKey: "1946",
      }),
    ).toBe(
      "b64f5c666373f6ceafe08b8e257326ad490c81bbaba743010ece211526a7133eadfcb623a199a998554d853cfbd28c6f13eb17b96ba04a7aedf57e97ad3d9552",
    );
  });

  it("hashes a status check as SHA-512(rrr + apiKey + merchantId)", () => {
    expect(statusHash({ rrr: "280007664758", apiKey: "1946", merchantId: "2547916" })).toBe(
      "4f9feff7a590b2d8a0aeb87e20393d053e2fa5b2299e330e7ae6764d4535d19f7245605ada66caaa2e059d80e6612df36e4514af0641333e62f184670111168e",
    );
  });

  it("hashes the pay page request as SHA-512(merchantId + rrr + apiKey)", () => {
    expect(payPageHash({ merchantId: "2547916", rrr: "280007664758", apiKey: "1946" })).toBe(
      "420859d59aad0430c8ccff8b8a52a8633eb2c2d3c34528950fbced3e093ec5cda413d19380314a4bad7084a7aa987b86cc3e130c1c5ed3377b4d6463dcc2f5e0",
    );
  });

  it("compares hashes ignoring hex case, and refuses others", () => {
    const hash = statusHash({ rrr: "1", apiKey: "k", merchantId: "m" });
    expect(hashesMatch(hash.toUpperCase(), hash)).toBe(true);
    const changed = hash.slice(0, -1) + (hash.endsWith("0") ? "1" : "0");
    expect(hashesMatch(changed, hash)).toBe(false);
    expect(hashesMatch("", hash)).toBe(false);
  });
});
