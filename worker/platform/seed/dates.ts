// Fixed dates of the demo catalogue. Nothing reads the clock (supplement §2: same seed, same bytes);
// product dates are computed from a day offset with pure UTC arithmetic.

const DAY_MS = 86_400_000;
/** created_at of products is spread over 2025-01-01 … 2026-06-29 (540 days). */
const CATALOGUE_EPOCH_MS = Date.UTC(2025, 0, 1);
export const PRODUCT_DATE_SPAN_DAYS = 540;

/** `YYYY-MM-DD HH:mm:ss` (contract §3: the index's date format). */
export function formatDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

export function catalogueDate(dayOffset: number, secondOfDay = 0): string {
  return formatDateTime(CATALOGUE_EPOCH_MS + dayOffset * DAY_MS + secondOfDay * 1000);
}

export const FIXED_DATES = {
  catalogueCreated: '2025-01-01 09:00:00',
  contentUpdated: '2025-12-01 10:00:00',
} as const;

/**
 * Special price windows (supplement §2): some active, some expired, some in the future. The years
 * are chosen so that the state is the same on any day from 2025-07-01 to 2098-12-31.
 */
export const SPECIAL_PRICE_WINDOWS = {
  active: { from: '2025-01-01 00:00:00', to: '2099-12-31 23:59:59' },
  expired: { from: '2025-01-01 00:00:00', to: '2025-06-30 23:59:59' },
  future: { from: '2099-01-01 00:00:00', to: '2099-12-31 23:59:59' },
} as const;
export type SpecialPriceWindow = keyof typeof SPECIAL_PRICE_WINDOWS;
