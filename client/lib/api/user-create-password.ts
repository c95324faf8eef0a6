// Create password endpoint (contract §1.1 U5 `POST /api/user/create-password`; spec §2 createPassword route,
// §7; issue 14; ADR 035): the fetcher. A wrong, used or expired reset token is the platform's 400 with
// RESET_TOKEN_MISMATCH / RESET_TOKEN_EXPIRED (ApiErrors with the message).
import type { ApiClient } from '#shared/api/client.ts';

export interface NewPassword {
  email: string;
  newPassword: string;
  resetToken: string;
}

export async function createNewPassword(api: ApiClient, params: NewPassword): Promise<void> {
  await api.request('/api/user/create-password', {
    method: 'POST',
    body: { email: params.email.trim(), newPassword: params.newPassword, resetToken: params.resetToken },
    answer: 'userDone',
  });
}
