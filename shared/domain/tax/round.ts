// contract §4.2 / §5.19: the server rounds net prices and taxes to 2 decimals with
// UTIL:src/taxCalc/roundTo.ts — `toFixed(11)` first absorbs binary noise (1.005 * 100 = 100.49999…).

/**
 * Same results as UTIL's roundTo. `toFixed(11)` can only change the outcome when the scaled value lies
 * within ~1e-11 of a .5 boundary, so values clearly away from it skip the (slow) string round trip —
 * this runs several times per product hit.
 */
export function roundTo(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const scaled = value * factor;
  if (Math.abs(Math.abs(scaled % 1) - 0.5) > 1e-6) return Math.round(scaled) / factor;
  return Math.round(Number.parseFloat(scaled.toFixed(11))) / factor;
}

/** 2-decimal money rounding used by every price the tax calculation writes. */
export function roundMoney(value: number): number {
  return roundTo(value, 2);
}
