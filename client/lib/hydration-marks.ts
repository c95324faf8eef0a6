// The User Timing names the browser entry marks hydration with (ADR 046): DevTools' performance panel and
// Lighthouse's "User Timing marks and measures" show them, and `npm run bench:hydration` reads them.
export const HYDRATION_MARKS = {
  /** Marked right before hydrateRoot. */
  start: 'storefront:hydrate-start',
  /** Measured from `start` when the first hydration pass returned (the page's largest task). */
  firstPass: 'storefront:first-pass',
  /** Measured from `start` when every part wrapped in <HydrateLater> has hydrated too. */
  allParts: 'storefront:hydrated',
} as const;
