// Which URLs are measured: a static hashed asset as the baseline, the home page, and one category page.
import fs from 'node:fs';
import { clientManifestPath } from '#scripts/lib/project-paths.ts';
import type { TargetId } from './options';

export interface Target {
  id: TargetId;
  name: string;
  /** A path such as /assets/entry-abc123.js; null when it could not be found (see `skipReason`). */
  path: string | null;
  skipReason?: string;
  /** Extra request headers (the uncached targets send a user token: the page cache's BYPASS rule, ADR 013). */
  headers?: Record<string, string>;
  /** A page the edge cache should answer (HIT), checked before measuring. */
  cached?: boolean;
}

/**
 * Uncached = the same url with a user token: every page request with `Authorization` is a BYPASS of the page
 * cache (ADR 013), so the worker renders it every time. The page's own API calls stay in-process and keep
 * using the API edge cache (they carry no token): this is the cost of a page MISS in steady state.
 */
export const UNCACHED_HEADERS: Record<string, string> = { authorization: 'Bearer bench-uncached' };

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
}

/** (a) The client entry chunk from the Vite manifest (tooling note G9): served by [assets], never the worker. */
export function staticAssetTarget(): Target {
  const manifest = JSON.parse(fs.readFileSync(clientManifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry === true);
  return entry
    ? { id: 'a', name: 'static', path: `/${entry.file}` }
    : {
        id: 'a',
        name: 'static',
        path: null,
        skipReason: 'no chunk with "isEntry": true in dist/client/.vite/manifest.json',
      };
}

/** (b) The streamed, server-rendered home page (edge-cached after the first request). */
export function homeTarget(): Target {
  return { id: 'b', name: 'home', path: '/', cached: true };
}

/** The category page: the one given on the command line, or the first menu link of the home page. */
async function categoryPath(baseURL: string, chosen: string | null): Promise<string | null> {
  if (chosen) return chosen;
  const html = await (await fetch(`${baseURL}/`)).text();
  const menu = html.slice(html.indexOf('class="header__menu"'));
  return /href=["'](\/[^"'?#]+)/.exec(menu)?.[1] ?? null;
}

/** (c) / (d) A category page, edge-cached or uncached. */
export async function categoryTarget(baseURL: string, chosen: string | null, cached = true): Promise<Target> {
  const id = cached ? 'c' : 'd';
  const name = cached ? 'category' : 'category-uncached';
  const path = await categoryPath(baseURL, chosen);
  if (!path) return { id, name, path: null, skipReason: 'the home page has no menu link; pass --category /c/<slug>' };
  return cached ? { id, name, path, cached: true } : { id, name, path, headers: UNCACHED_HEADERS };
}

/** (e) / (f) The first product of that category page, edge-cached or uncached. */
export async function productTarget(baseURL: string, chosen: string | null, cached = true): Promise<Target> {
  const id = cached ? 'e' : 'f';
  const name = cached ? 'product' : 'product-uncached';
  const category = await categoryPath(baseURL, chosen);
  const html = category ? await (await fetch(`${baseURL}${category}`, { headers: UNCACHED_HEADERS })).text() : '';
  const path = /class="product-tile__link"[^>]*href=["'](\/[^"'?#]+)/.exec(html)?.[1];
  if (!path)
    return { id, name, path: null, skipReason: `the category page ${category ?? '(none)'} has no product tile link` };
  return cached ? { id, name, path, cached: true } : { id, name, path, headers: UNCACHED_HEADERS };
}
