// A review's date on the product page (shared/domain/review-date.ts; spec §9 `HH:mm D/M/YYYY`): index dates
// are shop time treated as UTC, so the result is the same on any device time zone and on the server.
import { afterEach, describe, expect, it } from 'vitest';
import { formatReviewDate, reviewDateTime } from '#shared/domain/review-date.ts';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('formatReviewDate', () => {
  it.each([
    ['2025-05-03 09:07:00', '09:07 3/5/2025'],
    ['2026-12-31 22:59:59', '22:59 31/12/2026'],
    ['2025-01-01 00:00:00', '00:00 1/1/2025'],
    ['2025-10-09 13:45:30', '13:45 9/10/2025'],
    // The contract's review example (contract §3.6).
    ['2019-01-08 10:02:15', '10:02 8/1/2019'],
  ])('%s → %s (hours and minutes padded, day and month not)', (createdAt, shown) => {
    expect(formatReviewDate(createdAt)).toBe(shown);
  });

  it('reads an ISO date with a zone as that instant, shown in UTC', () => {
    expect(formatReviewDate('2025-05-03T23:30:00+03:00')).toBe('20:30 3/5/2025');
  });

  it("does not depend on the device's time zone", () => {
    process.env.TZ = 'Asia/Vladivostok';
    expect(formatReviewDate('2025-05-03 22:30:00')).toBe('22:30 3/5/2025');
    process.env.TZ = 'America/Los_Angeles';
    expect(formatReviewDate('2025-05-03 01:30:00')).toBe('01:30 3/5/2025');
  });

  it('refuses what is not a date', () => {
    expect(() => formatReviewDate('yesterday')).toThrow(RangeError);
  });
});

describe('reviewDateTime', () => {
  it('is ISO 8601 in UTC for <time dateTime>', () => {
    expect(reviewDateTime('2025-05-03 09:07:00')).toBe('2025-05-03T09:07:00Z');
    expect(reviewDateTime('2026-12-31 22:59:59')).toBe('2026-12-31T22:59:59Z');
  });
});
