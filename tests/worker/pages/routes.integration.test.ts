// The spec §2 route table through the real worker and D1: every route's name, layout, status and head;
// the url dispatcher on (default) and off; the configurable child → parent redirect; trackers by host.
import { createExecutionContext, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRAND_LANDING_SLUGS, CMS_ROUTES, SHOP_SLUG } from '#shared/config/shop.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import worker from '#worker/index.ts';
import type { Env } from '#worker/env.ts';
import { seedStatements } from '#worker/platform/seed/index.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const ORIGIN = 'http://routes.test';
type Doc = Record<string, unknown>;
let products: Doc[];
let configurable: ProductDocument;

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  products = catalog.documents.filter((d) => d.store === 'ru' && d.entity === 'product').map((d) => d.doc as Doc);
  configurable = products.find(
    (p) =>
      p.type_id === 'configurable' &&
      p.status === 1 &&
      p.visibility === 4 &&
      Array.isArray(p.configurable_children) &&
      p.configurable_children.length > 1,
  ) as unknown as ProductDocument;
  // A CMS page no fixed route names: only the url dispatcher can find it (by its identifier).
  const page = {
    id: 900,
    identifier: 'about-us',
    title: 'О нас',
    page_layout: '1column',
    content_heading: 'О магазине',
    content: '<p>Мы шьём с 1998 года.</p>',
    active: true,
    store_id: [1],
    update_time: '2025-01-01 00:00:00',
  };
  const statements = seedStatements([{ store: 'ru', entity: 'cms_page', doc: page }], 1_000_000);
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
});

/** The worker with other wrangler vars (settings of supplement §5), as a deploy with them would run. */
async function fetchWith(vars: Partial<Env>, path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function get(path: string): Promise<{ status: number; html: string; response: Response }> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), response };
}

const routeName = (html: string) => /<main [^>]*data-route-name="([^"]+)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const robots = (html: string) => /<meta name="robots" content="([^"]+)">/.exec(html)?.[1];
const hasMenu = (html: string) => html.includes('class="header__menu"');

describe('the spec §2 route table', () => {
  // [path, route name, title (en)]; every route answers 200 in the default layout unless said.
  const table: Array<[string, string, string]> = [
    ['/', 'home', 'Modny Bereg: Clothing and footwear online'],
    ['/pwa.html', 'home', 'Modny Bereg: Clothing and footwear online'],
    ['/checkout', 'checkout', 'Checkout | Modny Bereg'],
    ['/checkout-success', 'checkout-success', 'Order placed | Modny Bereg'],
    ['/checkout-thankyou/000000123', 'checkout-thankyou', 'Thank you for your order! | Modny Bereg'],
    ['/order-success', 'external-thank-you', 'Order received | Modny Bereg'],
    ['/my-account', 'my-account', 'My profile | My account'],
    ['/my-account/shipping-details', 'my-shipping-details', 'My shipping details | My account'],
    ['/my-account/newsletter', 'my-newsletter', 'My newsletter | My account'],
    ['/my-account/orders', 'my-orders', 'My orders | My account'],
    ['/my-account/orders/000000123', 'my-order', 'Order #000000123 | My account'],
    ['/my-account/recently-viewed', 'my-recently-viewed', 'Recently viewed | My account'],
    ['/compare', 'compare', 'Compare Products | Modny Bereg'],
    ['/c/krossovki-5', 'category', 'Sneakers | Modny Bereg'],
    ['/customer/account/createPassword', 'create-password', 'Create a new password | Modny Bereg'],
    ['/legal', 'legal', 'Legal Notice | Modny Bereg'],
    ['/magazine', 'magazine', 'Magazine | Modny Bereg'],
    ['/order-tracking', 'order-tracking', 'Track my Order | Modny Bereg'],
    ['/customer-service', 'customer-service', 'Customer service | Modny Bereg'],
    ['/gift-card', 'gift-card', 'Gift card | Modny Bereg'],
  ];

  for (const [path, name, englishTitle] of table) {
    it(`${path} is ${name} in ru, /ru and /en (en-${name})`, async () => {
      const ru = await get(path);
      expect(ru.status).toBe(200);
      expect(routeName(ru.html)).toBe(name);
      expect(hasMenu(ru.html)).toBe(true);
      const prefixed = await get(`/ru${path === '/' ? '' : path}`);
      expect(prefixed.status).toBe(200);
      expect(routeName(prefixed.html)).toBe(`ru-${name}`);
      const en = await get(`/en${path === '/' ? '' : path}`);
      expect(en.status).toBe(200);
      expect(routeName(en.html)).toBe(`en-${name}`);
      expect(title(en.html)).toBe(englishTitle);
    });
  }

  it('the error route has the minimal layout (no menu) and the spec §8 500 texts, and is not indexed', async () => {
    const { status, html } = await get('/en/error');
    expect(status).toBe(200);
    expect(routeName(html)).toBe('en-error');
    expect(hasMenu(html)).toBe(false);
    expect(title(html)).toBe('Internal Server Error 500');
    expect(html).toContain('We&#x27;ve noticed Internal Server Error while rendering this request.');
    expect(robots(html)).toBe('noindex');
  });

  it('checkout, account and create-password are kept out of search indexes; account screens need login', async () => {
    for (const path of [
      '/checkout',
      '/my-account/orders',
      '/customer/account/createPassword',
      '/checkout-thankyou/1',
    ]) {
      expect(robots((await get(path)).html)).toBe('noindex, nofollow');
    }
    const account = await get('/en/my-account/orders');
    expect(account.html).toContain('You need to be logged in to see this page');
    // The order lives on the device that placed it (issue 13): the server renders the frame, never the number.
    const thanks = await get('/en/checkout-thankyou/000000123');
    expect(thanks.html).toContain('data-testid="checkout-thankyou-page" data-state="loading"');
    expect(thanks.html).not.toContain('Order number');
  });

  it('every page has a canonical url and hreflang alternates for both views and x-default', async () => {
    for (const path of ['/checkout', '/legal', '/compare', `/${BRAND_LANDING_SLUGS[0]}`, '/size-guide']) {
      const { html } = await get(`/en${path}`);
      expect(canonical(html)).toBe(`${ORIGIN}/en${path}`);
      expect(html).toContain(`<link rel="alternate" hreflang="ru" href="${ORIGIN}${path}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/en${path}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}">`);
    }
  });

  it('the four brand landing pages answer at /{brand} and /brand/{brand}, both canonical to /{brand}', async () => {
    expect(BRAND_LANDING_SLUGS).toHaveLength(4);
    for (const slug of BRAND_LANDING_SLUGS) {
      for (const path of [`/${slug}`, `/brand/${slug}`]) {
        const { status, html } = await get(path);
        expect(status).toBe(200);
        expect(routeName(html)).toBe(`brand-${slug}`);
        expect(canonical(html)).toBe(`${ORIGIN}/${slug}`);
        expect(html).toContain('data-testid="brand-page"');
      }
    }
    const { html } = await get('/severnyi-veter');
    expect(html).toContain('<h1 class="brand-banner__title">Северный ветер</h1>');
    expect(html).toContain('<h2 id="brand-favourites">Любимые модели</h2>');
  });

  it('the CMS identifier pages show the CMS page of the view, with the shop slug in the identifier', async () => {
    expect(CMS_ROUTES.map((route) => route.identifier)).toContain(`delivery-${SHOP_SLUG}`);
    for (const { name, identifier } of CMS_ROUTES) {
      const { status, html } = await get(`/en/${identifier}`);
      expect(status).toBe(200);
      expect(routeName(html)).toBe(`en-${name}`);
      expect(html).toContain('data-testid="cms-page"');
    }
  });

  it('product routes are named after the product type (spec §2)', async () => {
    for (const type of ['configurable', 'simple', 'virtual', 'bundle', 'grouped', 'downloadable']) {
      const product = products.find((p) => p.type_id === type && p.status === 1 && p.visibility === 4);
      expect(product, type).toBeDefined();
      const { status, html } = await get(`/p/${String(product!.sku)}/${String(product!.slug)}`);
      expect(status).toBe(200);
      expect(routeName(html)).toBe(`${type}-product`);
    }
  });

  it('any other path is page-not-found with HTTP 404 and the spec texts', async () => {
    const { status, html } = await get('/en/no/such/page');
    expect(status).toBe(404);
    expect(routeName(html)).toBe('en-page-not-found');
    expect(title(html)).toBe('404 Page Not Found');
    expect(robots(html)).toBe('noindex');
  });
});

describe('breadcrumbs (spec §2)', () => {
  const crumbs = (html: string) =>
    [
      ...(/<nav aria-label="[^"]*" class="breadcrumbs"><ol>(.*?)<\/ol><\/nav>/.exec(html)?.[1] ?? '').matchAll(
        /<li>(?:<a href="([^"]+)"[^>]*>([^<]+)<\/a>|<span aria-current="page">([^<]+)<\/span>)<\/li>/g,
      ),
    ].map((m) => (m[1] ? `${m[2]} → ${m[1]}` : `[${m[3]}]`));

  it('a category shows its ancestors below the root, each linked', async () => {
    expect(crumbs((await get('/zhenshchinam/obuv/krossovki')).html)).toEqual([
      'Главная → /',
      'Женщинам → /zhenshchinam',
      'Обувь → /zhenshchinam/obuv',
      '[Кроссовки]',
    ]);
  });

  it('a brand root category is shown as Главная, never a second home', async () => {
    expect(crumbs((await get('/kollektsiya-severnyi-veter')).html)).toEqual(['[Главная]']);
  });
});

describe('url dispatcher on (supplement §5 default)', () => {
  it('serves a category at its url_path and links categories and products by url_path', async () => {
    const { status, html } = await get('/zhenshchinam/obuv/krossovki');
    expect(status).toBe(200);
    expect(routeName(html)).toBe('category');
    expect(html).toContain('<h1>Кроссовки</h1>');
    expect(canonical(html)).toBe(`${ORIGIN}/zhenshchinam/obuv/krossovki`);
    // The menu item is the current section (a page link marked current, ADR 048).
    expect(html).toMatch(/<a aria-current="page" href="\/zhenshchinam" data-page-link="">Женщинам<\/a>/);
    expect(html).toMatch(
      /class="product-tile__link" aria-label="[^"]+" href="\/zhenshchinam\/obuv\/krossovki\/[a-z0-9-]+\.html"/,
    );
  });

  it('serves a product at its url_path, named by its type, the child chosen by ?childSku=', async () => {
    const child = configurable.configurable_children![1]!;
    const en = await get(`/en/${configurable.url_path}?childSku=${child.sku}`);
    expect(en.status).toBe(200);
    expect(routeName(en.html)).toBe('en-configurable-product');
    expect(canonical(en.html)).toBe(`${ORIGIN}/en/${configurable.url_path}`);
    expect(en.html).toContain(`SKU: ${child.sku}`);
  });

  it('maps an unknown path to a CMS page by its identifier', async () => {
    const { status, html } = await get('/about-us');
    expect(status).toBe(200);
    expect(routeName(html)).toBe('cms-page');
    expect(html).toContain('<h1>О магазине</h1>');
    expect(html).toContain('Мы шьём с 1998 года.');
  });

  it('a path the url map does not know is page-not-found (404)', async () => {
    const { status, html } = await get('/zhenshchinam/obuv/no-such-thing.html');
    expect(status).toBe(404);
    expect(routeName(html)).toBe('page-not-found');
  });
});

describe('url dispatcher off', () => {
  const OFF = { URL_DISPATCHER: 'off' };

  it('links are /c/{slug} and /p/{parentSku}/{slug}, canonical too', async () => {
    const response = await fetchWith(OFF, '/c/krossovki-5');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(canonical(html)).toBe(`${ORIGIN}/c/krossovki-5`);
    expect(html).toContain('<a href="/c/zhenshchinam-3" data-page-link="">Женщинам</a>');
    expect(html).toMatch(/class="product-tile__link" aria-label="[^"]+" href="\/p\/[A-Z]+\d+\/[a-z0-9-]+"/);
    expect(html).toContain('"urlDispatcher":false');
  });

  it('a url_path is not resolved: page-not-found with 404', async () => {
    const category = await fetchWith(OFF, '/zhenshchinam/obuv/krossovki');
    expect(category.status).toBe(404);
    expect(routeName(await category.text())).toBe('page-not-found');
    expect((await fetchWith(OFF, `/${configurable.url_path}`)).status).toBe(404);
    expect((await fetchWith(OFF, '/about-us')).status).toBe(404);
  });
});

describe('configurable child → parent (spec §2, 301 on the server)', () => {
  const child = () => configurable.configurable_children![0]!;

  it('a child sku opened directly answers 301 to its parent with the child chosen, one hop', async () => {
    const { status, response } = await get(`/p/${child().sku}/${configurable.slug}`);
    expect(status).toBe(301);
    const location = response.headers.get('location');
    expect(location).toBe(`/${configurable.url_path}?childSku=${child().sku}`);
    const target = await get(location!);
    expect(target.status).toBe(200);
    expect(target.html).toContain(`Артикул: ${child().sku}`);
  });

  it('keeps the store view, and uses /p/ urls with the dispatcher off', async () => {
    const en = await get(`/en/p/${child().sku}/x`);
    expect(en.status).toBe(301);
    expect(en.response.headers.get('location')).toBe(`/en/${configurable.url_path}?childSku=${child().sku}`);
    const off = await fetchWith({ URL_DISPATCHER: 'off' }, `/p/${child().sku}/x`, { redirect: 'manual' });
    expect(off.status).toBe(301);
    expect(off.headers.get('location')).toBe(`/p/${configurable.sku}/${configurable.slug}/${child().sku}`);
  });

  it('with direct child access allowed, the child url shows its parent with the child chosen', async () => {
    const response = await fetchWith({ PREVENT_CHILD_DIRECT_ACCESS: 'off' }, `/p/${child().sku}/x`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(routeName(html)).toBe('configurable-product');
    expect(html).toContain(`Артикул: ${child().sku}`);
    expect(canonical(html)).toBe(`${ORIGIN}/${configurable.url_path}`);
  });

  it('a child stored as its own product document with visibility 1 (as Magento indexes them) answers 301 too', async () => {
    const child = configurable.configurable_children![1]!;
    const doc = {
      id: 990_300,
      sku: child.sku,
      name: 'Child document',
      type_id: 'simple',
      status: 1,
      visibility: 1,
      slug: 'child-document',
      url_path: 'child-document.html',
      price: 1000,
      stock: { is_in_stock: true, qty: 1 },
    };
    await env.DB.batch(
      seedStatements([{ store: 'ru', entity: 'product', doc }], 1_100_000).map((sql) => env.DB.prepare(sql)),
    );
    const { status, response } = await get(`/p/${child.sku}/child-document`);
    expect(status).toBe(301);
    expect(response.headers.get('location')).toBe(`/${configurable.url_path}?childSku=${child.sku}`);
  });

  it('a child sku that is not one of the parent’s children answers 301 to the parent', async () => {
    const { status, response } = await get(`/p/${configurable.sku}/${configurable.slug}/NO-SUCH-CHILD`);
    expect(status).toBe(301);
    expect(response.headers.get('location')).toBe(`/${configurable.url_path}`);
    const viaDispatcher = await get(`/${configurable.url_path}?childSku=NO-SUCH-CHILD`);
    expect(viaDispatcher.status).toBe(301);
    expect(viaDispatcher.response.headers.get('location')).toBe(`/${configurable.url_path}`);
  });
});

describe('trackers (spec §1, §7)', () => {
  const TRACKERS = JSON.stringify([
    { name: 'retargeting', src: 'https://retarget.example.net/tag.js' },
    { name: 'city-ads', src: 'https://cityads.example.org/c.js', skipOnProductRoutes: true },
  ]);
  const vars = { TRACKERS, TRACKING_PIXEL: 'https://pixel.example.com/p.gif' };

  it('are injected async with the nonce on a non-local host, and allowed by the CSP', async () => {
    const response = await fetchWith(vars, '/c/krossovki-5');
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(html).toContain(`<script async src="https://retarget.example.net/tag.js" nonce="${nonce}"></script>`);
    expect(html).toContain(`<script async src="https://cityads.example.org/c.js" nonce="${nonce}"></script>`);
    // After the page and the entry script: nothing waits for them.
    expect(html.indexOf('retarget.example.net')).toBeGreaterThan(html.indexOf('type="module"'));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://retarget.example.net');
    expect(csp).toMatch(/img-src 'self' data: https:\/\/pixel\.example\.com/);
    expect(html).toMatch(/<img src="https:\/\/pixel\.example\.com\/p\.gif\?p=%2Fc%2Fkrossovki-5&amp;r=0"/);
  });

  it('product routes leave out city-ads tracking (spec §2)', async () => {
    const html = await (await fetchWith(vars, `/p/${configurable.sku}/${configurable.slug}`)).text();
    expect(html).toContain('retarget.example.net/tag.js');
    expect(html).not.toContain('cityads.example.org');
  });

  it('are not loaded on development or local hosts', async () => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request('http://localhost:8787/c/krossovki-5'), { ...env, ...vars }, ctx);
    await waitOnExecutionContext(ctx);
    const html = await response.text();
    expect(html).not.toContain('retarget.example.net');
    expect(html).not.toContain('pixel.example.com');
    expect(response.headers.get('content-security-policy')).not.toContain('example');
  });
});
