// Marketing and analytics trackers (spec §7 "Third-party scripts"), configured by wrangler vars so a shop
// can add or remove one without a code change:
//
//   TRACKERS        JSON array of {"name", "src", "skipOnProductRoutes"?}; src an absolute https url
//   TRACKING_PIXEL  absolute https url of the zero-size pixel reloaded on each route change (spec §2)
//
// Spec §1: trackers are not loaded on development or local hosts. Spec §2: all product routes exclude
// city-ads tracking, so such scripts are marked skipOnProductRoutes.
import { z } from 'zod';
import { STORE_CODES } from './store-views';

export interface TrackerScript {
  /** Identifies the tracker in config problems and logs. */
  name: string;
  /** Absolute https url of the script (normalised by `new URL`). */
  src: string;
  /** spec §2: product routes exclude city-ads tracking */
  skipOnProductRoutes: boolean;
}

export interface TrackingConfig {
  scripts: TrackerScript[];
  /** Absolute https url of the tracking pixel; null when none is configured. */
  pixelUrl: string | null;
}

/**
 * The result of parsing: the usable config and what was wrong with the vars. `problems` is empty when
 * the vars were valid or absent; the caller logs them (a broken var must not break a page).
 */
export interface ParsedTrackingConfig {
  config: TrackingConfig;
  problems: string[];
}

/** Only absolute https urls: an http or relative tracker would be mixed content or load from the shop. */
function isAbsoluteHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

const httpsUrl = z
  .string()
  .trim()
  .refine(isAbsoluteHttpsUrl, 'must be an absolute https url')
  .transform((value) => new URL(value).href);

// Strict objects: a misspelt key (`skipOnProductRoute`) would otherwise be dropped silently and the
// script would run on product routes.
const trackersSchema = z.array(
  z.strictObject({
    name: z.string().trim().min(1, 'must not be empty'),
    src: httpsUrl,
    skipOnProductRoutes: z.boolean().default(false),
  }),
);

function issueMessages(variable: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
    return `${variable}${path}: ${issue.message}`;
  });
}

function parseScripts(raw: string | undefined, problems: string[]): TrackerScript[] {
  if (raw === undefined || raw.trim() === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    problems.push('TRACKERS: not valid JSON');
    return [];
  }
  const result = trackersSchema.safeParse(json);
  // All or nothing: half of a tracker list is harder to notice than none.
  if (!result.success) {
    problems.push(...issueMessages('TRACKERS', result.error));
    return [];
  }
  return result.data;
}

function parsePixel(raw: string | undefined, problems: string[]): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const result = httpsUrl.safeParse(raw);
  if (!result.success) {
    problems.push(...issueMessages('TRACKING_PIXEL', result.error));
    return null;
  }
  return result.data;
}

/**
 * Reads TRACKERS and TRACKING_PIXEL. Never throws: an invalid var contributes nothing (no scripts, or a
 * null pixel) and one message per problem; the two vars are independent of each other.
 */
export function parseTrackingConfig(vars: { TRACKERS?: string; TRACKING_PIXEL?: string }): ParsedTrackingConfig {
  const problems: string[] = [];
  const scripts = parseScripts(vars.TRACKERS, problems);
  const pixelUrl = parsePixel(vars.TRACKING_PIXEL, problems);
  return { config: { scripts, pixelUrl }, problems };
}

function ipv4Octets(hostname: string): [number, number, number, number] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  if (!match) return undefined;
  const octets = match.slice(1).map(Number) as [number, number, number, number];
  return octets.every((octet) => octet <= 255) ? octets : undefined;
}

/**
 * Spec §1: trackers are not loaded on development or local hosts. Expects `URL.hostname` (no port);
 * a trailing `:port` is tolerated anyway, because a caller passing `URL.host` by mistake should get
 * "local" for `localhost:8787` rather than trackers in development.
 */
export function isLocalHost(hostname: string): boolean {
  let host = hostname.trim().toLowerCase();
  const withPort = /^(\[[^\]]*\]|[^:]*):\d+$/.exec(host);
  if (withPort?.[1] !== undefined) host = withPort[1];
  host = host.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  // No host name at all is no public shop either.
  if (host === '') return true;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  // IPv6 loopback and unspecified (the counterpart of 0.0.0.0).
  if (host === '::1' || host === '::') return true;
  const octets = ipv4Octets(host);
  if (!octets) return false;
  const [a, b, c, d] = octets;
  return (
    a === 127 || // loopback 127.0.0.0/8
    (a === 0 && b === 0 && c === 0 && d === 0) || // wrangler dev --ip 0.0.0.0
    a === 10 || // RFC 1918 10.0.0.0/8
    (a === 172 && b >= 16 && b <= 31) || // RFC 1918 172.16.0.0/12
    (a === 192 && b === 168) // RFC 1918 192.168.0.0/16
  );
}

// Spec §2: product routes are named after the product type plus "-product" (the generic one is plain
// `product`), prefixed with the store code when urls carry it (`en-configurable-product`).
const PRODUCT_TYPES = ['configurable', 'simple', 'virtual', 'bundle', 'downloadable', 'grouped'] as const;
const PRODUCT_ROUTE = new RegExp(`^(?:(?:${STORE_CODES.join('|')})-)?(?:(?:${PRODUCT_TYPES.join('|')})-)?product$`);

export function isProductRouteName(routeName: string): boolean {
  return PRODUCT_ROUTE.test(routeName);
}

/** The scripts to load on a page: none on local hosts; product routes skip those marked so. */
export function trackersFor(config: TrackingConfig, page: { hostname: string; routeName?: string }): TrackerScript[] {
  if (isLocalHost(page.hostname)) return [];
  const productRoute = page.routeName !== undefined && isProductRouteName(page.routeName);
  return config.scripts.filter((script) => !(productRoute && script.skipOnProductRoutes));
}

/**
 * Distinct origins for the Content-Security-Policy, in config order: scripts go to script-src, the pixel
 * to img-src. Pass the page's own selection (`{ scripts: trackersFor(...), pixelUrl }`) to allow only
 * what the page loads.
 */
export function trackerOrigins(config: TrackingConfig): { scriptOrigins: string[]; imageOrigins: string[] } {
  const scriptOrigins = [...new Set(config.scripts.map((script) => new URL(script.src).origin))];
  const imageOrigins = config.pixelUrl === null ? [] : [new URL(config.pixelUrl).origin];
  return { scriptOrigins, imageOrigins };
}

// The pixel url builder lives in shared/domain/tracking-pixel.ts: the browser needs it, and this module
// (zod) must stay out of the client bundle.
export { pixelSrc } from '#shared/domain/tracking-pixel.ts';
