// Absolute paths into this checkout, so helpers work whatever the caller's working directory is.
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The Vite manifest the worker imports to find the hashed client entry (tooling note G9). */
export const clientManifestPath = path.join(repoRoot, 'dist', 'client', '.vite', 'manifest.json');

/** A project-local binary from node_modules/.bin: no global installs, no npx resolution at run time. */
export function localBin(name: string): string {
  const binary = path.join(repoRoot, 'node_modules', '.bin', name);
  if (!fs.existsSync(binary)) throw new Error(`${binary} is missing: run "npm ci" first.`);
  return binary;
}

/** A path given relative to the repository root (or already absolute), made absolute. */
export function fromRepoRoot(relativeOrAbsolute: string): string {
  return path.resolve(repoRoot, relativeOrAbsolute);
}
