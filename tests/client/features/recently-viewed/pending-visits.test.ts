// @vitest-environment happy-dom
// The visits kept in localStorage while the device has no database (client/features/recently-viewed/pending-visits.ts):
// the list's own rule (newest first, one per sku, 20 kept), nothing read from a foreign value, and a flush that
// forgets only what it wrote.
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPendingVisits,
  keepVisit,
  PENDING_VISITS_KEY,
  pendingVisits,
} from '#client/features/recently-viewed/pending-visits.ts';
import type { RecentlyViewedEntry } from '#client/lib/storage/records.ts';

const visit = (sku: string, viewedAt: number): RecentlyViewedEntry => ({
  sku,
  parentSku: sku,
  viewed_at: viewedAt,
  name: `Товар ${sku}`,
  url_path: `zhenshchinam/${sku.toLowerCase()}.html`,
  image: `/p/${sku}.jpg`,
  price: 1990,
});

afterEach(() => localStorage.clear());

describe('pending visits', () => {
  it('keeps visits newest first, a revisit moved up and not listed twice', () => {
    expect(keepVisit(visit('A', 1_000))).toBe(true);
    keepVisit(visit('B', 2_000));
    keepVisit(visit('A', 3_000));
    expect(pendingVisits().map(({ sku, viewed_at }) => `${sku}@${viewed_at}`)).toEqual(['A@3000', 'B@2000']);
  });

  it('keeps the newest 20', () => {
    for (let n = 0; n < 22; n++) keepVisit(visit(`P${n}`, n));
    const kept = pendingVisits();
    expect(kept).toHaveLength(20);
    expect(kept[0]!.sku).toBe('P21');
    expect(kept.at(-1)!.sku).toBe('P2');
  });

  it('reads nothing from a value that is not its list', () => {
    localStorage.setItem(PENDING_VISITS_KEY, '{"sku":"A"}');
    expect(pendingVisits()).toEqual([]);
    localStorage.setItem(PENDING_VISITS_KEY, '[{"sku":"A"},7,null]');
    expect(pendingVisits()).toEqual([]);
    localStorage.setItem(PENDING_VISITS_KEY, 'not json');
    expect(pendingVisits()).toEqual([]);
  });

  it('forgets what was written and keeps a visit made meanwhile', () => {
    keepVisit(visit('A', 1_000));
    keepVisit(visit('B', 2_000));
    const written = pendingVisits();
    // Another tab visited A again while the first tab wrote.
    keepVisit(visit('A', 5_000));
    forgetPendingVisits(written);
    expect(pendingVisits().map(({ sku, viewed_at }) => `${sku}@${viewed_at}`)).toEqual(['A@5000']);
    forgetPendingVisits(pendingVisits());
    expect(localStorage.getItem(PENDING_VISITS_KEY)).toBeNull();
  });
});
