// Tooling note G6: under wrangler dev a gzip-accepting client got the whole page in one piece. This
// reads a product page over real HTTP, as a browser would ask for it, and checks that the shell
// arrives before the streamed reviews boundary.
import http from 'node:http';
import { expect, test } from './support/fixtures';
import { STOREFRONT_URL } from './support/storefront';

interface Arrival {
  text: string;
  at: number;
}

function fetchChunks(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; arrivals: Arrival[] }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers }, (response) => {
      const arrivals: Arrival[] = [];
      response.on('data', (chunk: Buffer) =>
        arrivals.push({ text: chunk.toString('utf8'), at: performance.now() - started }),
      );
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, arrivals }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function firstConfigurableProductPath(baseURL: string): Promise<string> {
  const html = await (await fetch(`${baseURL}/c/zhenshchinam-3`)).text();
  // Url dispatcher on (supplement §5 default): product tiles link the url_path.
  const href = /href="(\/zhenshchinam\/obuv\/krossovki\/krossovki-[^"]+\.html)"/.exec(html)?.[1];
  if (!href) throw new Error('no sneaker on the women category page');
  return href;
}

test.describe('streaming under wrangler dev', () => {
  test('sends the shell before the Suspense boundary even when gzip is accepted', async () => {
    const baseURL = STOREFRONT_URL;
    const path = await firstConfigurableProductPath(baseURL);
    const browserHeaders = {
      'accept-encoding': 'gzip, deflate, br',
      accept: 'text/html',
      'user-agent': 'Mozilla/5.0 Chrome/156',
    };
    // A session cookie makes the page personal, so it is rendered (BYPASS), never a copy from the page edge cache
    // (ADR 013), which has nothing to stream. A query of its own would not do: pages are keyed only on the
    // parameters they read (ADR 059).
    const { status, headers, arrivals } = await fetchChunks(`${baseURL}${path}`, {
      ...browserHeaders,
      cookie: 'streaming_test_session=1',
    });
    expect(status).toBe(200);
    expect(headers['content-encoding'] ?? 'identity').toBe('identity');
    const head = arrivals.findIndex((a) => a.text.includes('<div id="root">'));
    const shell = arrivals.findIndex((a) => a.text.includes('Загружаем отзывы…'));
    const boundary = arrivals.findIndex((a) => a.text.includes('<div hidden id="S:0">'));
    expect(head).toBeGreaterThanOrEqual(0);
    expect(shell).toBeGreaterThanOrEqual(head);
    // The reviews arrive in a later network read than the shell with their fallback: the page was
    // not buffered whole.
    expect(boundary).toBeGreaterThan(shell);
    const html = arrivals.map((a) => a.text).join('');
    expect(html.endsWith('</body></html>')).toBe(true);
  });
});
