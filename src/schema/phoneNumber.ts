/**
 * Nigerian phone numbers as people write them (+234 803 123 4567, 2348031234567, 08031234567):
 * the last ten digits identify the line, whatever prefix came before.
 */
const digitsOf = (phone: string): string => phone.replace(/\D/g, "");

/** The last ten digits, for comparing two written forms; "" when there are fewer than ten. */
export function phoneKey(phone: string): string {
  const digits = digitsOf(phone);
  return digits.length >= 10 ? digits.slice(-10) : "";
}

/** The one stored form: 0 and ten digits (+2348031234567 → 08031234567). */
export function localPhone(phone: string): string {
  return `0${digitsOf(phone).slice(-10)}`;
}

/** "08031234567" → "0803****567": the owner recognises their line, a stranger does not learn it. */
export function maskPhone(phone: string): string {
  const local = localPhone(phone);
  return `${local.slice(0, 4)}${"*".repeat(local.length - 7)}${local.slice(-3)}`;
}
