// Which purge secret a host accepts (ADR 016, ADR 057): the configured secret everywhere, the development key
// only under the local development start (LOCAL_DEVELOPMENT=on and a local host), and nothing on a public host
// without a real secret.
import { describe, expect, it } from 'vitest';
import { DEV_INVALIDATE_KEY, expectedPurgeKey } from '#worker/edge-cache/purge-key.ts';

describe('expectedPurgeKey', () => {
  it('closes the endpoint on a public host without a secret or with the development key', () => {
    expect(expectedPurgeKey(undefined, 'shop.example.ru')).toBeUndefined();
    expect(expectedPurgeKey('', 'shop.example.ru')).toBeUndefined();
    expect(expectedPurgeKey('  ', 'shop.example.ru')).toBeUndefined();
    expect(expectedPurgeKey(DEV_INVALIDATE_KEY, 'shop.example.ru')).toBeUndefined();
  });
  it('takes the configured secret on any host', () => {
    expect(expectedPurgeKey('s3cret-from-wrangler-secret', 'shop.example.ru')).toBe('s3cret-from-wrangler-secret');
    expect(expectedPurgeKey('s3cret-from-wrangler-secret', '127.0.0.1')).toBe('s3cret-from-wrangler-secret');
  });
  it('takes the development key on local hosts when nothing is configured (npm start)', () => {
    expect(expectedPurgeKey(undefined, 'localhost', 'on')).toBe(DEV_INVALIDATE_KEY);
    expect(expectedPurgeKey(undefined, '127.0.0.1', 'on')).toBe(DEV_INVALIDATE_KEY);
    expect(expectedPurgeKey(DEV_INVALIDATE_KEY, '[::1]', 'on')).toBe(DEV_INVALIDATE_KEY);
  });
  it('never on a deployed worker (no LOCAL_DEVELOPMENT), whatever local-looking Host a request names', () => {
    for (const host of ['localhost', '127.0.0.1', '0x7f.0.0.1', '10.0.0.1', 'shop.local', '[::1]'])
      expect(expectedPurgeKey(undefined, host)).toBeUndefined();
    expect(expectedPurgeKey(undefined, 'localhost', 'yes')).toBeUndefined();
    expect(expectedPurgeKey(undefined, 'shop.example.ru', 'on')).toBeUndefined();
  });
});
