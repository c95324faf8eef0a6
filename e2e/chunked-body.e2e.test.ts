// A chunked request body over the 64 KB limit under `wrangler dev` (worker/guards/body-limit.ts; ADR 016, ADR 058):
// it gets its 413, and the body is released, so another client's next request on its own connection is answered
// at once. Before, the abandoned body stalled that request or failed it with a 503 "worker restarted
// mid-request" (8 of 8 tries). Real sockets, as the probe sent them: node's http client, no connection reuse.
import http from 'node:http';
import { expect, test } from './support/fixtures';
import { STOREFRONT_URL } from './support/storefront';

/** The hang this guards against lasted until the client gave up; a healthy answer takes milliseconds. */
const HANG_MS = 1_000;
const BODY_BYTES = 70 * 1024;

function send(
  url: string,
  options: http.RequestOptions,
  write?: (request: http.ClientRequest) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { agent: false, ...options }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
    if (write) write(request);
    else request.end();
  });
}

/** A POST whose body goes out in 4 KB chunks with no Content-Length (Transfer-Encoding: chunked). */
const chunkedPost = (url: string) =>
  send(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (request) => {
    const chunk = 'x'.repeat(4096);
    for (let sent = 0; sent < BODY_BYTES; sent += chunk.length) request.write(chunk);
    request.end();
  });

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)),
  ]);

test.describe('a chunked body over the limit', () => {
  test('gets its 413, and the next client’s request on another connection is answered at once', async () => {
    const baseURL = STOREFRONT_URL;
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await chunkedPost(`${baseURL}/api/url/map`);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({ code: 413, result: 'Request body too large: at most 65536 bytes' });
      const next = await within(
        send(`${baseURL}/api/stock/check?sku=BPK00006`, { method: 'GET' }),
        HANG_MS,
        'the next request',
      );
      expect(next.status).toBe(200);
    }
  });

  test('a chunked body within the limit is still read whole', async () => {
    const baseURL = STOREFRONT_URL;
    const body = JSON.stringify({ url: '/zhenshchinam' });
    const answer = await send(
      `${baseURL}/api/url/map`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (request) => {
        request.write(body.slice(0, 10));
        request.end(body.slice(10));
      },
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ _type: 'category', _source: { slug: 'zhenshchinam-3' } });
  });
});
