/** Christmas theming (seasonal logo and accents) applies throughout December (spec section 9). */
export function isChristmasSeason(today: Date): boolean {
  return today.getMonth() === 11;
}

export function logoFor(today: Date): string {
  return isChristmasSeason(today) ? "/logo-christmas.svg" : "/logo.svg";
}
