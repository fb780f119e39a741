/** Christmas theming (seasonal logo and accents) applies throughout December (spec section 9). */
export function isChristmasSeason(today: Date): boolean {
  return today.getMonth() === 11;
}

export function logoFor(today: Date): string {
  return isChristmasSeason(today) ? "/logo-christmas.svg" : "/logo.svg";
}

/** The class the signed-in frame carries for its seasonal accent, if any (see shell.css). */
export function seasonalAccentClass(today: Date): string | undefined {
  return isChristmasSeason(today) ? "season-christmas" : undefined;
}
