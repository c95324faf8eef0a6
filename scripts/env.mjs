// Runs a command with the environment every wrangler/miniflare call needs here (tooling note G5):
// no Request.cf fetch from the network, no telemetry, non-interactive prompts.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/env.mjs <command> [args...]');
  process.exit(2);
}
const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  CI: process.env.CI ?? 'true',
};
const child = spawn(command, args, { stdio: 'inherit', env, shell: false });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
