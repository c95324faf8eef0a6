// Shop settings a browser test chooses for its own requests, in local development only (ADR 063): the
// `storefront-local-settings` cookie holds a JSON object of a few wrangler vars (shared/config/local-settings.ts),
// and the request is answered as if the storefront had started with them. One running storefront then serves
// the tests of an external checkout, an upstream API and manual order transmission next to all the others,
// where each of those needed a storefront of its own (about 40 s of migrations and seeding apiece).
//
// It can never change a deployment: the cookie counts only with LOCAL_DEVELOPMENT=on (passed by the local start
// on its command line, never in wrangler.toml) and a local host (ADR 057); anywhere else it is ignored. Pages
// rendered with other settings are cached apart from the others: the page cache's key carries the settings'
// fingerprint (worker/pages/setup.ts).
import { isLocalDevelopment } from '#shared/config/local-development.ts';
import { LOCAL_SETTINGS_COOKIE, parseLocalSettings } from '#shared/config/local-settings.ts';
import type { Env } from './env';

/** Distinct cookie values kept per isolate: a test run uses a handful; a bound keeps a long local run small. */
const MAX_REMEMBERED = 16;

/**
 * The same cookie value gives the same env object, so what is computed once per env (the page setup and its
 * cache scope, worker/pages/setup.ts) is computed once per choice of settings too.
 */
const remembered = new WeakMap<Env, Map<string, Env>>();

function cookieValue(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCAL_SETTINGS_COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * The env this request is answered with: `env` itself, or, for a local development request with the cookie,
 * `env` with the chosen vars; a cookie that cannot be read answers 400 and says why.
 */
export function localSettingsEnv(request: Request, env: Env): Env | Response {
  const raw = cookieValue(request);
  if (raw === undefined || !isLocalDevelopment(env.LOCAL_DEVELOPMENT, new URL(request.url).hostname)) return env;
  let byValue = remembered.get(env);
  const known = byValue?.get(raw);
  if (known) return known;
  const settings = parseLocalSettings(raw);
  if (typeof settings === 'string') {
    return new Response(`The ${LOCAL_SETTINGS_COOKIE} cookie is refused: ${settings}.\n`, {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const chosen: Env = { ...env, ...settings };
  if (!byValue) remembered.set(env, (byValue = new Map()));
  if (byValue.size >= MAX_REMEMBERED) byValue.delete(byValue.keys().next().value!);
  byValue.set(raw, chosen);
  return chosen;
}
