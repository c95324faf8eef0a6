// Reset password endpoint (contract §1.1 U4 `POST /api/user/reset-password`; spec §7, §8 'Error while sending
// reset password e-mail.'; issue 14; ADR 035: `true` for any e-mail, so the answer names no account): the
// fetcher. The e-mail links to /customer/account/createPassword?token=…&email=….
import type { ApiClient } from '#shared/api/client.ts';

export async function requestPasswordReset(api: ApiClient, email: string): Promise<void> {
  await api.request('/api/user/reset-password', { method: 'POST', body: { email: email.trim() }, answer: 'userDone' });
}
