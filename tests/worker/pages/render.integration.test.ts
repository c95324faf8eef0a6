// Streaming SSR inside workerd with the real worker, real D1 and the generated catalogue.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { shelfPrice } from '#shared/domain/price.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { reactEscaped } from '#tests/support/react-html.ts';

const ORIGIN = 'http://storefront.test';
let ruProduct: ProductDocument;
let enProduct: ProductDocument;

async function readChunks(response: Response): Promise<string[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value, { stream: true }));
  }
}

function pageState(html: string): {
  queries: { queries: Array<{ queryKey: unknown[] }> };
  loaderData: Record<string, unknown>;
} {
  const match = /<script type="application\/json" id="__storefront_state">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no page state in the document');
  return JSON.parse(match[1]) as ReturnType<typeof pageState>;
}

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  const visibleConfigurable = (store: string) =>
    catalog.documents.find(
      (d) =>
        d.store === store &&
        d.entity === 'product' &&
        d.doc.type_id === 'configurable' &&
        d.doc.status === 1 &&
        d.doc.visibility === 4,
    )?.doc as unknown as ProductDocument;
  ruProduct = visibleConfigurable('ru');
  enProduct = visibleConfigurable('en');
  expect(ruProduct.sku).toBe(enProduct.sku);
});

describe('home page', () => {
  it('streams the shell first and the Suspense list later, then the state and the entry script', async () => {
    const response = await SELF.fetch(`${ORIGIN}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Tooling note G6: without identity encoding wrangler dev would gzip and buffer the stream.
    expect(response.headers.get('content-encoding')).toBe('identity');
    const chunks = await readChunks(response);
    const fallbackChunk = chunks.findIndex((chunk) => chunk.includes('Загружаем товары…'));
    const boundaryChunk = chunks.findIndex((chunk) => chunk.includes('<div hidden id="S:0">'));
    expect(fallbackChunk).toBeGreaterThanOrEqual(0);
    expect(boundaryChunk).toBeGreaterThan(fallbackChunk);
    const html = chunks.join('');
    expect(html.startsWith('<!doctype html><html lang="ru">')).toBe(true);
    expect(html).toContain('<title>Модный берег: Одежда и обувь в интернет-магазине</title>');
    expect(html.indexOf('id="__storefront_state"')).toBeGreaterThan(html.indexOf('<div hidden id="S:0">'));
    // ADR 034: no script is requested with the HTML; the loader at the end preloads the page's chunks, entry first.
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toMatch(
      /<script type="module" id="__storefront_loader" nonce="[^"]+">const c=\["\/assets\/entry\.browser-[\w-]+\.js",.*<\/script><\/body><\/html>$/,
    );
    const keys = pageState(html).queries.queries.map((q) => q.queryKey.join('/'));
    expect(keys).toEqual(
      expect.arrayContaining(['catalog/ru/menu', 'catalog/ru/home/new', 'catalog/ru/home/bestsellers']),
    );
  });

  it('gives crawlers the complete document without fallbacks', async () => {
    const response = await SELF.fetch(`${ORIGIN}/`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0)' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('Загружаем товары…');
    expect(html).toContain('Хиты продаж');
  });

  it('serves the same page at the /pwa.html alias', async () => {
    const response = await SELF.fetch(`${ORIGIN}/pwa.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h2 id="home-new">Новая коллекция</h2>');
  });
});

describe('product page', () => {
  it('answers 200 with the product name, price and sizes in the streamed HTML', async () => {
    const response = await SELF.fetch(`${ORIGIN}/p/${ruProduct.sku}/${ruProduct.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1 class="product__name">${reactEscaped(ruProduct.name)}</h1>`);
    expect(html).toContain(`<title>${ruProduct.name.replace(/'/g, '&#39;')} | Модный берег</title>`);
    expect(html).toContain(formatPrice(shelfPrice(ruProduct).current, 'ru'));
    const firstSize = ruProduct.configurable_options?.find((o) => o.attribute_code === 'size')?.values[0]?.label;
    expect(firstSize).toBeDefined();
    expect(html).toContain(`>${firstSize}</button>`);
    expect(html).toContain('Добавить в корзину');
  });

  it('renders the English store view in English', async () => {
    const response = await SELF.fetch(`${ORIGIN}/en/p/${enProduct.sku}/${enProduct.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<h1 class="product__name">${reactEscaped(enProduct.name)}</h1>`);
    expect(enProduct.name).not.toBe(ruProduct.name);
    expect(html).toContain('>Add to cart</button>');
  });

  it('answers 404 with the spec texts for an unknown sku', async () => {
    const response = await SELF.fetch(`${ORIGIN}/p/NO-SUCH-SKU/nothing`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>404 Страница не найдена</title>');
    expect(html).toContain('Мы не можем найти страницу');
  });
});

describe('category page and not-found', () => {
  it('lists product tiles with roubles', async () => {
    const response = await SELF.fetch(`${ORIGIN}/c/zhenshchinam-3`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Женщинам</h1>');
    // Grouped and signed with no-break spaces: a price never breaks across lines.
    expect(html).toMatch(/<span class="price__current[^"]*">\d{1,3}(\u00a0\d{3})?\u00a0₽<\/span>/);
    // Url dispatcher on (supplement §5 default): tiles link the product's url_path.
    expect(html).toMatch(
      /<a class="product-tile__link" aria-label="[^"]+" href="\/zhenshchinam\/[a-z0-9/-]+-\d+\.html"/,
    );
  });

  it('answers 404 for an unknown category and an unknown path, in both views', async () => {
    expect((await SELF.fetch(`${ORIGIN}/c/no-such-category`)).status).toBe(404);
    const english = await SELF.fetch(`${ORIGIN}/en/what/ever`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Unfortunately we can&#x27;t find the page you are looking for.');
  });
});

describe('content security policy', () => {
  it('allows only nonce-carrying inline scripts, and every executable inline script carries the nonce', async () => {
    const response = await SELF.fetch(`${ORIGIN}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('unsafe-inline');
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    const executable = inlineScripts.filter((attributes) => !attributes.includes('type="application/json"'));
    expect(executable.length).toBeGreaterThan(0); // React's Suspense swap scripts
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
    // A new nonce for every response.
    const again = (await SELF.fetch(`${ORIGIN}/`)).headers.get('content-security-policy');
    expect(again).not.toBe(policy);
  });
});
