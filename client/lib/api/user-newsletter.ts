// The account's newsletter preference (contract §1.1 N1-N3 `GET|POST|DELETE /api/ext/{provider}-subscribe/
// subscribe`; spec §2 MyNewsletter, §4 "subscribe/unsubscribe skipped when already in that state"; issue 14;
// ADR 036, 038): fetchers + queryOptions. GET answers 'subscribed' | 'unsubscribed'.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { userQueryKeys } from './user-order-history';

const path = (provider: string) => `/api/ext/${provider}-subscribe/subscribe`;

export async function fetchNewsletterStatus(
  api: ApiClient,
  provider: string,
  email: string,
  options: { signal?: AbortSignal } = {},
): Promise<boolean> {
  const answer = await api.request<{ result: unknown }>(path(provider), { query: { email }, signal: options.signal });
  return answer.result === 'subscribed';
}

/** Subscribes or unsubscribes the mailbox. */
export async function setNewsletterSubscription(
  api: ApiClient,
  provider: string,
  email: string,
  subscribed: boolean,
): Promise<void> {
  await api.request(path(provider), { method: subscribed ? 'POST' : 'DELETE', body: { email } });
}

export function newsletterStatusQueryOptions(api: ApiClient, provider: string, email: string) {
  return queryOptions({
    queryKey: userQueryKeys.newsletter(email),
    queryFn: ({ signal }) => fetchNewsletterStatus(api, provider, email, { signal }),
  });
}
