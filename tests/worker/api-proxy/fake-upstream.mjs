// A stand-in remote vue-storefront-api for the proxy tests: its own worker in the same workerd, listening
// on a real loopback TCP socket (vitest.workers.config.ts, unsafeDirectSockets 127.0.0.1:8881).
// It records what arrives (method, path, query, Authorization, x-vs-store-code, body) and answers as told.
// State is namespaced by the first path segment (`/<ns>/api/...`), so test files running in parallel
// never see each other's requests or modes: a test uses API_UPSTREAM = http://127.0.0.1:8881/<ns>.
//   POST /__control/<ns>/mode?set=json|slow|html|error   how to answer from now on
//   GET  /__control/<ns>/requests                         what arrived so far (JSON array)
const namespaces = new Map();

function state(ns) {
  let s = namespaces.get(ns);
  if (!s) {
    s = { mode: 'json', requests: [], served: 0 };
    namespaces.set(ns, s);
  }
  return s;
}

const json = (body, status = 200, headers = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function answer(path, url, s) {
  s.served += 1;
  if (path.startsWith('/api/catalog/')) {
    const type = path.split('/')[4];
    const hits =
      type === 'category'
        ? [
            {
              _index: 'vue_storefront_catalog_category',
              _type: 'category',
              _id: '4',
              _score: 1,
              _source: { id: 4, name: 'Обувь' },
            },
          ]
        : [
            {
              _index: 'i',
              _type: 'product',
              _id: '101',
              _score: 1,
              _source: { id: 101, sku: 'A-101', category_ids: [4] },
            },
            {
              _index: 'i',
              _type: 'product',
              _id: '102',
              _score: 1,
              _source: { id: 102, sku: 'A-102', category_ids: [4, 7] },
            },
          ];
    return json({ took: 1, timed_out: false, hits: { total: { value: hits.length }, hits }, served: s.served });
  }
  if (path === '/api/url/map') {
    return json({
      _index: 'i',
      _type: 'product',
      _id: '101',
      _score: 1,
      _source: { id: 101, url_path: 'p' },
      served: s.served,
    });
  }
  return json({ code: 200, result: { path, query: url.search, served: s.served } });
}

export default {
  async fetch(request) {
    const url = new URL(request.url);
    const parts = url.pathname.split('/');
    if (parts[1] === '__control') {
      const s = state(parts[2]);
      if (parts[3] === 'mode') {
        s.mode = url.searchParams.get('set') ?? 'json';
        return json({ mode: s.mode });
      }
      if (parts[3] === 'requests') return json(s.requests);
      return json({ error: 'unknown control' }, 404);
    }
    const ns = parts[1];
    const path = '/' + parts.slice(2).join('/');
    const s = state(ns);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    s.requests.push({
      method: request.method,
      path,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.get('authorization'),
      storeHeader: request.headers.get('x-vs-store-code'),
      body,
    });
    if (s.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
    if (s.mode === 'html')
      return new Response('<html><body>502 Bad Gateway</body></html>', { headers: { 'content-type': 'text/html' } });
    if (s.mode === 'error') return json({ code: 500, result: 'upstream exploded' }, 500);
    return answer(path, url, s);
  },
};
