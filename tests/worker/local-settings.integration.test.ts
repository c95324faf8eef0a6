// The browser tests' per-request shop settings (ADR 063) through the real worker in workerd: honoured only for
// a local development request, refused with a clear 400 when unreadable, and never mixed into another
// request's cached page.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '#worker/index.ts';
import { LOCAL_SETTINGS_COOKIE } from '#shared/config/local-settings.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const LOCAL = 'http://127.0.0.1:8791';
const DEPLOYED = 'https://shop.example.ru';
const CHOSEN = { OFFLINE_ORDERS_AUTO_TRANSMIT: 'off', EXTERNAL_CHECKOUT: 'http://127.0.0.1:9/shop/' };

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

function cookie(value: unknown): string {
  return `other=1; ${LOCAL_SETTINGS_COOKIE}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;
}

async function call(
  url: string,
  headers: Record<string, string>,
  vars: Record<string, string>,
  method = 'GET',
): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { method, headers }), { ...env, ...vars } as never, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The settings a page hands the browser, read from its page state. */
async function pageSettings(response: Response): Promise<{ autoTransmitOrders: boolean; externalCheckout: unknown }> {
  expect(response.status).toBe(200);
  const match = /<script type="application\/json" id="__storefront_state">(.*?)<\/script>/s.exec(await response.text());
  if (!match?.[1]) throw new Error('no page state in the document');
  return (JSON.parse(match[1]) as { settings: { autoTransmitOrders: boolean; externalCheckout: unknown } }).settings;
}

const LOCAL_START = { LOCAL_DEVELOPMENT: 'on' };

describe('local-only shop settings (ADR 063)', () => {
  it('answers a local development request with the settings its cookie chose', async () => {
    const settings = await pageSettings(await call(`${LOCAL}/`, { cookie: cookie(CHOSEN) }, LOCAL_START));
    expect(settings.autoTransmitOrders).toBe(false);
    expect(settings.externalCheckout).toBe('http://127.0.0.1:9/shop');
  });

  it('keeps the page of other settings apart in the page cache', async () => {
    const chosen = await pageSettings(await call(`${LOCAL}/en`, { cookie: cookie(CHOSEN) }, LOCAL_START));
    expect(chosen.autoTransmitOrders).toBe(false);
    const plain = await pageSettings(await call(`${LOCAL}/en`, {}, LOCAL_START));
    expect(plain.autoTransmitOrders).toBe(true);
    expect(plain.externalCheckout).toBeNull();
  });

  it('ignores the cookie without LOCAL_DEVELOPMENT=on or on a host that is not local', async () => {
    const withoutSetting = await pageSettings(
      await call(`${LOCAL}/`, { cookie: cookie(CHOSEN) }, { LOCAL_DEVELOPMENT: '' }),
    );
    expect(withoutSetting.autoTransmitOrders).toBe(true);
    expect(withoutSetting.externalCheckout).toBeNull();
    const deployed = await pageSettings(await call(`${DEPLOYED}/`, { cookie: cookie(CHOSEN) }, LOCAL_START));
    expect(deployed.autoTransmitOrders).toBe(true);
    expect(deployed.externalCheckout).toBeNull();
    // Nor is an unreadable one an error there: a deployment never reads it.
    expect((await call(`${DEPLOYED}/`, { cookie: cookie('{') }, LOCAL_START)).status).toBe(200);
  });

  it('sends the API to the chosen upstream', async () => {
    const own = await call(`${LOCAL}/api/cart/create`, {}, LOCAL_START, 'POST');
    expect(own.status).toBe(200);
    const upstream = 'http://127.0.0.1:1'; // nothing listens there
    const forwarded = await call(
      `${LOCAL}/api/cart/create`,
      { cookie: cookie({ API_UPSTREAM: upstream }) },
      LOCAL_START,
      'POST',
    );
    expect(forwarded.status).toBe(502);
    expect(await forwarded.json()).toEqual({ code: 502, result: 'Upstream API is unreachable' });
  });

  it('refuses a cookie it cannot read with a 400 that says why', async () => {
    const notJson = await call(`${LOCAL}/`, { cookie: cookie('{') }, LOCAL_START);
    expect(notJson.status).toBe(400);
    expect(await notJson.text()).toBe(`The ${LOCAL_SETTINGS_COOKIE} cookie is refused: it is not URI-encoded JSON.\n`);

    const unknown = await call(`${LOCAL}/`, { cookie: cookie({ ADMIN: 'yes' }) }, LOCAL_START);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe(`The ${LOCAL_SETTINGS_COOKIE} cookie is refused: Unrecognized key: "ADMIN".\n`);

    const badValue = await call(
      `${LOCAL}/`,
      { cookie: cookie({ OFFLINE_ORDERS_AUTO_TRANSMIT: 'maybe' }) },
      LOCAL_START,
    );
    expect(badValue.status).toBe(400);
    expect(await badValue.text()).toMatch(
      /^The storefront-local-settings cookie is refused: OFFLINE_ORDERS_AUTO_TRANSMIT: /,
    );
  });
});
