// A price as the shop writes it (shared/domain/money.ts formatPrice): tests spell `'4 990 ₽'` with ordinary spaces,
// this turns the spaces inside a price (between digits, and before the sign) into the no-break spaces it has.
//
//   expect(formatPrice(4990)).toBe(priceText('4 990 ₽'));
export function priceText(text: string): string {
  return text.replace(/(?<=\d) (?=\d|₽)/g, '\u00a0');
}
