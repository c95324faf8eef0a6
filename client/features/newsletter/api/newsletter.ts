// Newsletter endpoints (contract §1.1 N1-N2 `/api/ext/{provider}-subscribe/subscribe`; spec §4 "Newsletter", §7;
// supplement §3 the 10 % coupon; ADR 036, 039): the path built from the shop's provider setting
// (shared/config/settings.ts `newsletterProvider`), the status fetcher (GET ?email=), the subscribe fetcher
// (POST {email}, answering the coupon in `meta`) and the flow the modal runs: spec §4 "subscribing is skipped if
// already subscribed", so the status comes first.
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import type { Answer } from '#shared/contract/answers.ts';
import type { NewsletterCoupon } from '#shared/contract/newsletter.ts';
import { idempotencyKeyFor } from '#client/lib/api/idempotency.ts';

/** `/api/ext/mailchimp-subscribe/subscribe` for the default provider (contract §0.4). */
export function newsletterPath(provider: string): string {
  return `/api/ext/${encodeURIComponent(provider)}-subscribe/subscribe`;
}

/**
 * The statuses that mean subscribed: contract N1 (and VSF1's `isSubscribed`) say 'subscribed'; spec §4/§7 say
 * 'active', which an upstream may answer (ADR 036).
 */
const SUBSCRIBED_RESULTS: ReadonlySet<unknown> = new Set(['subscribed', 'active']);

export function isSubscribedResult(result: unknown): boolean {
  return SUBSCRIBED_RESULTS.has(result);
}

/** Fetcher: whether `email` is subscribed (N1). */
export async function fetchIsSubscribed(
  api: ApiClient,
  provider: string,
  email: string,
  options: { signal?: AbortSignal } = {},
): Promise<boolean> {
  const answer: Answer<'newsletterStatus'> = await api.request(newsletterPath(provider), {
    query: { email },
    answer: 'newsletterStatus',
    signal: options.signal,
  });
  return isSubscribedResult(answer.result);
}

/** Fetcher: subscribes `email` (N2); the coupon of supplement §3, or null when the shop has none. */
export async function subscribe(
  api: ApiClient,
  provider: string,
  email: string,
  options: { idempotencyKey?: string; signal?: AbortSignal } = {},
): Promise<NewsletterCoupon | null> {
  const answer: Answer<'newsletterSubscribe'> = await api.request(newsletterPath(provider), {
    method: 'POST',
    body: { email },
    answer: 'newsletterSubscribe',
    idempotencyKey: options.idempotencyKey,
    signal: options.signal,
  });
  // An upstream that answers only `{code, result}` (VSF1 checks only the code) has no coupon to show.
  return (answer as { meta?: { coupon?: NewsletterCoupon | null } }).meta?.coupon ?? null;
}

/** What the modal shows after a submit. */
export type SubscribeOutcome = { kind: 'subscribed'; coupon: NewsletterCoupon | null } | { kind: 'already' };

/** Spec §4: subscribing is skipped when the status says subscribed already. */
export async function subscribeUnlessSubscribed(steps: {
  isSubscribed: () => Promise<boolean>;
  subscribe: () => Promise<NewsletterCoupon | null>;
}): Promise<SubscribeOutcome> {
  if (await steps.isSubscribed()) return { kind: 'already' };
  return { kind: 'subscribed', coupon: await steps.subscribe() };
}

export interface SubscribeParams {
  email: string;
  idempotencyKey?: string;
}

export const newsletterMutationKeys = { subscribe: () => ['newsletter', 'mutation', 'subscribe'] as const };

export function subscribeMutationOptions(api: ApiClient, provider: string) {
  return mutationOptions({
    mutationKey: newsletterMutationKeys.subscribe(),
    mutationFn: (params: SubscribeParams) => {
      const email = params.email.trim();
      const idempotencyKey = idempotencyKeyFor(params);
      return subscribeUnlessSubscribed({
        isSubscribed: () => fetchIsSubscribed(api, provider, email),
        subscribe: () => subscribe(api, provider, email, { idempotencyKey }),
      });
    },
  });
}
