/** Decimals in a step size, so 0.1 + 0.2 lands on 0.3 and not 0.30000000000000004. */
function decimals(step: number): number {
  const text = String(step);
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** The value one step up (+1) or down (-1) from `value`, kept within min/max. */
export function stepValue(
  value: unknown,
  direction: 1 | -1,
  step: number,
  min?: number,
  max?: number,
): number {
  const current = typeof value === "number" ? value : Number.parseFloat(String(value ?? ""));
  const start = Number.isFinite(current) ? current : (min ?? 0) - (direction > 0 ? step : -step);
  let next = Number((start + direction * step).toFixed(decimals(step)));
  if (min !== undefined) next = Math.max(min, next);
  if (max !== undefined) next = Math.min(max, next);
  return next;
}
