// A browser tests' storefront: migrations, the demo seed and `wrangler dev` (scripts/lib/local-server.ts), kept
// running until Playwright's `webServer` stops it with SIGTERM. wrangler runs in its own process group, so it is
// stopped here rather than left behind when this process ends.
//
//   tsx e2e/support/serve-storefront.ts                 the shared storefront (E2E_PORT, E2E_PERSIST, E2E_SCALE)
//   tsx e2e/support/serve-storefront.ts --sw-update     the service-worker update test's, on a fresh client copy
import { cp, rm } from 'node:fs/promises';
import { fromRepoRoot } from '#scripts/lib/project-paths.ts';
import { startLocalServer } from '#scripts/lib/local-server.ts';
import { STOREFRONT_PORT, STOREFRONT_STATE, SW_UPDATE_STOREFRONT } from './storefront';

/** The update test reads one page and its service worker: a twentieth of the catalogue seeds in a few seconds. */
const SW_UPDATE_SCALE = 0.05;

async function start() {
  if (!process.argv.includes('--sw-update')) {
    return startLocalServer({
      port: STOREFRONT_PORT,
      persistTo: STOREFRONT_STATE,
      scale: Number(process.env.E2E_SCALE ?? 1),
    });
  }
  const assets = fromRepoRoot(SW_UPDATE_STOREFRONT.assets);
  await rm(assets, { recursive: true, force: true });
  await cp(fromRepoRoot('dist/client'), assets, { recursive: true });
  return startLocalServer({
    port: SW_UPDATE_STOREFRONT.port,
    persistTo: SW_UPDATE_STOREFRONT.state,
    scale: SW_UPDATE_SCALE,
    assetsDir: SW_UPDATE_STOREFRONT.assets,
  });
}

const server = await start();

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  void server.stop().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Playwright waits on `${url}/api`; until then this process only keeps wrangler alive.
setInterval(() => undefined, 1 << 30);
