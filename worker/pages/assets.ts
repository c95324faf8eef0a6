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

function collect(): ClientAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) return { entryScript: null, preloadScripts: [], stylesheets: [] };
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(CLIENT_ENTRY);
  const entryScript = `/${entry.file}`;
  return { entryScript, preloadScripts: [...scripts], stylesheets: [...styles] };
}

export const clientAssets: ClientAssets = collect();
