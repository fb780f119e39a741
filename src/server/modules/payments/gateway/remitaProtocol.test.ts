import { describe, expect, it } from "vitest";
import { ValidationError } from "../../../errors";
import {
  isRrr,
  parseRemitaAuthorization,
  parseRemitaBody,
  readNotifications,
  readRrrAnswer,
  readStatusAnswer,
  remitaAuthorization,
  remitaPaths,
  stateOfCode,
} from "./remitaProtocol";

describe("Remita status codes", () => {
  it("counts '00' and '01' as paid, and nothing else", () => {
    expect(stateOfCode("00")).toBe("paid");
    expect(stateOfCode("01")).toBe("paid");
    expect(stateOfCode("021")).toBe("pending");
    expect(stateOfCode("025")).toBe("pending");
    expect(stateOfCode("02")).toBe("failed");
    expect(stateOfCode("012")).toBe("cancelled");
    expect(stateOfCode("022")).toBe("unknown");
    expect(stateOfCode("0")).toBe("unknown");
    expect(stateOfCode("000")).toBe("unknown");
  });
});

describe("paths and headers", () => {
  it("builds the status path as merchantId/rrr/hash/status.reg and reads it back", () => {
    const path = remitaPaths.status("2547916", "280007664758", "abc");
    expect(path).toBe("/remita/exapp/api/v1/send/api/echannelsvc/2547916/280007664758/abc/status.reg");
    expect(remitaPaths.statusPattern.exec(path)?.slice(1)).toEqual(["2547916", "280007664758", "abc"]);
  });

  it("writes and reads the Authorization header", () => {
    const header = remitaAuthorization("2547916", "ab12");
    expect(header).toBe("remitaConsumerKey=2547916,remitaConsumerToken=ab12");
    expect(parseRemitaAuthorization(header)).toEqual({ merchantId: "2547916", hash: "ab12" });
    expect(parseRemitaAuthorization("Bearer x")).toBeUndefined();
    expect(parseRemitaAuthorization(undefined)).toBeUndefined();
  });

  it("accepts only digit RRRs", () => {
    expect(isRrr("280007664758")).toBe(true);
    expect(isRrr("../../x")).toBe(false);
    expect(isRrr("28000766475a")).toBe(false);
    expect(isRrr("")).toBe(false);
  });
});

describe("answers", () => {
  it("reads JSONP and plain JSON, and nothing else", () => {
    const answer = { statuscode: "025", RRR: "280007664758", status: "Payment Reference generated" };
    expect(parseRemitaBody(`jsonp (${JSON.stringify(answer)})`)).toEqual(answer);
    expect(parseRemitaBody(`jsonp(${JSON.stringify(answer)});\n`)).toEqual(answer);
    expect(parseRemitaBody(JSON.stringify(answer))).toEqual(answer);
    expect(parseRemitaBody("<html>Bad gateway</html>")).toBeUndefined();
    expect(readRrrAnswer(answer)).toEqual({
      code: "025",
      rrr: "280007664758",
      message: "Payment Reference generated",
    });
    expect(readRrrAnswer("nope")).toEqual({ code: null, rrr: null, message: null });
  });

  it("reads a status answer into kobo, with the payment date only when paid", () => {
    expect(
      readStatusAnswer("280007664758", {
        amount: 45000.5,
        RRR: "280007664758",
        orderId: "INV-1",
        message: "Approved",
        status: "01",
        paymentDate: "2026-05-01 10:15:07",
      }),
    ).toEqual({
      rrr: "280007664758",
      state: "paid",
      code: "01",
      message: "Approved",
      orderId: "INV-1",
      amountKobo: 4_500_050,
      paidAt: "2026-05-01 10:15:07",
    });
    expect(readStatusAnswer("1", { status: "021", amount: "10", transactiontime: "x" })).toMatchObject({
      state: "pending",
      amountKobo: 1_000,
      paidAt: null,
      rrr: "1",
    });
    expect(readStatusAnswer("1", { message: "no status" })).toBeUndefined();
    expect(readStatusAnswer("1", [])).toBeUndefined();
  });
});

describe("readNotifications", () => {
  const remita = {
    rrr: "280007664758",
    channel: "CARDPAYMENT",
    amount: 45000.5,
    responseCode: "00",
    transactiondate: "2026-05-01 10:15:07",
    orderRef: "INV-1",
    payerName: "Adebayo Adeyemi",
  };

  it("reads Remita's list (or a single notification) into kobo", () => {
    const expected = {
      rrr: "280007664758",
      orderId: "INV-1",
      amountKobo: 4_500_050,
      responseCode: "00",
      channel: "CARDPAYMENT",
      payerName: "Adebayo Adeyemi",
      transactionDate: "2026-05-01 10:15:07",
    };
    expect(readNotifications([remita])).toEqual([expected]);
    expect(readNotifications({ ...remita, rrr: 280007664758, amount: "45000.50" })).toEqual([expected]);
  });

  it("refuses a malformed body with a 400 naming the field", () => {
    const fieldOf = (body: unknown) => {
      try {
        readNotifications(body);
      } catch (error) {
        if (error instanceof ValidationError) return error.errors[0];
        throw error;
      }
      return undefined;
    };
    expect(fieldOf([{ ...remita, rrr: "abc" }])).toEqual({
      path: "0.rrr",
      message: "0.rrr must be the payment's RRR (digits)",
    });
    expect(fieldOf([remita, { ...remita, amount: "a lot" }])).toEqual({
      path: "1.amount",
      message: "1.amount must be an amount in naira",
    });
    expect(fieldOf([])).toEqual({ path: "", message: "notification lists no payment" });
    expect(fieldOf(["x"])).toEqual({ path: "0", message: "0 must be an object" });
    expect(fieldOf(null)).toEqual({ path: "", message: "notification must be an object" });
  });
});
