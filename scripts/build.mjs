// Builds the browser bundle (Vite), then the service worker (esbuild + Workbox injectManifest).
// The worker itself is bundled by wrangler from source.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { injectManifest } from 'workbox-build';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/client');
const tmpDir = path.join(root, 'dist/.sw');
const started = Date.now();

await viteBuild({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });

// The precached home page is revised with every client build, so a deploy refreshes it.
const manifest = await readFile(path.join(outDir, '.vite/manifest.json'));
const buildId = createHash('sha256').update(manifest).digest('hex').slice(0, 16);

await mkdir(tmpDir, { recursive: true });
const swSource = path.join(tmpDir, 'service-worker.js');
await esbuild({
  entryPoints: [path.join(root, 'client/sw/service-worker.ts')],
  outfile: swSource,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const { count, size, warnings } = await injectManifest({
  swSrc: swSource,
  swDest: path.join(outDir, 'service-worker.js'),
  globDirectory: outDir,
  globPatterns: ['assets/**/*.{js,css}', 'manifest.webmanifest', 'icons/icon-{32,192}.png'],
  additionalManifestEntries: [{ url: '/', revision: buildId }],
});
for (const warning of warnings) console.warn(`[service-worker] ${warning}`);
await rm(tmpDir, { recursive: true, force: true });
console.log(
  `build: client + service worker (${count} precached, ${(size / 1024).toFixed(1)} KiB) in ${Date.now() - started} ms, build ${buildId}`,
);
