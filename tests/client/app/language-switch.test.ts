// Where the languages modal sends a shopper (client/app/head.ts languageSwitchPath): the same entity in the other
// view with the shopper's filters, sort, page, chosen child and search term carried over; the view's home when the
// page has no counterpart there.
import { describe, expect, it } from 'vitest';
import { languageSwitchPath } from '#client/app/head.ts';
import type { PageLinks } from '#client/lib/route-types.ts';

const category: PageLinks = {
  alternates: [
    { hreflang: 'ru', path: '/zhenshchinam' },
    { hreflang: 'en', path: '/en/women' },
  ],
} as PageLinks;

describe('languageSwitchPath', () => {
  it("keeps a listing's filters, sort and page", () => {
    expect(languageSwitchPath(category, 'en', '?color=49&size=36&size=38&sort=price%3Aasc&page=2')).toBe(
      '/en/women?color=49&size=36&size=38&sort=price%3Aasc&page=2',
    );
  });

  it("keeps a product's chosen child and a search term", () => {
    const product = { alternates: [{ hreflang: 'en', path: '/en/men/shoes/sneakers-1900.html' }] } as PageLinks;
    expect(languageSwitchPath(product, 'en', '?childSku=SNK-42-BLK')).toBe(
      '/en/men/shoes/sneakers-1900.html?childSku=SNK-42-BLK',
    );
    const search = { alternates: [{ hreflang: 'ru', path: '/search' }] } as PageLinks;
    expect(languageSwitchPath(search, 'ru', '?q=sneakers')).toBe('/search?q=sneakers');
  });

  it("leaves a parameter the alternate names itself at the alternate's value", () => {
    const second = { alternates: [{ hreflang: 'en', path: '/en/women?page=2' }] } as PageLinks;
    expect(languageSwitchPath(second, 'en', '?page=5&color=49')).toBe('/en/women?page=2&color=49');
  });

  it("goes to the view's home, without the query, when the page has no counterpart", () => {
    expect(languageSwitchPath({} as PageLinks, 'en', '?color=49')).toBe('/en');
    expect(languageSwitchPath(category, 'ru', '')).toBe('/zhenshchinam');
  });
});
