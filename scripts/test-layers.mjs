// `npm test`: every layer of checks in order (build, type checks, lint, unit, workerd, browser), stopping at the
// first that fails, and a table of each layer's wall time at the end, so a slow layer shows where it is.
import { spawnSync } from 'node:child_process';

/** The layers, cheapest first: a type error fails in a minute, not after the browser suite. */
const LAYERS = [
  ['build', 'npm run build'],
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit', 'npm run test:unit'],
  ['workerd', 'npm run test:workers'],
  ['browser', 'npm run test:e2e'],
];

const timings = [];
let failed = null;
for (const [name, command] of LAYERS) {
  const started = performance.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  timings.push([name, (performance.now() - started) / 1000]);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
const format = (seconds) => (seconds >= 60 ? `${(seconds / 60).toFixed(1)} min` : `${seconds.toFixed(1)} s`);
console.log('\nwall time per layer:');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(10)} ${format(seconds).padStart(9)}`);
console.log(`  ${'total'.padEnd(10)} ${format(total).padStart(9)}${failed ? `  (stopped: ${failed} failed)` : ''}`);
process.exit(failed ? 1 : 0);
