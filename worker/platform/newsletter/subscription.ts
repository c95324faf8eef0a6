// What the newsletter calls do, shared by the extension's paths (./routes.ts) and the legacy Magento form
// (./legacy-routes.ts): read the e-mail (a bad one is the 400 'Please provide valid e-mail address.'),
// subscribe with the coupon in `meta` within the subscription limits (ADR 058), unsubscribe. Answers are
// personal: never stored by a cache.
import type { Context } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { INVALID_EMAIL, newsletterBodySchema, newsletterEmailSchema } from '#shared/contract/newsletter.ts';
import { tooManyAttempts } from '#shared/contract/user.ts';
import { apiStatus, badRequest } from '#worker/platform/http.ts';
import { clientAddress, minutesLeft, takeHits, type RateLimit } from '#worker/platform/user/rate-limit.ts';
import { storeCodeOf } from '#worker/platform/url/store-code.ts';
import { newsletterCoupon } from './coupon';
import { subscribe, unsubscribe } from './subscriber-store';

/** The platform's bindings plus the provider var (a wrangler var the edge worker's env passes through). */
export interface NewsletterBindings extends PlatformEnv {
  NEWSLETTER_PROVIDER?: string;
}

export type NewsletterContext = Context<{ Bindings: NewsletterBindings }>;

const ONE_HOUR = 60 * 60 * 1000;
/** Subscriptions of one mailbox (a shopper subscribes once; a few retries and re-subscriptions are fine). */
export const SUBSCRIPTIONS_PER_EMAIL: RateLimit = { name: 'newsletter-email', limit: 5, windowMs: ONE_HOUR };
/** Subscriptions from one client address, any mailboxes (no list flooding, no coupon harvesting). */
export const SUBSCRIPTIONS_PER_ADDRESS: RateLimit = { name: 'newsletter-address', limit: 30, windowMs: ONE_HOUR };

export type EmailResult = { ok: true; email: string } | { ok: false; response: Response };

/** `{email}` from a parsed body, else from `?email=` (some clients put it in the url of a DELETE). */
export function emailOf(c: NewsletterContext, body: unknown): EmailResult {
  const fromBody = newsletterBodySchema.safeParse(body);
  if (fromBody.success) return { ok: true, email: fromBody.data.email };
  const sent = body !== null && typeof body === 'object' && 'email' in body;
  const fromQuery = sent ? undefined : newsletterEmailSchema.safeParse(c.req.query('email'));
  if (fromQuery?.success) return { ok: true, email: fromQuery.data };
  return { ok: false, response: badRequest(c, INVALID_EMAIL) };
}

/** Subscribes (idempotent) and answers 'OK' with the newsletter's coupon (contract N2, supplement §3). */
export async function subscribeAnswer(c: NewsletterContext, email: string): Promise<Response> {
  const store = storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  const now = Date.now();
  const limited = await takeHits(
    c.env.DB,
    [
      [SUBSCRIPTIONS_PER_EMAIL, email],
      [SUBSCRIPTIONS_PER_ADDRESS, clientAddress(c)],
    ],
    now,
  );
  if (limited.limited) return apiStatus(c, tooManyAttempts(minutesLeft(limited.retryAfterMs)), 429);
  await subscribe(c.env.DB, email, store.store, now);
  c.header('cache-control', 'no-store');
  return apiStatus(c, 'OK', 200, { coupon: await newsletterCoupon(c.env.DB, now) });
}

/** Unsubscribes (idempotent) and answers 'OK' (contract N3). */
export async function unsubscribeAnswer(c: NewsletterContext, email: string): Promise<Response> {
  await unsubscribe(c.env.DB, email, Date.now());
  c.header('cache-control', 'no-store');
  return apiStatus(c, 'OK');
}
