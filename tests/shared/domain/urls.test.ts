import { describe, expect, it } from 'vitest';
import { categoryIdsWithDescendants } from '#shared/domain/categories.ts';
import {
  categoryPath,
  createUrlScheme,
  localizedPath,
  productPath,
  thumbnailUrl,
  unprefixedPath,
} from '#shared/domain/urls.ts';

describe('storefront urls', () => {
  it('leaves the default store view unprefixed and prefixes the English one', () => {
    expect(localizedPath('/', 'ru')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('checkout', 'en')).toBe('/en/checkout');
  });

  it('builds category and product routes of spec §2', () => {
    expect(categoryPath({ slug: 'krossovki-23' }, 'ru')).toBe('/c/krossovki-23');
    expect(productPath({ sku: 'KR1001', slug: 'krossovki-1001' }, 'en', 'KR1001-38-black')).toBe(
      '/en/p/KR1001/krossovki-1001/KR1001-38-black',
    );
    expect(productPath({ sku: 'GC01', slug: 'gift-card-7' }, 'ru')).toBe('/p/GC01/gift-card-7');
  });

  it('builds resize urls in the contract format <w>/<h>/resize<path>', () => {
    expect(thumbnailUrl('/product/sneakers/black/1.svg', 502, 502)).toBe(
      '/img/502/502/resize/product/sneakers/black/1.svg',
    );
  });

  it('collects descendant category ids depth first (contract §5.11)', () => {
    const women = {
      id: 20,
      children_data: [
        { id: 21, children_data: [{ id: 23 }, { id: 24 }, { id: 25 }, { id: 26 }] },
        { id: 22, children_data: [{ id: 27 }, { id: 28 }] },
      ],
    };
    expect(categoryIdsWithDescendants(women)).toEqual([20, 21, 23, 24, 25, 26, 22, 27, 28]);
  });

  describe('url scheme (spec §2 url dispatcher)', () => {
    const category = { slug: 'krossovki-5', url_path: 'zhenshchinam/obuv/krossovki' };
    const product = { sku: 'SNK00012', slug: 'groza-2100', url_path: 'zhenshchinam/obuv/krossovki/groza-2100.html' };

    it('dispatcher on: url_path links, the child as ?childSku= (VSF formatProductLink)', () => {
      const urls = createUrlScheme({ urlDispatcher: true });
      expect(urls.category(category, 'ru')).toBe('/zhenshchinam/obuv/krossovki');
      expect(urls.category(category, 'en')).toBe('/en/zhenshchinam/obuv/krossovki');
      expect(urls.product(product, 'ru')).toBe('/zhenshchinam/obuv/krossovki/groza-2100.html');
      expect(urls.product(product, 'en', 'SNK00012-38-navy')).toBe(
        '/en/zhenshchinam/obuv/krossovki/groza-2100.html?childSku=SNK00012-38-navy',
      );
      expect(urls.cmsPage('size-guide', 'en')).toBe('/en/size-guide');
    });

    it('dispatcher on, no url_path: the /c/ and /p/ routes, which both modes serve', () => {
      const urls = createUrlScheme({ urlDispatcher: true });
      expect(urls.category({ slug: 'obuv-4', url_path: null }, 'ru')).toBe('/c/obuv-4');
      expect(urls.product({ sku: 'GC01', slug: 'gift-card-7' }, 'ru')).toBe('/p/GC01/gift-card-7');
    });

    it('dispatcher off: /c/{slug} and /p/{parentSku}/{slug}/{childSku}', () => {
      const urls = createUrlScheme({ urlDispatcher: false });
      expect(urls.category(category, 'ru')).toBe('/c/krossovki-5');
      expect(urls.product(product, 'en', 'SNK00012-38-navy')).toBe('/en/p/SNK00012/groza-2100/SNK00012-38-navy');
    });

    it('encodes each path segment, keeps the slashes', () => {
      const urls = createUrlScheme({ urlDispatcher: true });
      expect(urls.category({ slug: 'x', url_path: 'a b/с?d' }, 'ru')).toBe('/a%20b/%D1%81%3Fd');
    });
  });

  it('strips a store prefix, and only a whole first segment', () => {
    expect(unprefixedPath('/en/c/x')).toBe('/c/x');
    expect(unprefixedPath('/en')).toBe('/');
    expect(unprefixedPath('/ru/checkout')).toBe('/checkout');
    expect(unprefixedPath('/english/page')).toBe('/english/page');
    expect(unprefixedPath('/')).toBe('/');
  });
});
