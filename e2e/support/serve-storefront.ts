// A browser tests' storefront: migrations, the demo seed and `wrangler dev` (scripts/lib/local-server.ts), kept
// running until Playwright's `webServer` stops it with SIGTERM. wrangler runs in its own process group, so it is
// stopped here rather than left behind when this process ends. A storefront that stops answering in the middle of
// a run (wrangler or its workerd ended, the port refuses connections) has its log printed and is started again on
// the same database, so one crash fails the tests in flight instead of every test after it.
//
//   tsx e2e/support/serve-storefront.ts                 the shared storefront (E2E_PORT, E2E_PERSIST, E2E_SCALE)
//   tsx e2e/support/serve-storefront.ts --sw-update     the service-worker update test's, on a fresh client copy
import { cp, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { logTail } from '#scripts/lib/log-tail.ts';
import { fromRepoRoot } from '#scripts/lib/project-paths.ts';
import { startLocalServer, type LocalServer } from '#scripts/lib/local-server.ts';
import { STOREFRONT_PORT, STOREFRONT_STATE, SW_UPDATE_STOREFRONT } from './storefront';

/** The update test reads one page and its service worker: a twentieth of the catalogue seeds in a few seconds. */
const SW_UPDATE_SCALE = 0.05;

/** How often the watchdog asks the storefront whether it still answers. */
const WATCH_INTERVAL_MS = 2_000;

/**
 * Refused connections in a row before the storefront counts as dead: 3 checks, 6 s. A busy storefront answers late
 * but does not refuse; only a closed port refuses, so a slow minute never restarts it.
 */
const REFUSALS_BEFORE_RESTART = 3;

/** How long one check waits for an answer; a late answer is a busy storefront, not a dead one. */
const CHECK_TIMEOUT_MS = 10_000;

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

/** Why the storefront no longer serves, or null while it answers (late answers included). */
async function deathOf(server: LocalServer, refusals: number): Promise<{ refusals: number; cause: string | null }> {
  const exited = server.exitStatus();
  if (exited) return { refusals, cause: `wrangler dev ended (${exited})` };
  try {
    const response = await fetch(`${server.url}/api`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.arrayBuffer();
    return { refusals: 0, cause: null };
  } catch (error) {
    const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
    if (!refused) return { refusals: 0, cause: null };
    const count = refusals + 1;
    return { refusals: count, cause: count >= REFUSALS_BEFORE_RESTART ? `${server.url} refuses connections` : null };
  }
}

let server = await start();
let stopping = false;

const stop = (): void => {
  if (stopping) return;
  stopping = true;
  void server.stop().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// Playwright waits on `${url}/api`; from then on this loop keeps the storefront answering until the run ends.
let refusals = 0;
while (!stopping) {
  await sleep(WATCH_INTERVAL_MS);
  if (stopping) break;
  const check = await deathOf(server, refusals);
  refusals = check.refusals;
  if (!check.cause || stopping) continue;
  console.error(`storefront: ${check.cause}; last lines of ${server.logFile}:\n${logTail(server.logFile, 80)}`);
  await server.stop();
  if (stopping) break;
  server = await start();
  refusals = 0;
  console.error(`storefront: started again at ${server.url}`);
}
