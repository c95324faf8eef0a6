// Issue 12 in the browser: a page on another origin (as a Vue Storefront 1 frontend on the shop's own host) calls
// the storefront's API with `fetch` and shows its images, with Chromium's normal security (ADR 027). The second
// origin is a small node:http server on another loopback port, serving one static page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';

let server: http.Server;
let otherOrigin: string;

/** The VSF1-like page: a catalogue search, a guest cart and a 310×300 tile image, all from the storefront. */
function page(api: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>VSF1 on another origin</title></head>
<body><p id="search">…</p><p id="cart">…</p><img id="tile" alt="tile" width="310" height="300">
<script>
const api = ${JSON.stringify(api)};
fetch(api + '/api/catalog/vue_storefront_catalog/product/_search?size=2')
  .then((r) => r.json())
  .then((body) => { document.getElementById('search').textContent = 'products:' + body.hits.hits.length; })
  .catch((e) => { document.getElementById('search').textContent = 'error:' + e.message; });
fetch(api + '/api/cart/create', { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-vs-store-code': 'ru' }, body: '{}' })
  .then((r) => r.json())
  .then((body) => { document.getElementById('cart').textContent = 'cart:' + body.result; })
  .catch((e) => { document.getElementById('cart').textContent = 'error:' + e.message; });
document.getElementById('tile').src = api + '/img/310/300/resize/product/sneakers/black/1.svg';
</script></body></html>`;
}

test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    const api = new URL(request.url ?? '/', 'http://x').searchParams.get('api') ?? '';
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(page(api));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.describe('a frontend on another origin (ADR 027)', () => {
  test('reads the catalogue, creates a guest cart and shows a 310×300 image', async ({ page: tab, baseURL }) => {
    const api = new URL(baseURL).origin;
    expect(new URL(otherOrigin).origin).not.toBe(api);
    const consoleErrors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await tab.goto(`${otherOrigin}/?api=${encodeURIComponent(api)}`);
    await expect(tab.locator('#search')).toHaveText('products:2');
    await expect.poll(() => tab.locator('#cart').textContent()).toMatch(/^cart:[a-f0-9]{32}$/);
    await expect
      .poll(() => tab.evaluate(() => (document.getElementById('tile') as HTMLImageElement).naturalWidth))
      .toBe(310);
    // No CORS or CORP refusal on the way.
    expect(consoleErrors.filter((message) => /CORS|Cross-Origin|blocked/i.test(message))).toEqual([]);
  });
});
