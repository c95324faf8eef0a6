// Step 1 of a page render (DESIGN.md §4, ADR 018): the request's services, built by the client's composition
// root (createAppServices, ADR 017) around an API client that calls the proxy in-process, with the shop
// settings of this host: the tracking pixel only on non-local hosts (spec §1).
import { createApiClient, type Fetcher } from '#shared/api/client.ts';
import { checkAnswer } from '#shared/contract/answers.ts';
import { DEFAULT_SETTINGS, type StorefrontSettings } from '#shared/config/settings.ts';
import { isLocalHost, type TrackingConfig } from '#shared/config/trackers.ts';
import { createAppServices } from '#client/app/services.tsx';

export type PageServices = ReturnType<typeof createAppServices>;

export interface PageServicesInput {
  /** The page's url: its origin is the API client's, its host decides the tracking pixel. */
  url: URL;
  /** How loaders reach the API: in-process on the edge. */
  apiFetch: Fetcher;
  /** Shop settings (supplement §5); the defaults when none are given. */
  settings?: StorefrontSettings;
  /** Configured trackers (spec §7): the pixel url comes from here. */
  tracking?: TrackingConfig;
}

/** The services and the settings they were built with (the page state carries the settings too). */
export function pageServices(input: PageServicesInput): { services: PageServices; settings: StorefrontSettings } {
  const settings: StorefrontSettings = {
    ...(input.settings ?? DEFAULT_SETTINGS),
    trackingPixelUrl: isLocalHost(input.url.hostname) ? null : (input.tracking?.pixelUrl ?? null),
  };
  // The server checks the answers it renders against the contract (the browser ships no zod, ADR 017).
  const api = createApiClient({ origin: input.url.origin, fetch: input.apiFetch, checkAnswer });
  return { services: createAppServices({ settings, api }), settings };
}
