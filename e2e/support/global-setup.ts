// Starts the one local storefront all browser tests share and hands its URL to them:
// tests read it with `inject('baseURL')` from 'vitest'.
import type { TestProject } from 'vitest/node';
import { startLocalServer } from '#scripts/lib/local-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the local storefront, e.g. http://127.0.0.1:8791 (no trailing slash). */
    baseURL: string;
  }
}

const DEFAULT_PORT = 8791;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startLocalServer({
    port: Number(process.env.E2E_PORT ?? DEFAULT_PORT),
    // E2E_PERSIST: a separate state folder when two suites run side by side.
    persistTo: process.env.E2E_PERSIST ?? '.wrangler/e2e-state',
    scale: Number(process.env.E2E_SCALE ?? 1),
  });
  project.provide('baseURL', server.url);
  return () => server.stop();
}
