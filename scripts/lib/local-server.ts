// Starts and stops a real local storefront: D1 migrations, demo seed, then `wrangler dev` on loopback.
// Shared by the browser tests (e2e/support/global-setup.ts) and the benchmarks (bench/run.ts).
import fs from 'node:fs';
import path from 'node:path';
import { logTail } from './log-tail';
import { assertPortFree } from './port';
import { spawnDetached } from './process-group';
import { clientManifestPath, fromRepoRoot, localBin, repoRoot } from './project-paths';
import { runCommand } from './run-command';
import { waitForHttpOk } from './wait-for-http';
import { wranglerEnv } from './wrangler-env';

export type WranglerLogLevel = 'debug' | 'info' | 'log' | 'warn' | 'error' | 'none';

export interface LocalServerOptions {
  port: number;
  /** wrangler's local state (D1 files); relative paths are taken from the repository root. */
  persistTo: string;
  /** Passed to the seed CLI as `--scale N`; the seed's own default when left out. */
  scale?: number;
  /** wrangler dev's log level; `warn` by default because per-request logging costs ~30 % throughput (G13). */
  logLevel?: WranglerLogLevel;
  /** wrangler vars overriding wrangler.toml's (`--var NAME:VALUE`), e.g. another shop setting. */
  vars?: Record<string, string>;
  /**
   * Serves the client from this folder instead of wrangler.toml's `dist/client` (`--assets`): a test that changes
   * a served file changes its own copy. wrangler dev watches its assets and reloads on a change, and a reload
   * drops or stalls the requests in flight, so a change to the shared folder could fail whichever test ran next.
   */
  assetsDir?: string;
}

export interface LocalServer {
  /** e.g. http://127.0.0.1:8791 (no trailing slash). */
  url: string;
  /** How long each start-up step took, in milliseconds. */
  timingsMs: { migrations: number; seed: number; ready: number };
  /** wrangler dev's output (its warnings and errors): where to look when it stops answering. */
  logFile: string;
  /** Null while wrangler dev runs; its exit code or signal once it has ended. */
  exitStatus(): string | null;
  /** Stops wrangler dev and every workerd it started. */
  stop(): Promise<void>;
}

const D1_DATABASE_NAME = 'storefront'; // wrangler.toml [[d1_databases]] database_name
const SEED_SCRIPT = path.join(repoRoot, 'scripts', 'seed.ts');
const READY_TIMEOUT_MS = 90_000;

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  assertClientBuilt();
  await assertPortFree(options.port);
  const persistTo = fromRepoRoot(options.persistTo);
  fs.mkdirSync(persistTo, { recursive: true });
  const env = wranglerEnv();
  const url = `http://127.0.0.1:${options.port}`;

  const migrations = await runCommand(
    localBin('wrangler'),
    ['d1', 'migrations', 'apply', D1_DATABASE_NAME, '--local', '--persist-to', persistTo],
    { cwd: repoRoot, env },
  );
  const seedMs = await seedDemoCatalogue(persistTo, options.scale, env);

  const logFile = path.join(persistTo, 'wrangler-dev.log');
  fs.writeFileSync(logFile, '');
  const server = spawnDetached(
    localBin('wrangler'),
    [
      'dev',
      '--port',
      String(options.port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      persistTo,
      '--log-level',
      options.logLevel ?? 'warn',
      '--show-interactive-dev-session=false',
      ...(options.assetsDir ? ['--assets', fromRepoRoot(options.assetsDir)] : []),
      // A local start: the development-only endpoints open on its local host (ADR 057).
      ...Object.entries({ LOCAL_DEVELOPMENT: 'on', ...options.vars }).flatMap(([name, value]) => [
        '--var',
        `${name}:${value}`,
      ]),
    ],
    { cwd: repoRoot, env, logFile },
  );

  let readyMs: number;
  try {
    readyMs = await waitForHttpOk(`${url}/api`, { timeoutMs: READY_TIMEOUT_MS, stillStarting: server.exitStatus });
  } catch (error) {
    console.error(`wrangler dev did not become ready; last lines of ${logFile}:\n${logTail(logFile)}`);
    await server.stop();
    throw error;
  }

  const timingsMs = { migrations: migrations.durationMs, seed: seedMs, ready: readyMs };
  console.log(
    `local storefront at ${url} (state ${displayPath(persistTo)}): ` +
      `migrations ${seconds(timingsMs.migrations)}, seed ${seconds(timingsMs.seed)}, wrangler ready ${seconds(timingsMs.ready)}`,
  );
  return { url, timingsMs, logFile, exitStatus: server.exitStatus, stop: () => server.stop() };
}

function assertClientBuilt(): void {
  if (!fs.existsSync(clientManifestPath)) {
    throw new Error(
      `${path.relative(repoRoot, clientManifestPath)} is missing: run "npm run build" first ` +
        '(the worker imports the client manifest, tooling note G9).',
    );
  }
}

/** Runs the seed CLI; it reuses existing data unless `--reset`, so repeated starts are cheap. */
async function seedDemoCatalogue(
  persistTo: string,
  scale: number | undefined,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const args = [SEED_SCRIPT, '--persist-to', persistTo];
  if (scale !== undefined) args.push('--scale', String(scale));
  const { durationMs } = await runCommand(localBin('tsx'), args, { cwd: repoRoot, env });
  return durationMs;
}

function displayPath(absolute: string): string {
  const relative = path.relative(repoRoot, absolute);
  return relative.startsWith('..') ? absolute : relative;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
