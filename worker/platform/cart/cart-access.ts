// Who may use a cart (ADR 015, ADR 035). A guest cart: the cart id is the guest's credential, so a call names
// its cart by `?cartId=` and nothing else. A customer cart (contract C1 with a token): the owner's token is
// needed too — another customer's token, or none, is a 403. A token that names no live session is a 401 (the
// client then refreshes its token or falls back to a guest cart, contract C1); a body id naming another cart
// is a 403. Shared by every cart route.
import type { Context } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { cartIdSchema } from '#shared/contract/cart.ts';
import { apiStatus, badRequestFromZod } from '#worker/platform/http.ts';
import { customerIdOfToken } from '#worker/platform/user/tokens.ts';
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
export const NOT_YOUR_CART = 'This cart belongs to another customer';

/**
 * The customer of the request's token: null without a token, 'unknown' for a token of no live session
 * (unknown, expired, revoked).
 */
export async function tokenCustomer(c: CartContext, now: number): Promise<number | null | 'unknown'> {
  const token = customerToken(c);
  if (!token) return null;
  return (await customerIdOfToken(c.env.DB, token, now)) ?? 'unknown';
}

/**
 * The cart named by `?cartId=` (valid and not expired) if the request may use it, or the error answer: a
 * guest cart with its id alone (with or without a token: the id is the credential), a customer cart only
 * with its owner's token.
 */
export async function guestCart(c: CartContext): Promise<GuestCart | { ok: false; response: Response }> {
  const now = Date.now();
  const customer = await tokenCustomer(c, now);
  if (customer === 'unknown') return { ok: false, response: apiStatus(c, UNKNOWN_CUSTOMER_TOKEN, 401) };
  const cartId = cartIdSchema.safeParse(c.req.query('cartId'));
  if (!cartId.success) return { ok: false, response: badRequestFromZod(c, cartId.error) };
  const hash = await cartIdHash(cartId.data);
  const row = await findCart(c.env.DB, hash, now);
  if (!row) return { ok: false, response: apiStatus(c, `No such entity with cartId = ${cartId.data}`, 404) };
  if (row.customer_id !== null && row.customer_id !== customer)
    return { ok: false, response: apiStatus(c, NOT_YOUR_CART, 403) };
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
