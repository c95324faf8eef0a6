// A review's date as the product page shows it (issue 11 "Reviews"; spec §9 date format `HH:mm D/M/YYYY`).
// Review `created_at` is the index's date format `YYYY-MM-DD HH:mm:ss` (contract §3.6, seed
// worker/platform/seed/reviews.ts), shop time treated as UTC like every index date
// (shared/domain/special-price.ts parseIndexDate). Formatting in UTC, never the device's zone, keeps the
// server's HTML and the browser's first render equal (no hydration mismatch) and the date the shop stored.
import { parseIndexDate } from './special-price';

const two = (n: number) => String(n).padStart(2, '0');

/** `2025-05-03 09:07:00` → `09:07 3/5/2025` (hours and minutes padded, day and month not: spec §9). */
export function formatReviewDate(createdAt: string): string {
  const date = new Date(parseIndexDate(createdAt));
  return `${two(date.getUTCHours())}:${two(date.getUTCMinutes())} ${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
}

/** The machine-readable form for `<time dateTime>`: ISO 8601 in UTC, `2025-05-03T09:07:00Z`. */
export function reviewDateTime(createdAt: string): string {
  return new Date(parseIndexDate(createdAt)).toISOString().replace('.000Z', 'Z');
}
