// The origin links in the shop's e-mails point to (docs/decisions/057-local-only-and-public-origin.md). Never the
// request's `Host`: `Host: evil.example` would otherwise make the shop send a genuine password-reset e-mail whose
// link hands a valid token to evil.example. The shop's PUBLIC_ORIGIN (`https://shop.example.ru`, one per
// environment) is the origin; the request's own origin only in local development, where the shop is on
// localhost and nobody else reads the outbox.
import { isLocalDevelopment } from '#shared/config/local-development.ts';

export interface PublicOriginEnv {
  /** The shop's public origin, e.g. `https://shop.example.ru` (README "Configuration"). */
  PUBLIC_ORIGIN?: string;
  /** `on` only under the local development start (shared/config/local-development.ts). */
  LOCAL_DEVELOPMENT?: string;
}

/** Why a link cannot be made: the answer a shop owner reads in the log and the client gets as the message. */
export const PUBLIC_ORIGIN_MISSING =
  'E-mails with links need the shop’s public origin: set the PUBLIC_ORIGIN var (e.g. https://shop.example.ru)';

/** `https://host[:port]` of a configured origin, or null when it is empty or no http(s) origin. */
export function configuredOrigin(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin for links in e-mails, or null when none may be used (then no e-mail with a link is sent). */
export function publicOrigin(env: PublicOriginEnv, requestUrl: string): string | null {
  const configured = configuredOrigin(env.PUBLIC_ORIGIN);
  if (configured) return configured;
  const url = new URL(requestUrl);
  return isLocalDevelopment(env.LOCAL_DEVELOPMENT, url.hostname) ? url.origin : null;
}
