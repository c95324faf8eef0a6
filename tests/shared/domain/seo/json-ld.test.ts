import { describe, expect, it } from 'vitest';
import {
  absolutizeJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from '#shared/domain/seo/json-ld.ts';

const ORIGIN = 'https://shop.example';

describe('productJsonLd', () => {
  it('is a Product with an Offer in RUB, whole roubles, availability from stock', () => {
    const ld = productJsonLd({
      name: 'Кроссовки «Бег»',
      sku: 'WS12',
      description: 'Лёгкие',
      path: '/p/WS12/krossovki-12',
      image: '/img/502/502/resize/catalog/ws12.svg',
      price: 4990.4,
      currency: 'RUB',
      inStock: false,
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Кроссовки «Бег»',
      sku: 'WS12',
      description: 'Лёгкие',
      image: '/img/502/502/resize/catalog/ws12.svg',
      url: '/p/WS12/krossovki-12',
      offers: {
        '@type': 'Offer',
        url: '/p/WS12/krossovki-12',
        price: 4990,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    const inStock = productJsonLd({
      name: 'a',
      sku: 'b',
      description: '',
      path: '/p/b/a',
      price: 100,
      currency: 'RUB',
      inStock: true,
    });
    expect((inStock.offers as Record<string, unknown>).availability).toBe('https://schema.org/InStock');
    expect(inStock).not.toHaveProperty('description');
    expect(inStock).not.toHaveProperty('image');
  });
});

describe('breadcrumbs, organization, website', () => {
  it('numbers breadcrumbs from 1', () => {
    expect(breadcrumbJsonLd([{ name: 'Главная', path: '/' }, { name: 'Обувь' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Обувь' },
    ]);
  });

  it('absolutizes url-valued properties only, the search template included', () => {
    const site = absolutizeJsonLd(
      webSiteJsonLd({ name: 'Модный берег', path: '/', searchPath: '/search', inLanguage: 'ru-RU' }),
      ORIGIN,
    );
    expect(site).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Модный берег',
      url: `${ORIGIN}/`,
      inLanguage: 'ru-RU',
      potentialAction: {
        '@type': 'SearchAction',
        target: `${ORIGIN}/search?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    });
    const org = absolutizeJsonLd(
      organizationJsonLd({ name: '/not-a-url', path: '/', logo: '/icons/icon.svg' }),
      ORIGIN,
    );
    expect(org).toMatchObject({ name: '/not-a-url', url: `${ORIGIN}/`, logo: `${ORIGIN}/icons/icon.svg` });
    const crumbs = absolutizeJsonLd(breadcrumbJsonLd([{ name: 'a', path: '/c/a' }]), ORIGIN) as {
      itemListElement: Array<{ item: string }>;
    };
    expect(crumbs.itemListElement[0]!.item).toBe(`${ORIGIN}/c/a`);
  });
});

describe('serializeJsonLd', () => {
  it('can never close the script element, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028', '@type': 'Product' };
    const json = serializeJsonLd(value);
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).not.toContain('&');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });
});
