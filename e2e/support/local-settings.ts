// Shop settings one browser test chooses for itself on the shared storefront (ADR 063): a cookie the local
// development start reads per request, so an external checkout, an upstream API or manual order transmission
// need no storefront of their own.
//
//   await chooseLocalSettings(page.context(), { OFFLINE_ORDERS_AUTO_TRANSMIT: 'off' });
import type { BrowserContext } from '@playwright/test';
import { LOCAL_SETTINGS_COOKIE, localSettingsCookieValue, type LocalSettings } from '#shared/config/local-settings.ts';
import { STOREFRONT_URL } from './storefront';

/** Every later request of `context` to the shared storefront is answered with `settings` over wrangler.toml's. */
export async function chooseLocalSettings(context: BrowserContext, settings: LocalSettings): Promise<void> {
  await context.addCookies([
    { name: LOCAL_SETTINGS_COOKIE, value: localSettingsCookieValue(settings), url: STOREFRONT_URL },
  ]);
}
