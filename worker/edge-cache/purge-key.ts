// Which secret the purge endpoint accepts on a host (ADR 016, ADR 057). Pure, so node tests check it without
// workerd.
import { isLocalDevelopment } from '#shared/config/local-development.ts';

/**
 * The key `npm start` accepts when no INVALIDATE_KEY is set: only under the local development start
 * (LOCAL_DEVELOPMENT=on and a local host, ADR 057); never accepted elsewhere.
 */
export const DEV_INVALIDATE_KEY = 'dev-invalidate-key';

/**
 * The secret a purge must present here, or undefined when the endpoint is closed on this host: a public
 * host needs a configured secret that is not the well-known development key.
 */
export function expectedPurgeKey(
  configured: string | undefined,
  hostname: string,
  localDevelopment?: string,
): string | undefined {
  const secret = configured?.trim() ?? '';
  if (isLocalDevelopment(localDevelopment, hostname)) return secret || DEV_INVALIDATE_KEY;
  return secret === '' || secret === DEV_INVALIDATE_KEY ? undefined : secret;
}
