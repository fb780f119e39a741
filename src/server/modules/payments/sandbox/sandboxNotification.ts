import type { RemitaNotification } from "../gateway/remitaProtocol";
import { koboToNairaText } from "../money/nairaAmount";
import type { SandboxPayment } from "./sandboxLedger";

/** Remita writes Lagos time (UTC+1 all year, no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

function lagosParts(date: Date) {
  const lagos = new Date(date.getTime() + LAGOS_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, "0");
  return {
    day: two(lagos.getUTCDate()),
    month: two(lagos.getUTCMonth() + 1),
    year: String(lagos.getUTCFullYear()),
    time: `${two(lagos.getUTCHours())}:${two(lagos.getUTCMinutes())}:${two(lagos.getUTCSeconds())}`,
  };
}

/** "2026-05-01 10:00:00", Remita's date and time in Lagos. */
export function remitaDateTime(date: Date): string {
  const { year, month, day, time } = lagosParts(date);
  return `${year}-${month}-${day} ${time}`;
}

/** "01/05/2026" */
function dayFirst(date: Date): string {
  const { year, month, day } = lagosParts(date);
  return `${day}/${month}/${year}`;
}

/** The notification Remita would post for `payment` as it stands now. */
export function remitaNotificationFor(
  payment: SandboxPayment,
  serviceTypeId: string,
  now: Date,
): RemitaNotification {
  const settled = payment.paidAt ?? now;
  return {
    rrr: payment.rrr,
    channel: "CARDPAYMENT",
    amount: Number(koboToNairaText(payment.amountKobo)),
    responseCode: payment.code,
    transactiondate: remitaDateTime(settled),
    debitdate: remitaDateTime(settled),
    bank: "000",
    branch: "",
    serviceTypeId,
    dateSent: dayFirst(now),
    dateRequested: dayFirst(payment.createdAt),
    orderRef: payment.orderId,
    payerName: payment.payerName,
    payerEmail: payment.payerEmail,
    payerPhoneNumber: payment.payerPhone,
    uniqueIdentifier: payment.orderId,
  };
}
