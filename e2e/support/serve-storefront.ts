// The browser tests' storefront: migrations, the demo seed and `wrangler dev` (scripts/lib/local-server.ts), kept
// running until Playwright's `webServer` stops it with SIGTERM. wrangler runs in its own process group, so it is
// stopped here rather than left behind when this process ends.
import { startLocalServer } from '#scripts/lib/local-server.ts';
import { STOREFRONT_PORT, STOREFRONT_STATE } from './storefront';

const server = await startLocalServer({
  port: STOREFRONT_PORT,
  persistTo: STOREFRONT_STATE,
  scale: Number(process.env.E2E_SCALE ?? 1),
});

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
