// Services every page needs, provided once at the root: the API client (in-process on the server,
// HTTP in the browser) and the store view of the current route.
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ApiClient } from '#shared/api/client.ts';
import type { StorefrontSettings } from '#shared/config/settings.ts';
import { storeCodeFromPath, type UrlScheme } from '#shared/domain/urls.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { translatorFor, type Translate } from '#shared/i18n/translate.ts';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

const SettingsContext = createContext<{ settings: StorefrontSettings; urls: UrlScheme } | null>(null);

export function SettingsProvider({
  settings,
  urls,
  children,
}: {
  settings: StorefrontSettings;
  urls: UrlScheme;
  children: ReactNode;
}) {
  return <SettingsContext.Provider value={{ settings, urls }}>{children}</SettingsContext.Provider>;
}

function useSettingsContext() {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings outside SettingsProvider');
  return value;
}

export function useSettings(): StorefrontSettings {
  return useSettingsContext().settings;
}

/** Links in the shop's url mode (spec §2 url dispatcher). */
export function useUrls(): UrlScheme {
  return useSettingsContext().urls;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}

/**
 * The store view of the page shown: its url's prefix, as every page route's own (client/app/routes.tsx mounts a
 * view's routes under its prefix). Read from the location, not from `useMatches()`, which maps every match anew
 * for each of the ~100 components that translate a text (issue 10: hydration time; ADR 048).
 */
export function useStoreCode(): StoreCode {
  return storeCodeFromPath(useLocation().pathname);
}

export function useT(): Translate {
  return translatorFor(useStoreCode());
}
