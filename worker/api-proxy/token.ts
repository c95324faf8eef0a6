// Token rule of spec §6 / contract §0.2. Token-in-header on: a `?token=` becomes
// `Authorization: Bearer <token>` and leaves the query. Off: a Bearer header becomes `?token=`.
// An empty `?token=` (a guest) is dropped in header mode: there is no token to carry. A token that no
// header can carry (control characters, spaces, non-ASCII) is refused before the rule runs (issue 8
// fuzzing: `?token=a%00b` made Headers.set throw, a 500).
import { isHeaderValue } from './header-value';

/** A message for a `?token=` that cannot be a token, or undefined when it is fine (or absent). */
export function malformedToken(url: URL): string | undefined {
  const token = url.searchParams.get('token');
  // Tokens are printable ASCII without spaces (RFC 6750 b64token, Magento's alphanumeric tokens).
  if (token === null || token === '' || isHeaderValue(token)) return undefined;
  return 'Malformed token: a token holds only printable ASCII characters, no spaces';
}

export function applyTokenRule(url: URL, headers: Headers, tokenInHeader: boolean): void {
  if (tokenInHeader) {
    const token = url.searchParams.get('token');
    if (token === null) return;
    url.searchParams.delete('token');
    if (token !== '' && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return;
  }
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '');
  if (!bearer) return;
  headers.delete('authorization');
  if (!url.searchParams.get('token')) url.searchParams.set('token', bearer[1]!.trim());
}

export const isOn = (flag: string | undefined): boolean => /^(on|true|1|yes)$/i.test(flag ?? '');
