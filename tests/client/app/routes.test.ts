// The route table's page modules (client/app/routes.tsx, ADR 017): one module per kind at
// client/pages/<kind>/route.tsx, each of the one shape, every page route loading its module lazily.
import fs from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '#shared/api/client.ts';
import { DEFAULT_SETTINGS } from '#shared/config/settings.ts';
import { createUrlScheme } from '#shared/domain/urls.ts';
import { createRoutes, PAGE_MODULES } from '#client/app/routes.tsx';
import { isPageHandle } from '#client/lib/page-module.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

const deps = {
  queryClient: new QueryClient(),
  api: createApiClient({
    origin: 'http://localhost',
    fetch: () => Promise.reject(new Error('no network in this test')),
  }),
  settings: DEFAULT_SETTINGS,
  urls: createUrlScheme(DEFAULT_SETTINGS),
};

function flatten(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('page modules', () => {
  it.each(Object.keys(PAGE_MODULES))('%s lives at client/pages/<kind>/route.tsx', (kind) => {
    expect(fs.existsSync(path.join(repoRoot, 'client', 'pages', kind, 'route.tsx'))).toBe(true);
  });

  it.each(Object.entries(PAGE_MODULES))('%s exports meta, a loader factory and Component', async (_kind, load) => {
    const module = await load();
    expect(typeof module.meta).toBe('function');
    expect(typeof module.loader).toBe('function');
    expect(['function', 'object']).toContain(typeof module.Component);
    if ('links' in module) expect(typeof module.links).toBe('function');
  });

  it('every page folder is in the table (no page module the router cannot reach)', () => {
    const folders = fs
      .readdirSync(path.join(repoRoot, 'client', 'pages'))
      .filter((name) => fs.existsSync(path.join(repoRoot, 'client', 'pages', name, 'route.tsx')));
    expect(folders.filter((name) => name !== 'not-found').sort()).toEqual(Object.keys(PAGE_MODULES).sort());
  });
});

describe('createRoutes', () => {
  const routes = flatten(createRoutes(deps));
  const pages = routes.filter((route) => isPageHandle(route.handle));

  it('loads every page lazily (nothing but the table ships with the entry)', () => {
    expect(pages.length).toBeGreaterThan(40);
    for (const route of pages) {
      expect(typeof route.lazy, String(route.id)).toBe('function');
      expect(route.Component, String(route.id)).toBeUndefined();
      expect(route.loader, String(route.id)).toBeUndefined();
    }
  });

  it('names the spec §2 routes in the default view and prefixed in /en and /ru', () => {
    const ids = new Set(routes.map((route) => route.id));
    for (const name of [
      'home',
      'checkout',
      'checkout-success',
      'checkout-thankyou',
      'external-thank-you',
      'my-account',
      'my-shipping-details',
      'my-newsletter',
      'my-orders',
      'my-order',
      'my-recently-viewed',
      'compare',
      'error',
      'category',
      'create-password',
      'product',
      'page-not-found',
      'legal',
      'brand-severnyi-veter',
    ]) {
      expect(ids.has(name), name).toBe(true);
      expect(ids.has(`en-${name}`), `en-${name}`).toBe(true);
      expect(ids.has(`ru-${name}`), `ru-${name}`).toBe(true);
    }
  });

  it('nests the account blocks inside the account screen', () => {
    const account = routes.find((route) => route.id === 'my-account-layout');
    expect(account?.path).toBe('my-account');
    expect(account?.children?.map((child) => child.id)).toEqual([
      'my-account',
      'my-shipping-details',
      'my-newsletter',
      'my-orders',
      'my-order',
      'my-recently-viewed',
    ]);
    expect(account?.children?.[0]?.index).toBe(true);
    expect(account?.children?.[4]?.path).toBe('orders/:orderId');
  });

  it('a lazy route resolves to the loader and Component of its module, with the row props', async () => {
    const brand = pages.find((route) => route.id === 'en-brand-severnyi-veter');
    expect(brand?.path).toBe('severnyi-veter');
    const loaded = await (brand?.lazy as () => Promise<RouteObject>)();
    expect(typeof loaded.loader).toBe('function');
    expect(typeof loaded.Component).toBe('function');
    expect(isPageHandle(brand?.handle) && brand.handle.page.props).toEqual({ slug: 'severnyi-veter' });
    expect(isPageHandle(brand?.handle) && brand.handle.page.module).toBe(await PAGE_MODULES.brand());
  });
});

describe('createRoutes for one store view (the browser: issue 10, every match flattens the whole table)', () => {
  const leafId = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;

  it('the default view keeps its unprefixed and /ru routes, not /en', () => {
    const routes = createRoutes(deps, ['ru']);
    const ids = new Set(flatten(routes).map((route) => route.id));
    expect(ids.has('checkout')).toBe(true);
    expect(ids.has('ru-checkout')).toBe(true);
    expect([...ids].some((id) => String(id).startsWith('en-'))).toBe(false);
    expect(flatten(routes).length).toBeLessThan(flatten(createRoutes(deps)).length * 0.7);
    expect(leafId(routes, '/checkout')).toBe('checkout');
    expect(leafId(routes, '/ru/checkout')).toBe('ru-checkout');
    // Another view's url reaches the url dispatcher: the navigation starts, and the app loads that document.
    expect(leafId(routes, '/en/checkout')).toBe('page-not-found');
  });

  it('another view keeps its own routes and catches the rest without a page of its own', () => {
    const routes = createRoutes(deps, ['en']);
    const ids = flatten(routes).map((route) => String(route.id));
    expect(ids).toContain('en-checkout');
    expect(ids).not.toContain('checkout');
    expect(ids.some((id) => id.startsWith('ru-'))).toBe(false);
    expect(leafId(routes, '/en/checkout')).toBe('en-checkout');
    expect(leafId(routes, '/en/zhenskoe/bryuki-1.html')).toBe('en-page-not-found');
    expect(leafId(routes, '/checkout')).toBe('other-store-view');
    expect(leafId(routes, '/ru/checkout')).toBe('other-store-view');
  });
});
