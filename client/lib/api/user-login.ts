// User login endpoint (contract §1.1 U2 `POST /api/user/login`; spec §7 Users; issue 14; ADR 035, 038): the
// fetcher. Answers the access token in `result` and the refresh token in `meta.refreshToken`; a wrong
// password is the platform's 401 SIGN_IN_FAILED, too many attempts a 429 (both ApiErrors with the message).
import type { ApiClient } from '#shared/api/client.ts';

export interface UserTokens {
  token: string;
  refreshToken: string;
}

/** Fetcher: signs in; never retried through the token lock (no token is sent). */
export async function loginUser(
  api: ApiClient,
  params: { email: string; password: string },
  options: { signal?: AbortSignal } = {},
): Promise<UserTokens> {
  const answer = await api.request('/api/user/login', {
    method: 'POST',
    body: { username: params.email.trim(), password: params.password },
    answer: 'userToken',
    signal: options.signal,
  });
  return { token: answer.result, refreshToken: answer.meta.refreshToken };
}
