// The search term and paging rules (client/features/search/search-term.ts; issue 10 "Search panel"):
// spec §5 minimum term length 3, spec §4 "more only while start < total and total ≥ page size", the
// results page's url and its page links.
import { describe, expect, it } from 'vitest';
import {
  hasMoreResults,
  isSearchableTerm,
  MAX_SEARCH_TERM_LENGTH,
  normalizeSearchTerm,
  searchPagePath,
} from '#client/features/search/search-term.ts';

describe('normalizeSearchTerm', () => {
  it('trims and collapses white space', () => {
    expect(normalizeSearchTerm('  кроссовки \t женские\n ')).toBe('кроссовки женские');
  });

  it('gives the empty term for anything not a string (a missing ?q=)', () => {
    expect(normalizeSearchTerm(null)).toBe('');
    expect(normalizeSearchTerm(undefined)).toBe('');
    expect(normalizeSearchTerm(42)).toBe('');
  });

  it('cuts at MAX_SEARCH_TERM_LENGTH code points, never inside a surrogate pair', () => {
    const long = '👟'.repeat(MAX_SEARCH_TERM_LENGTH + 10);
    const cut = normalizeSearchTerm(long);
    expect([...cut]).toHaveLength(MAX_SEARCH_TERM_LENGTH);
    expect(cut).toBe('👟'.repeat(MAX_SEARCH_TERM_LENGTH));
  });

  it('does not end a cut term with a space', () => {
    const term = normalizeSearchTerm(`${'a'.repeat(MAX_SEARCH_TERM_LENGTH - 1)} bcd`);
    expect(term).toBe('a'.repeat(MAX_SEARCH_TERM_LENGTH - 1));
  });
});

describe('isSearchableTerm (spec §5: at least 3 characters)', () => {
  it.each([
    ['', false],
    ['к', false],
    ['кр', false],
    ['кро', true],
    ['abc', true],
    ['👟👟', false],
    ['👟👟👟', true],
  ])('%j → %s', (term, expected) => {
    expect(isSearchableTerm(term)).toBe(expected);
  });

  it('counts the normalized term: white space around does not make a term long enough', () => {
    expect(isSearchableTerm(normalizeSearchTerm('  кр  '))).toBe(false);
  });
});

describe('hasMoreResults (spec §4 product list paging)', () => {
  it('loads more while the next start is below the total', () => {
    expect(hasMoreResults({ nextStart: 18, total: 40, pageSize: 18 })).toBe(true);
    expect(hasMoreResults({ nextStart: 36, total: 40, pageSize: 18 })).toBe(true);
    expect(hasMoreResults({ nextStart: 54, total: 40, pageSize: 18 })).toBe(false);
    expect(hasMoreResults({ nextStart: 40, total: 40, pageSize: 20 })).toBe(false);
  });

  it('never when the total is below one page', () => {
    expect(hasMoreResults({ nextStart: 5, total: 17, pageSize: 18 })).toBe(false);
    expect(hasMoreResults({ nextStart: 0, total: 0, pageSize: 18 })).toBe(false);
  });
});

describe('searchPagePath', () => {
  it('is /search in the default view and prefixed in /en', () => {
    expect(searchPagePath('ru', 'кроссовки')).toBe('/search?q=%D0%BA%D1%80%D0%BE%D1%81%D1%81%D0%BE%D0%B2%D0%BA%D0%B8');
    expect(searchPagePath('en', 'running shoes')).toBe('/en/search?q=running+shoes');
  });

  it('adds the page from 2 on and leaves out an empty term', () => {
    expect(searchPagePath('en', 'sneakers', 1)).toBe('/en/search?q=sneakers');
    expect(searchPagePath('en', 'sneakers', 3)).toBe('/en/search?q=sneakers&page=3');
    expect(searchPagePath('ru', '')).toBe('/search');
  });

  it('encodes what would break the query string', () => {
    expect(searchPagePath('en', 'a&b=c #d')).toBe('/en/search?q=a%26b%3Dc+%23d');
  });
});
