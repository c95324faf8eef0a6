// Which URLs are measured: a static hashed asset as the baseline, the home page, and one category page.
import fs from 'node:fs';
import { clientManifestPath } from '../../scripts/lib/project-paths';
import type { TargetId } from './options';

export interface Target {
  id: TargetId;
  name: string;
  /** A path such as /assets/entry-abc123.js; null when it could not be found (see `skipReason`). */
  path: string | null;
  skipReason?: string;
}

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
    : { id: 'a', name: 'static', path: null, skipReason: 'no chunk with "isEntry": true in dist/client/.vite/manifest.json' };
}

/** (b) The streamed, server-rendered home page. */
export function homeTarget(): Target {
  return { id: 'b', name: 'home', path: '/' };
}

/** (c) A category page: the one given on the command line, or the first /c/… link of the home page. */
export async function categoryTarget(baseURL: string, chosen: string | null): Promise<Target> {
  if (chosen) return { id: 'c', name: 'category', path: chosen };
  const html = await (await fetch(`${baseURL}/`)).text();
  const link = /href=["'](\/c\/[^"'?#]+)/.exec(html)?.[1];
  return link
    ? { id: 'c', name: 'category', path: link }
    : { id: 'c', name: 'category', path: null, skipReason: 'the home page has no href="/c/…" link; pass --category /c/<slug>' };
}
