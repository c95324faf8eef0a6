// Token rule of spec §6 / contract §0.2. Token-in-header on: a `?token=` becomes
// `Authorization: Bearer <token>` and leaves the query. Off: a Bearer header becomes `?token=`.
// An empty `?token=` (a guest) is dropped in header mode: there is no token to carry.

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
