// `npm run bench:render`: the benchmarks that must run inside workerd (bench/workerd/*.workerd.ts), with the same
// worker, bindings and migrations as the workerd test suite (./vitest.workers.config.ts) but never inside it: a
// timing printed from a loaded test run is noise, and the suite must not spend time measuring.
import { defineConfig } from 'vitest/config';
import workersConfig from './vitest.workers.config.ts';

export default defineConfig(async (env) => {
  const base = await workersConfig(env);
  return { ...base, test: { ...base.test, include: ['bench/workerd/**/*.workerd.ts'], testTimeout: 120_000 } };
});
