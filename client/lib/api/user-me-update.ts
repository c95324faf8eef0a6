// Profile update endpoint (contract §1.1 U8 `POST /api/user/me`; spec §5 "only firstname, lastname, email and
// addresses can be changed", §8 'Account data has successfully been updated'; issue 14; ADR 035, 038): the
// fetcher, with the user token (spec §6). The address list replaces the stored one (Magento's semantics).
import type { ApiClient } from '#shared/api/client.ts';
import type { Customer } from '#shared/contract/user.ts';

/** What may change (spec §5); `addresses` absent keeps the stored ones. */
export interface ProfileChange {
  email?: string;
  firstname?: string;
  lastname?: string;
  addresses?: Array<Record<string, unknown>>;
}

export async function updateCurrentUser(api: ApiClient, token: string, change: ProfileChange): Promise<Customer> {
  const answer = await api.request('/api/user/me', {
    method: 'POST',
    body: { customer: change },
    token,
    answer: 'userCustomer',
  });
  return answer.result;
}
