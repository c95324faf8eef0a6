// Hashed client assets from Vite's manifest (tooling note G9: `vite build` runs before the worker
// is bundled; `.vite` is not served, see public/.assetsignore).
import manifestJson from '../../dist/client/.vite/manifest.json';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const manifest = manifestJson as unknown as Record<string, ManifestChunk>;
export const CLIENT_ENTRY = 'client/entry.browser.tsx';

export interface ClientAssets {
  entryScript: string | null;
  preloadScripts: string[];
  stylesheets: string[];
}

/** Every chunk (and its stylesheets) the given manifest entries import statically, entries first. */
function closure(keys: readonly string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

function collect(keys: readonly string[]): ClientAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) return { entryScript: null, preloadScripts: [], stylesheets: [] };
  const { scripts, styles } = closure([CLIENT_ENTRY, ...keys]);
  return { entryScript: `/${entry.file}`, preloadScripts: scripts, stylesheets: styles };
}

/** The entry and what it imports: every page needs these. */
export const clientAssets: ClientAssets = collect([]);

/** The page module of a kind (ADR 017: `client/pages/<kind>/route.tsx`). */
const pageModuleKey = (kind: string) => `client/pages/${kind}/route.tsx`;
const byKinds = new Map<string, ClientAssets>();

/** The built chunk of a source module, e.g. `/assets/core-Ab12.js`; undefined for a module not built alone. */
export function moduleChunk(module: string): string | undefined {
  const chunk = manifest[module];
  return chunk ? `/${chunk.file}` : undefined;
}

/** The built chunk of a page kind's module, e.g. `/assets/route-Ab12.js`; undefined for an unknown kind. */
export const pageModuleChunk = (kind: string): string | undefined => moduleChunk(pageModuleKey(kind));

/**
 * The entry plus the chunks of the page modules a page renders (ADR 017): preloaded with the document, so
 * the browser fetches them alongside the entry instead of after it (the entry loads them before hydrating).
 * `modules` are other lazily loaded modules it needs (its message groups, ADR 064). Unknown ones are skipped.
 */
export function pageClientAssets(kinds: readonly string[], modules: readonly string[] = []): ClientAssets {
  const keys = [...new Set([...kinds.map(pageModuleKey), ...modules])]
    .filter((key) => manifest[key] !== undefined)
    .sort();
  const key = keys.join(',');
  let assets = byKinds.get(key);
  if (!assets) {
    assets = collect(keys);
    byKinds.set(key, assets);
  }
  return assets;
}
