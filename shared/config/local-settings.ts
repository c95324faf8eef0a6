// The shop settings a browser test may choose per request in local development (ADR 063): the cookie's name
// and what it may hold. The worker applies them (worker/local-settings.ts); the tests write them
// (e2e/support/local-settings.ts).
import { z } from 'zod';

export const LOCAL_SETTINGS_COOKIE = 'storefront-local-settings';

/** The vars a test may choose; anything else is refused, so a typo is an error rather than a silent default. */
const localSettingsSchema = z
  .object({
    EXTERNAL_CHECKOUT: z.string().url().or(z.literal('')),
    API_UPSTREAM: z.string().url().or(z.literal('')),
    OFFLINE_ORDERS_AUTO_TRANSMIT: z.enum(['on', 'off']),
  })
  .partial()
  .strict();

/** What the cookie may choose: wrangler vars by name, each optional. */
export type LocalSettings = z.infer<typeof localSettingsSchema>;

/** The cookie's value as it is sent: URI-encoded JSON. */
export function localSettingsCookieValue(settings: LocalSettings): string {
  return encodeURIComponent(JSON.stringify(settings));
}

/** The settings a cookie value holds, or why it holds none. */
export function parseLocalSettings(raw: string): LocalSettings | string {
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(raw));
  } catch {
    return 'it is not URI-encoded JSON';
  }
  const result = localSettingsSchema.safeParse(json);
  if (result.success) return result.data;
  return result.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
