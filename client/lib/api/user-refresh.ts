// User token refresh endpoint (contract §1.1 U3 `POST /api/user/refresh`; spec §4 user-token lock, §7; issue
// 14; ADR 035 rotating refresh tokens, 038): the fetcher. The platform rotates: every answer carries the next
// refresh token in `meta.refreshToken`, which the caller must keep (the old one is spent; presenting it again
// ends the whole session family).
import type { ApiClient } from '#shared/api/client.ts';
import type { UserTokens } from './user-login';

export async function refreshUserToken(api: ApiClient, refreshToken: string): Promise<UserTokens> {
  const answer = await api.request('/api/user/refresh', {
    method: 'POST',
    body: { refreshToken },
    answer: 'userToken',
  });
  return { token: answer.result, refreshToken: answer.meta.refreshToken };
}
