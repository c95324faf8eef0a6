// Who may use a guest cart (ADR 015): the cart id is the guest's credential, so a call names its cart by
// `?cartId=` and nothing else; a customer token is a 401 until customers exist (the client then falls back
// to a guest cart, contract C1); a body id naming another cart is a 403. Shared by every cart route.
import type { Context } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { cartIdSchema } from '#shared/contract/cart.ts';
import { apiStatus, badRequestFromZod } from '#worker/platform/http.ts';
import { cartIdHash } from './cart-id';
import { findCart, type CartRow } from './cart-store';

export type CartContext = Context<{ Bindings: PlatformEnv }>;

export interface GuestCart {
  ok: true;
  cartId: string;
  hash: string;
  row: CartRow;
}

export function customerToken(c: CartContext): string | null {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
  return bearer || c.req.query('token') || null;
}

export const UNKNOWN_CUSTOMER_TOKEN = 'Customer carts need a valid customer token; this token is unknown';

/** The guest cart named by `?cartId=` (valid and not expired), or the error answer. */
export async function guestCart(c: CartContext): Promise<GuestCart | { ok: false; response: Response }> {
  if (customerToken(c)) return { ok: false, response: apiStatus(c, UNKNOWN_CUSTOMER_TOKEN, 401) };
  const cartId = cartIdSchema.safeParse(c.req.query('cartId'));
  if (!cartId.success) return { ok: false, response: badRequestFromZod(c, cartId.error) };
  const hash = await cartIdHash(cartId.data);
  const row = await findCart(c.env.DB, hash, Date.now());
  if (!row) return { ok: false, response: apiStatus(c, `No such entity with cartId = ${cartId.data}`, 404) };
  return { ok: true, cartId: cartId.data, hash, row };
}

/** A body id (`quoteId`, `cartId`) naming another cart is refused: one cart id never reaches another cart. */
export function otherCart(
  c: CartContext,
  bodyId: unknown,
  cartId: string,
  field = 'cartItem.quoteId',
): Response | null {
  if (bodyId === undefined || bodyId === null || bodyId === '' || bodyId === cartId) return null;
  return apiStatus(c, `${field} does not match the cartId of the request`, 403);
}
