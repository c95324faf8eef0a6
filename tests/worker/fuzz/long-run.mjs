// `npm run fuzz` (issue 8, "a fuzz suite in npm test"): the fuzz suite of tests/worker/fuzz in long mode.
// `npm test` runs the same files with a fixed seed and a few dozen runs per property; this wrapper sets
// the miniflare bindings vitest.workers.config.ts copies from process.env (support/fuzz-config.ts):
//   FUZZ_RUNS   runs per property (default here 1000)
//   FUZZ_SEED   the seed (default here: random, printed before and after the run so a failure replays with
//               `FUZZ_SEED=<seed> npm run fuzz`; fast-check also prints it with each counterexample)
//   FUZZ_EXPLORE=1  list every distinct failure with its shortest request instead of shrinking the first
// Extra arguments go to vitest (e.g. `npm run fuzz -- tests/worker/fuzz/cart` for one file).
// A node wrapper rather than `FUZZ_RUNS=1000 …` in package.json: it works on Windows shells too.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const runs = process.env.FUZZ_RUNS || '1000';
const seed = process.env.FUZZ_SEED || String(Math.floor(Math.random() * 2 ** 31));
const files = process.argv.slice(2).some((a) => !a.startsWith('-')) ? [] : ['tests/worker/fuzz'];
const args = [
  'scripts/env.mjs',
  'vitest',
  'run',
  '--config',
  'vitest.workers.config.ts',
  ...files,
  ...process.argv.slice(2),
];

console.log(`fuzz: ${runs} runs per property, seed ${seed}${process.env.FUZZ_EXPLORE === '1' ? ', explore mode' : ''}`);
const child = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
child.on('exit', (code, signal) => {
  if (code !== 0) console.log(`fuzz: failed with seed ${seed}; replay with FUZZ_SEED=${seed} npm run fuzz`);
  process.exit(signal ? 1 : (code ?? 1));
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
