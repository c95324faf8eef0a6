// The SEO head of worker/pages/document.ts.
import { describe, expect, it } from 'vitest';
import type { ClientAssets } from '#worker/pages/assets.ts';
import { documentStart, seoTags } from '#worker/pages/document.ts';

const ASSETS: ClientAssets = { stylesheets: [], preloadScripts: [], entryScript: null };

describe('documentStart SEO tags', () => {
  it('escapes JSON-LD so that no </script> or <!-- can appear, and parses back', () => {
    const hostile = { '@type': 'Product', name: '</script><script>alert(1)</script><!--', url: '/p/x/y' };
    const html = documentStart(
      { title: 't', description: 'd', storeCode: 'ru', jsonLd: [hostile], origin: 'https://shop.example' },
      ASSETS,
    );
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    // Two script elements close: the JSON-LD and the early-clicks script (client/lib/early-clicks.ts); none inside.
    expect(html.split('<script')).toHaveLength(3);
    expect(html.split('</script>')).toHaveLength(3);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(scripts[0]![1]!)).toEqual({ ...hostile, url: 'https://shop.example/p/x/y' });
  });

  it('writes canonical, alternates, robots and og tags with absolute, escaped urls', () => {
    const html = documentStart(
      {
        title: 't',
        description: 'd',
        storeCode: 'en',
        canonicalPath: '/en/c/a"b',
        alternates: [{ hreflang: 'ru', path: '/c/a"b' }],
        robots: 'noindex',
        og: { type: 'product', title: 'T & T', description: 'D', image: '/img/502/502/resize/a.svg' },
        origin: 'https://shop.example',
      },
      ASSETS,
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/en/c/a&quot;b">');
    expect(html).toContain('<link rel="alternate" hreflang="ru" href="https://shop.example/c/a&quot;b">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:title" content="T &amp; T">');
    expect(html).toContain('<meta property="og:url" content="https://shop.example/en/c/a&quot;b">');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/img/502/502/resize/a.svg">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).toContain('<meta property="og:locale:alternate" content="ru_RU">');
  });

  it('a plain head has no SEO tags', () => {
    const html = documentStart({ title: 't', description: 'd', storeCode: 'ru' }, ASSETS);
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:');
    expect(html).not.toContain('ld+json');
  });
});

describe('JSON-LD and the CSP nonce', () => {
  it('gives every JSON-LD block the response nonce when one is given', () => {
    const html = seoTags(
      {
        title: 't',
        description: 'd',
        storeCode: 'ru',
        jsonLd: [{ '@type': 'Thing' }, { '@type': 'Thing' }],
        nonce: 'abc+/=',
      },
      'https://shop.test',
    ).join('');
    expect(html.match(/<script type="application\/ld\+json" nonce="abc\+\/=">/g)).toHaveLength(2);
  });
});
