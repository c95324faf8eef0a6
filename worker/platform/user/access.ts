// Who a request is (contract §0.2: the customer token in `Authorization: Bearer` or `?token=`; ADR 035): the
// customer of a live access token. Used by the user routes (401 without one) and by the routes that only
// attach an owner when there is one (an order placed while logged in, a customer cart).
import type { Context } from 'hono';
import { NOT_AUTHORIZED } from '#shared/contract/user.ts';
import { apiStatus } from '#worker/platform/http.ts';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { findCustomerById, type CustomerRow } from './customer-store';
import { customerIdOfToken } from './tokens';

type PlatformContext = Context<{ Bindings: PlatformEnv }>;

/** The token a request carries, or null: the Bearer header first (the proxy's token rule may move it there). */
export function requestToken(c: Context): string | null {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
  return bearer || c.req.query('token')?.trim() || null;
}

/** The customer id of the request's token; null without a token or with one that is unknown or expired. */
export async function requestCustomerId(c: PlatformContext, now = Date.now()): Promise<number | null> {
  const token = requestToken(c);
  return token ? customerIdOfToken(c.env.DB, token, now) : null;
}

export type Authenticated = { ok: true; customer: CustomerRow } | { ok: false; response: Response };

/** The request's customer, or the 401 that makes a VSF client refresh its token (contract §8). */
export async function authenticate(c: PlatformContext, now = Date.now()): Promise<Authenticated> {
  const id = await requestCustomerId(c, now);
  const customer = id === null ? null : await findCustomerById(c.env.DB, id);
  if (!customer) return { ok: false, response: apiStatus(c, NOT_AUTHORIZED, 401) };
  return { ok: true, customer };
}
