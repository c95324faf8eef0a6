// User registration endpoint (contract §1.1 U1 `POST /api/user/create`; spec §7 Users; issue 14; ADR 035, 038):
// the fetcher. Answers the new customer; the caller then logs in (VSF1 does the same). A taken e-mail is the
// platform's 400 DUPLICATE_EMAIL, a weak password a 400 naming the field (ApiErrors with the message).
import type { ApiClient } from '#shared/api/client.ts';
import type { Customer } from '#shared/contract/user.ts';

export interface Registration {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export async function registerUser(api: ApiClient, params: Registration): Promise<Customer> {
  const answer = await api.request('/api/user/create', {
    method: 'POST',
    body: {
      customer: { email: params.email.trim(), firstname: params.firstName.trim(), lastname: params.lastName.trim() },
      password: params.password,
    },
    answer: 'userCustomer',
  });
  return answer.result;
}
