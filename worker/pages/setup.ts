// What a page render needs from the shop's configuration: settings (supplement §5), trackers (spec §7),
// the CSP that lets exactly those trackers load and how the HTML stream is encoded (tooling note G6).
// Parsed once per isolate and per var values; the page cache and the page handler read the same setup.
import { settingsFromVars, type StorefrontSettings } from '#shared/config/settings.ts';
import { isLocalHost, parseTrackingConfig, trackerOrigins, type TrackingConfig } from '#shared/config/trackers.ts';
import type { Env } from '#worker/env.ts';
import { logError } from '#worker/log.ts';
import { clientAssets } from './assets';
import { contentSecurityPolicy } from './content-security-policy';

export interface PageSetup {
  settings: StorefrontSettings;
  tracking: TrackingConfig;
  csp: (nonce: string) => string;
  /**
   * Part of the page cache key (ADR 013): the deploy's client entry and the settings. A stored page links
   * hashed assets and builds urls in the shop's url mode, so a deploy or a settings change is a new key
   * space rather than pages pointing at assets or urls that no longer exist.
   */
  cacheScope: string;
  /** Tooling note G6: `identity` keeps chunks flowing under wrangler dev; `auto` leaves encoding to the edge. */
  streamEncoding: 'identity' | 'auto';
}

/** What the setup of a request is read from: the bindings and the url (a Hono context has both). */
export interface PageRequestContext {
  env: Env;
  req: { url: string };
}

const NO_TRACKING: TrackingConfig = { scripts: [], pixelUrl: null };
interface ParsedSetup {
  settings: StorefrontSettings;
  tracking: TrackingConfig;
  cacheScope: string;
}

/** Per env object: the runtime hands every request of an isolate the same one, so this parses once. */
const parsedByEnv = new WeakMap<Env, ParsedSetup>();

/** FNV-1a, 32 bit, base 36: a short stable fingerprint (not a security boundary). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function parsed(env: Env): ParsedSetup {
  let setup = parsedByEnv.get(env);
  if (!setup) {
    const { config, problems } = parseTrackingConfig(env);
    // A bad tracker config must not break pages: trackers are off and the problem is logged once.
    for (const problem of problems) logError('trackers config', problem);
    const settings = settingsFromVars(env);
    setup = {
      settings,
      tracking: config,
      cacheScope: fingerprint(JSON.stringify([clientAssets.entryScript, settings, config])),
    };
    parsedByEnv.set(env, setup);
  }
  return setup;
}

export function pageSetup(env: Env, hostname: string): PageSetup {
  const { settings, tracking: configured, cacheScope } = parsed(env);
  // Spec §1: no trackers on development or local hosts.
  const tracking = isLocalHost(hostname) ? NO_TRACKING : configured;
  const origins = trackerOrigins(tracking);
  // Issue 10: the store locator's map tiles, when the shop allows third-party tiles.
  if (settings.mapTiles) {
    origins.imageOrigins = [...origins.imageOrigins, new URL(settings.mapTiles.url.replace(/[{}]/g, '')).origin];
  }
  const streamEncoding = env.HTML_STREAM_ENCODING === 'auto' ? 'auto' : 'identity';
  return { settings, tracking, csp: (nonce) => contentSecurityPolicy(nonce, origins), cacheScope, streamEncoding };
}

/** The setup of the request a Hono context is for. */
export function pageSetupOf(c: PageRequestContext): PageSetup {
  return pageSetup(c.env, new URL(c.req.url).hostname);
}
