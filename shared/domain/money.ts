// Money formatting of supplement §3: roubles, no fraction digits, format '{amount} {sign}'.
// Russian digit grouping is a space (`4 990 ₽`); the English view groups with commas (`4,990 ₽`). Every space in a
// price is a no-break space (U+00A0), so a line never breaks inside `4 990 ₽` (a tile, a total, a button).
import type { StoreCode } from '#shared/config/store-views.ts';

export const CURRENCY_SIGN = '₽';

/** U+00A0: the space inside a price. */
export const PRICE_SPACE = '\u00a0';

const GROUP_SEPARATOR: Record<StoreCode, string> = { ru: PRICE_SPACE, en: ',' };

/** Rounds half away from zero to whole roubles (spec §9: 0 fraction digits). */
function toWholeRoubles(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount));
}

export function formatPrice(amount: number, storeCode: StoreCode = 'ru'): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatPrice: not a finite amount: ${amount}`);
  const whole = toWholeRoubles(amount);
  const digits = String(Math.abs(whole));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[storeCode]);
  return `${whole < 0 ? '-' : ''}${grouped}${PRICE_SPACE}${CURRENCY_SIGN}`;
}
