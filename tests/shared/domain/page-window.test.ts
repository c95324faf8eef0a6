// Page links of a paged listing (shared/domain/page-window.ts).
import { describe, expect, it } from 'vitest';
import { pageWindow } from '#shared/domain/page-window.ts';

describe('pageWindow', () => {
  it('lists every page of a short listing', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('keeps the first, the last and two around the current page, with gaps', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});
