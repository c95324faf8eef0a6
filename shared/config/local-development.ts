// Is this request one of the local development start's (`npm start`, `npm run dev`, the tests' own servers)?
// A local-looking Host alone proves nothing: anyone can send `Host: localhost` or `Host: 0x7f.0.0.1` to a
// deployed worker. So the development-only endpoints (`/dev/mail`, `/dev/reviews/*`, the development purge key,
// links built from the request's origin) also need LOCAL_DEVELOPMENT=on, which only the local start passes
// (`wrangler dev --var LOCAL_DEVELOPMENT:on`) and wrangler.toml never holds, so `wrangler deploy` never uploads
// it. docs/decisions/057-local-only-and-public-origin.md.
import { isLocalHost } from './trackers';

/** The var the local start sets; its only value that counts. */
export const LOCAL_DEVELOPMENT_ON = 'on';

/** The local development start's own request: the setting on and a local host. */
export function isLocalDevelopment(setting: string | undefined, hostname: string): boolean {
  return setting === LOCAL_DEVELOPMENT_ON && isLocalHost(hostname);
}
