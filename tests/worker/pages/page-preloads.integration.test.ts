// The document preloads the chunks of the page modules it renders (ADR 017; worker/pages/assets.ts
// pageClientAssets): the browser fetches them with the entry instead of after it, and a page preloads no
// other page's code. Since ADR 034 the list is in the script loader at the end of the document, which preloads
// them after the first paint. Through the real worker, D1 and the built manifest.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageModule } from '#shared/i18n/load-messages.ts';
import type { MessageGroup } from '#shared/i18n/message-groups.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { moduleChunk, pageModuleChunk } from '#worker/pages/assets.ts';
import { SCRIPT_LOADER_ID } from '#worker/pages/document.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const ORIGIN = 'http://preloads.test';
const chunkOf = (kind: string) => pageModuleChunk(kind) ?? `missing ${kind}`;
const textsOf = (storeCode: StoreCode, group: MessageGroup) =>
  moduleChunk(messageModule(storeCode, group)) ?? `missing ${storeCode}/${group}`;
let product: { sku: string; slug: string; url_path: string };

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  const doc = catalog.documents.find(
    (d) =>
      d.store === 'ru' &&
      d.entity === 'product' &&
      (d.doc as { visibility?: number; status?: number }).visibility === 4 &&
      (d.doc as { status?: number }).status === 1,
  );
  product = doc?.doc as typeof product;
});

async function preloads(path: string): Promise<string[]> {
  const response = await SELF.fetch(`${ORIGIN}${path}`);
  const html = await response.text();
  const loader = new RegExp(`<script type="module" id="${SCRIPT_LOADER_ID}"[^>]*>const c=(\\[[^\\]]*\\])`).exec(html);
  if (!loader?.[1]) throw new Error(`${path}: no script loader in the document`);
  return JSON.parse(loader[1]) as string[];
}

describe('page module preloads', () => {
  it('the head requests no script: the loader lists the entry first, then its chunks once each', async () => {
    const response = await SELF.fetch(`${ORIGIN}/`);
    const html = await response.text();
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const links = await preloads('/');
    expect(links[0]).toMatch(/^\/assets\/entry\.browser-[\w-]+\.js$/);
    expect(new Set(links).size).toBe(links.length);
    expect(links).toContain(chunkOf('home'));
  });

  it('a /p/ product page preloads the product module and no checkout, account or compare code', async () => {
    const links = await preloads(`/p/${product.sku}/${product.slug}`);
    expect(links).toContain(chunkOf('product'));
    for (const kind of ['checkout', 'my-account', 'account-block', 'compare', 'category'])
      expect(links).not.toContain(chunkOf(kind));
  });

  it('a page preloads the texts of its own view and kind only: core and its groups (ADR 064)', async () => {
    const productPage = await preloads(`/p/${product.sku}/${product.slug}`);
    expect(productPage).toEqual(expect.arrayContaining([textsOf('ru', 'core'), textsOf('ru', 'product')]));
    for (const group of ['catalogue', 'checkout', 'account', 'panels'] as const)
      expect(productPage).not.toContain(textsOf('ru', group));
    expect(productPage).not.toContain(textsOf('en', 'core'));
    const englishHome = await preloads('/en/');
    expect(englishHome).toEqual(expect.arrayContaining([textsOf('en', 'core'), textsOf('en', 'catalogue')]));
    expect(englishHome).not.toContain(textsOf('ru', 'core'));
    expect(englishHome).not.toContain(textsOf('en', 'product'));
  });

  it('a shop url (url dispatcher) preloads the dispatcher and the module it shows, not the others', async () => {
    const links = await preloads(`/${product.url_path}`);
    expect(links).toContain(chunkOf('dispatcher'));
    expect(links).toContain(chunkOf('product'));
    expect(links).toContain(textsOf('ru', 'product'));
    expect(links).not.toContain(chunkOf('cms'));
    expect(links).not.toContain(chunkOf('checkout'));
  });

  it('checkout preloads its own module, not the product page', async () => {
    const links = await preloads('/checkout');
    expect(links).toContain(chunkOf('checkout'));
    expect(links).not.toContain(chunkOf('product'));
  });

  it('the account blocks preload the account screen and the block module', async () => {
    const links = await preloads('/en/my-account/orders');
    expect(links).toContain(chunkOf('my-account'));
    expect(links).toContain(chunkOf('account-block'));
  });
});
