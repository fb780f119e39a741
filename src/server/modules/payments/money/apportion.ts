/**
 * Shares `part` out over `lines` in proportion, in whole kobo, so the shares add up to `part`
 * exactly: each line gets its exact share rounded down, and the kobo left over go one each to
 * the lines with the largest remainders (ties: the earlier line). Every share lies between 0 and
 * its line (a discount line stays a smaller discount), so what is left of each line after its
 * share is also between 0 and the line.
 *
 * Lines may be negative (discounts) as long as they add up to at least `part`. BigInt, because a
 * line times `part` can pass 2^53.
 */
export function apportion(lines: readonly number[], part: number): number[] {
  const whole = lines.reduce((sum, line) => sum + line, 0);
  if (!Number.isSafeInteger(part) || part < 0 || part > whole) {
    throw new RangeError(`apportion: part ${part} is not between 0 and the lines' sum ${whole}`);
  }
  if (part === whole) return [...lines];
  // part < whole here, so whole > 0 and the division below is safe.
  const divisor = BigInt(whole);
  const exact = lines.map((line) => BigInt(line) * BigInt(part));
  const floors = exact.map((value) => floorDivide(value, divisor));
  const remainders = exact.map((value, index) => value - (floors[index] ?? 0n) * divisor);
  const shares = floors.map(Number);
  let leftover = part - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = lines
    .map((_, index) => index)
    .sort((a, b) => compareBigInt(remainders[b] ?? 0n, remainders[a] ?? 0n) || a - b);
  for (const index of byRemainder) {
    if (leftover === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    leftover -= 1;
  }
  return shares;
}

function floorDivide(value: bigint, divisor: bigint): bigint {
  const quotient = value / divisor; // BigInt division truncates toward zero
  return value % divisor !== 0n && value < 0n !== divisor < 0n ? quotient - 1n : quotient;
}

function compareBigInt(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
