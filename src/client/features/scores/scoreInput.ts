/** Why a typed score cannot be saved ("" when it can: blank or 0–max with at most 2 decimals). */
export function scoreInputProblem(text: string, maximum: number): string {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(trimmed)) return `a number 0–${maximum}, at most 2 decimals`;
  return Number(trimmed) > maximum ? `at most ${maximum}` : "";
}
