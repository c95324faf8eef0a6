import { describe, expect, it } from 'vitest';
import { absoluteUrl, ogLocale, storeViewLinks } from '#shared/domain/seo/links.ts';

describe('storeViewLinks', () => {
  it('ru canonicalises to the unprefixed url; alternates ru, en and x-default (= ru)', () => {
    expect(storeViewLinks('/c/zhenshchinam-3', 'ru')).toEqual({
      canonicalPath: '/c/zhenshchinam-3',
      alternates: [
        { hreflang: 'ru', path: '/c/zhenshchinam-3' },
        { hreflang: 'en', path: '/en/c/zhenshchinam-3' },
        { hreflang: 'x-default', path: '/c/zhenshchinam-3' },
      ],
    });
  });

  it('en canonicalises to /en/...; the home page is / and /en', () => {
    expect(storeViewLinks('/p/WS12/kurtka-12', 'en').canonicalPath).toBe('/en/p/WS12/kurtka-12');
    expect(storeViewLinks('/', 'en')).toEqual({
      canonicalPath: '/en',
      alternates: [
        { hreflang: 'ru', path: '/' },
        { hreflang: 'en', path: '/en' },
        { hreflang: 'x-default', path: '/' },
      ],
    });
  });
});

describe('absoluteUrl and ogLocale', () => {
  it('prefixes root-relative paths with the origin only', () => {
    expect(absoluteUrl('/c/x', 'https://shop.example')).toBe('https://shop.example/c/x');
    expect(absoluteUrl('/c/x', 'https://shop.example/')).toBe('https://shop.example/c/x');
    expect(absoluteUrl('https://cdn.example/a.png', 'https://shop.example')).toBe('https://cdn.example/a.png');
    expect(absoluteUrl('//cdn.example/a.png', 'https://shop.example')).toBe('//cdn.example/a.png');
    expect(absoluteUrl('/c/x', undefined)).toBe('/c/x');
  });

  it('writes locales the Open Graph way', () => {
    expect(ogLocale('ru-RU')).toBe('ru_RU');
    expect(ogLocale('en-US')).toBe('en_US');
  });
});
