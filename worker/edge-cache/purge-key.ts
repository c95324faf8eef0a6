// Which secret the purge endpoint accepts on a host (ADR 016, issue 8 finding 4). Pure, so node tests
// check it without workerd.
import { isLocalHost } from '#shared/config/trackers.ts';

/** The key `npm start` accepts on local hosts when no INVALIDATE_KEY is set; never accepted elsewhere. */
export const DEV_INVALIDATE_KEY = 'dev-invalidate-key';

/**
 * The secret a purge must present here, or undefined when the endpoint is closed on this host: a public
 * host needs a configured secret that is not the well-known development key.
 */
export function expectedPurgeKey(configured: string | undefined, hostname: string): string | undefined {
  const secret = configured?.trim() ?? '';
  if (isLocalHost(hostname)) return secret || DEV_INVALIDATE_KEY;
  return secret === '' || secret === DEV_INVALIDATE_KEY ? undefined : secret;
}
