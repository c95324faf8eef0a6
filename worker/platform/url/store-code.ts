// The store view of a platform request (contract §0.3 getCurrentStoreCode): header `x-vs-store-code`
// ?? query `storeCode` (namedStoreCode: empty values are absent); the default view when neither is
// given; an unknown code is a 400.
// Shared by the url, stock and legacy routers. (It belongs next to platform/http.ts; it lives here
// because of file ownership while several modules are written in parallel.)
import type { Context } from 'hono';
import {
  DEFAULT_STORE_CODE,
  isStoreCode,
  namedStoreCode,
  STORE_CODES,
  type StoreCode,
} from '#shared/config/store-views.ts';

export type StoreCodeResult = { ok: true; store: StoreCode } | { ok: false; message: string };

export function storeCodeOf(c: Context): StoreCodeResult {
  // One rule with the edge-cache key (an empty header is absent): issue 8 finding 3.
  const code = namedStoreCode(c.req.header('x-vs-store-code'), c.req.query('storeCode'));
  if (code === undefined) return { ok: true, store: DEFAULT_STORE_CODE };
  if (isStoreCode(code)) return { ok: true, store: code };
  return { ok: false, message: `Unknown store code "${code}"; expected one of ${STORE_CODES.join(', ')}` };
}
