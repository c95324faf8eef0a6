// Reading a stored cart line back as the server item of contract §1.3 (C2 pull, C3 update answers).
// Issue 8 finding 6: no stored row may ever break a pull. Lines written before the product_option limits
// (shared/contract/cart.ts) or changed by hand can hold anything SQLite's column affinity lets through:
// an unparseable, 10,000-deep or 900 KB product_option, a quantity or price in text. A line whose own
// fields are sound is answered and only a bad product_option is left out (repaired: the option is an echo,
// the sku already names the chosen child); a line whose fields are not is skipped. Either way a warning
// is logged, naming the item id and what was wrong — never the cart id (the guest's credential), its hash
// or the option's content (it may hold text a shopper typed).
import { z } from 'zod';
import { MAX_PRODUCT_OPTION_BYTES, productOptionSchema, type ServerCartItem } from '#shared/contract/cart.ts';
import type { CartLineRow } from './cart-store';

/** The fields of a row a server item cannot do without. */
const storedLineSchema = z.object({
  item_id: z.number().int().positive(),
  sku: z.string().min(1),
  qty: z.number().int().positive(),
  name: z.string(),
  price: z.number().refine(Number.isFinite),
  product_type: z.string().min(1),
});

function warn(itemId: unknown, problem: string): void {
  console.warn(
    JSON.stringify({
      level: 'warn',
      where: 'cart line',
      item_id: typeof itemId === 'number' ? itemId : null,
      message: problem,
    }),
  );
}

/** The stored option as sent, or why it cannot be answered. */
function storedOption(raw: unknown): { ok: true; value: unknown } | { ok: false; problem: string } {
  if (raw === null || raw === undefined) return { ok: true, value: undefined };
  if (typeof raw !== 'string') return { ok: false, problem: 'product_option is not JSON text' };
  // Measured before parsing: UTF-16 length is at most the UTF-8 byte length, so a longer string is too large.
  if (raw.length > MAX_PRODUCT_OPTION_BYTES)
    return { ok: false, problem: `product_option is larger than ${MAX_PRODUCT_OPTION_BYTES} bytes` };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'product_option is not valid JSON' };
  }
  const checked = productOptionSchema.safeParse(value);
  if (!checked.success)
    return {
      ok: false,
      problem: 'product_option is not a valid product option (too deep, too large or of another shape)',
    };
  return { ok: true, value: checked.data };
}

/** The server item of a stored line; null (and a warning) when the line cannot be read. */
export function readStoredLine(row: CartLineRow, cartId: string): ServerCartItem | null {
  const line = storedLineSchema.safeParse(row);
  if (!line.success) {
    const fields = [...new Set(line.error.issues.map((issue) => String(issue.path[0])))].join(', ');
    warn(row.item_id, `skipped a cart line that cannot be read: bad ${fields}`);
    return null;
  }
  const option = storedOption(row.product_option);
  if (!option.ok) warn(row.item_id, `answered a cart line without its product_option: ${option.problem}`);
  const { item_id, sku, qty, name, price, product_type } = line.data;
  return {
    item_id,
    sku,
    qty,
    name,
    price,
    product_type,
    quote_id: cartId,
    ...(option.ok && option.value !== undefined ? { product_option: option.value } : {}),
  };
}

/** The server items of a cart's stored lines, without the lines that cannot be read. */
export function readStoredLines(rows: readonly CartLineRow[], cartId: string): ServerCartItem[] {
  return rows.map((row) => readStoredLine(row, cartId)).filter((item): item is ServerCartItem => item !== null);
}
