// What a shopper typed as a quantity (spec §5: "Cart item quantity strings are converted to numbers.
// Quantity must be a positive integer, must be below a limit"; issue 11 "Quantity input: positive integers
// only"). Digits only: "2", " 3 " are quantities; "1.5", "-1", "1e3", "0", "" are not.
import { MAX_LINE_QTY } from '#shared/config/input-limits.ts';

export function parseQuantity(text: string, max: number = MAX_LINE_QTY): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const qty = Number(trimmed);
  return qty >= 1 && qty <= max ? qty : null;
}
