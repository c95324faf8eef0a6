// Change password endpoint (contract §1.1 U6 `POST /api/user/change-password`; spec §5 offline refusal, §8
// 'Password has successfully been changed'; issue 14; ADR 035): the fetcher, with the user token (spec §6).
// A wrong current password is the platform's 400 whose `result.errorMessage` the form shows (spec §8).
import type { ApiClient } from '#shared/api/client.ts';

export async function changeUserPassword(
  api: ApiClient,
  token: string,
  params: { currentPassword: string; newPassword: string },
): Promise<void> {
  await api.request('/api/user/change-password', { method: 'POST', body: params, token, answer: 'userDone' });
}
