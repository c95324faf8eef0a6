// Current user endpoint (contract §1.1 U7 `GET /api/user/me`; spec §4 user session; issue 14; ADR 038): the
// fetcher, with the user token (spec §6). A 401 goes through the token lock (client/features/user).
import type { ApiClient } from '#shared/api/client.ts';
import type { Customer } from '#shared/contract/user.ts';

export async function fetchCurrentUser(
  api: ApiClient,
  token: string,
  options: { signal?: AbortSignal } = {},
): Promise<Customer> {
  const answer = await api.request('/api/user/me', { token, answer: 'userCustomer', signal: options.signal });
  return answer.result;
}
