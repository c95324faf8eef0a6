import { describe, expect, it } from 'vitest';
import {
  isLocalHost,
  isProductRouteName,
  parseTrackingConfig,
  pixelSrc,
  trackerOrigins,
  trackersFor,
  type TrackingConfig,
} from '#shared/config/trackers.ts';

const CONFIG: TrackingConfig = {
  scripts: [
    { name: 'retargeting', src: 'https://rt.example.net/tag.js?site=desktop', skipOnProductRoutes: false },
    { name: 'city-ads', src: 'https://cityads.example.com/track.js', skipOnProductRoutes: true },
    { name: 'affiliate', src: 'https://rt.example.net/aff.js', skipOnProductRoutes: false },
  ],
  pixelUrl: 'https://px.example.org/p.gif?site=7',
};

describe('parseTrackingConfig', () => {
  it('reads the scripts and the pixel; skipOnProductRoutes defaults to false', () => {
    const parsed = parseTrackingConfig({
      TRACKERS: JSON.stringify([
        { name: 'retargeting', src: 'https://rt.example.net/tag.js' },
        { name: 'city-ads', src: 'https://cityads.example.com/track.js', skipOnProductRoutes: true },
      ]),
      TRACKING_PIXEL: 'https://px.example.org/p.gif?site=7',
    });
    expect(parsed).toEqual({
      config: {
        scripts: [
          { name: 'retargeting', src: 'https://rt.example.net/tag.js', skipOnProductRoutes: false },
          { name: 'city-ads', src: 'https://cityads.example.com/track.js', skipOnProductRoutes: true },
        ],
        pixelUrl: 'https://px.example.org/p.gif?site=7',
      },
      problems: [],
    });
  });

  it('treats absent and blank vars as "no trackers", which is no problem', () => {
    expect(parseTrackingConfig({})).toEqual({ config: { scripts: [], pixelUrl: null }, problems: [] });
    expect(parseTrackingConfig({ TRACKERS: '  ', TRACKING_PIXEL: '' })).toEqual({
      config: { scripts: [], pixelUrl: null },
      problems: [],
    });
    expect(parseTrackingConfig({ TRACKERS: '[]' })).toEqual({ config: { scripts: [], pixelUrl: null }, problems: [] });
  });

  it('normalises urls the way the browser will request them', () => {
    const parsed = parseTrackingConfig({
      TRACKERS: '[{"name":"a","src":" https://CDN.Example.com/a b.js "}]',
      TRACKING_PIXEL: 'https://px.example.org',
    });
    expect(parsed.config.scripts[0]?.src).toBe('https://cdn.example.com/a%20b.js');
    expect(parsed.config.pixelUrl).toBe('https://px.example.org/');
  });

  it('does not throw on broken JSON: no scripts and one problem', () => {
    expect(parseTrackingConfig({ TRACKERS: '[{name: "x"}' })).toEqual({
      config: { scripts: [], pixelUrl: null },
      problems: ['TRACKERS: not valid JSON'],
    });
  });

  it('rejects the whole list when one entry is invalid, naming each problem by its path', () => {
    const parsed = parseTrackingConfig({
      TRACKERS: JSON.stringify([
        { name: 'ok', src: 'https://ok.example.com/a.js' },
        { name: 'plain-http', src: 'http://insecure.example.com/a.js' },
        { name: '', src: '/local.js' },
      ]),
    });
    expect(parsed.config.scripts).toEqual([]);
    expect(parsed.problems).toEqual([
      'TRACKERS[1].src: must be an absolute https url',
      'TRACKERS[2].name: must not be empty',
      'TRACKERS[2].src: must be an absolute https url',
    ]);
  });

  it('rejects unknown keys, so a misspelt skipOnProductRoutes cannot silently track product pages', () => {
    const parsed = parseTrackingConfig({
      TRACKERS: '[{"name":"city-ads","src":"https://c.example.com/t.js","skipOnProductRoute":true}]',
    });
    expect(parsed.config.scripts).toEqual([]);
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]).toMatch(/^TRACKERS\[0\]: .*skipOnProductRoute/);
  });

  it('rejects a non-array TRACKERS and javascript:, protocol-relative or credentialed urls', () => {
    expect(parseTrackingConfig({ TRACKERS: '{"name":"a","src":"https://a.example.com/a.js"}' }).problems).toHaveLength(
      1,
    );
    for (const src of [
      'javascript:alert(1)',
      '//cdn.example.com/a.js',
      'https://user:pw@cdn.example.com/a.js',
      'data:text/javascript,1',
    ]) {
      expect(parseTrackingConfig({ TRACKERS: JSON.stringify([{ name: 'a', src }]) }).problems).toEqual([
        'TRACKERS[0].src: must be an absolute https url',
      ]);
    }
  });

  it('keeps a valid TRACKERS when only TRACKING_PIXEL is invalid, and the other way round', () => {
    expect(
      parseTrackingConfig({
        TRACKERS: '[{"name":"a","src":"https://a.example.com/a.js"}]',
        TRACKING_PIXEL: 'http://px.example.org/p.gif',
      }),
    ).toEqual({
      config: {
        scripts: [{ name: 'a', src: 'https://a.example.com/a.js', skipOnProductRoutes: false }],
        pixelUrl: null,
      },
      problems: ['TRACKING_PIXEL: must be an absolute https url'],
    });
    expect(parseTrackingConfig({ TRACKERS: 'nope', TRACKING_PIXEL: 'https://px.example.org/p.gif' })).toEqual({
      config: { scripts: [], pixelUrl: 'https://px.example.org/p.gif' },
      problems: ['TRACKERS: not valid JSON'],
    });
  });
});

describe('isLocalHost (spec §1: no trackers on development or local hosts)', () => {
  it('takes URL.hostname, which drops the port of wrangler dev at localhost:8787', () => {
    expect(isLocalHost(new URL('http://localhost:8787/c/x').hostname)).toBe(true);
    expect(isLocalHost(new URL('http://127.0.0.1:8787/').hostname)).toBe(true);
    expect(isLocalHost(new URL('http://[::1]:8787/').hostname)).toBe(true);
  });

  it('still answers "local" when given URL.host with a port by mistake', () => {
    expect(isLocalHost('localhost:8787')).toBe(true);
    expect(isLocalHost('[::1]:8787')).toBe(true);
    expect(isLocalHost('shop.example.ru:443')).toBe(false);
  });

  it('knows loopback, local names and private IPv4 ranges', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'localhost.',
      'shop.localhost',
      'mac-mini.local',
      '127.0.0.1',
      '127.10.20.30',
      '::1',
      '[::1]',
      '0.0.0.0',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.20',
    ]) {
      expect(isLocalHost(host), host).toBe(true);
    }
  });

  it('treats public names and addresses next to the private ranges as real hosts', () => {
    for (const host of [
      'shop.example.ru',
      'localhost.example.ru',
      'local.example.ru',
      'example.localhost.ru',
      '172.15.0.1',
      '172.32.0.1',
      '192.169.0.1',
      '11.0.0.1',
      '8.8.8.8',
      '1.0.0.127',
      '256.0.0.1',
      '2001:db8::1',
    ]) {
      expect(isLocalHost(host), host).toBe(false);
    }
  });
});

describe('isProductRouteName (spec §2 route names)', () => {
  it('matches the generic and every typed product route, with or without a store code prefix', () => {
    for (const name of [
      'product',
      'configurable-product',
      'simple-product',
      'virtual-product',
      'bundle-product',
      'downloadable-product',
      'grouped-product',
      'en-product',
      'ru-product',
      'en-configurable-product',
      'ru-grouped-product',
    ]) {
      expect(isProductRouteName(name), name).toBe(true);
    }
  });

  it('does not match other routes or unknown prefixes', () => {
    for (const name of [
      'home',
      'category',
      'en-category',
      'checkout',
      'en-checkout',
      'page-not-found',
      'products',
      'gift-product',
      'de-product',
      'en-en-product',
      'product-configurable',
    ]) {
      expect(isProductRouteName(name), name).toBe(false);
    }
  });
});

describe('trackersFor', () => {
  it('loads every script on other routes of a public host', () => {
    expect(trackersFor(CONFIG, { hostname: 'shop.example.ru', routeName: 'category' }).map((s) => s.name)).toEqual([
      'retargeting',
      'city-ads',
      'affiliate',
    ]);
    expect(trackersFor(CONFIG, { hostname: 'shop.example.ru' }).map((s) => s.name)).toEqual([
      'retargeting',
      'city-ads',
      'affiliate',
    ]);
  });

  it('skips city-ads on product routes, prefixed or not (spec §2)', () => {
    expect(trackersFor(CONFIG, { hostname: 'shop.example.ru', routeName: 'product' }).map((s) => s.name)).toEqual([
      'retargeting',
      'affiliate',
    ]);
    expect(
      trackersFor(CONFIG, { hostname: 'shop.example.ru', routeName: 'en-configurable-product' }).map((s) => s.name),
    ).toEqual(['retargeting', 'affiliate']);
  });

  it('loads nothing on local hosts (spec §1)', () => {
    expect(trackersFor(CONFIG, { hostname: 'localhost', routeName: 'home' })).toEqual([]);
    expect(trackersFor(CONFIG, { hostname: '127.0.0.1', routeName: 'category' })).toEqual([]);
  });
});

describe('trackerOrigins (Content-Security-Policy sources)', () => {
  it('lists distinct script origins in config order and the pixel origin separately', () => {
    expect(trackerOrigins(CONFIG)).toEqual({
      scriptOrigins: ['https://rt.example.net', 'https://cityads.example.com'],
      imageOrigins: ['https://px.example.org'],
    });
  });

  it('keeps explicit ports and lists nothing for an empty config', () => {
    expect(
      trackerOrigins({
        scripts: [{ name: 'a', src: 'https://a.example.com:8443/a.js', skipOnProductRoutes: false }],
        pixelUrl: null,
      }),
    ).toEqual({
      scriptOrigins: ['https://a.example.com:8443'],
      imageOrigins: [],
    });
    expect(trackerOrigins({ scripts: [], pixelUrl: null })).toEqual({ scriptOrigins: [], imageOrigins: [] });
  });
});

describe('pixelSrc', () => {
  it('adds the encoded page path with its query as p and the counter as r, keeping existing params', () => {
    expect(pixelSrc('https://px.example.org/p.gif?site=7', '/c/zhenshchinam-3?color=black&size=38', 2)).toBe(
      'https://px.example.org/p.gif?site=7&p=%2Fc%2Fzhenshchinam-3%3Fcolor%3Dblack%26size%3D38&r=2',
    );
    expect(pixelSrc('https://px.example.org/p.gif', '/', 0)).toBe('https://px.example.org/p.gif?p=%2F&r=0');
  });

  it('overwrites p and r already present in the configured url instead of repeating them', () => {
    expect(pixelSrc('https://px.example.org/p.gif?r=9&site=7&p=x', '/en/p/KR1001/krossovki-1001', 5)).toBe(
      'https://px.example.org/p.gif?r=5&site=7&p=%2Fen%2Fp%2FKR1001%2Fkrossovki-1001',
    );
  });
});
