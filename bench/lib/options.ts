// Command-line flags of `npm run bench -- …`.
import { parseArgs } from 'node:util';
import { flagReaders } from './flags';

export const TARGET_IDS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
export type TargetId = (typeof TARGET_IDS)[number];

export interface BenchOptions {
  /** Seconds measured per target. */
  durationS: number;
  /** Seconds of load before each measurement, discarded (JIT, caches, D1 pages). */
  warmupS: number;
  connections: number;
  only: TargetId[];
  /** A category path to use instead of the first menu link on the home page. */
  category: string | null;
  port: number;
  /** Send `accept-encoding: gzip, br` like a browser instead of asking for uncompressed responses. */
  gzip: boolean;
}

export const USAGE = `usage: npm run bench -- [--duration 10] [--warmup 2] [--connections 10] [--only a,b,c,d,e,f] [--category /c/<slug>] [--port 8795] [--gzip]
  a = static hashed asset (client entry), b = home page /, c = a category page (edge-cached),
  d = the same category page uncached, e = a product page (edge-cached), f = the same product page uncached`;

const { positiveNumber, nonNegativeNumber, fail } = flagReaders(USAGE);

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '10' },
      only: { type: 'string', default: TARGET_IDS.join(',') },
      category: { type: 'string' },
      port: { type: 'string', default: '8795' },
      gzip: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const category = values.category ?? null;
  if (category !== null && !category.startsWith('/'))
    fail(`--category must be a path such as /c/<slug> or a url_path, got "${category}"`);
  return {
    durationS: positiveNumber('--duration', values.duration),
    warmupS: nonNegativeNumber('--warmup', values.warmup),
    connections: positiveNumber('--connections', values.connections),
    only: targetList(values.only),
    category,
    port: positiveNumber('--port', values.port),
    gzip: values.gzip,
  };
}

function targetList(text: string): TargetId[] {
  const ids = text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  for (const id of ids) {
    if (!(TARGET_IDS as readonly string[]).includes(id)) fail(`--only takes ${TARGET_IDS.join(',')}; got "${id}"`);
  }
  if (ids.length === 0) fail('--only needs at least one target');
  return TARGET_IDS.filter((id) => ids.includes(id));
}
