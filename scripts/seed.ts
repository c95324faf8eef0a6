// Seeds the local D1 database `storefront` with the demo catalogue (supplement §2).
//
//   npm run seed -- [--reset] [--scale N] [--seed N] [--persist-to DIR] [--batch N]
//
// Writes into the same state directory `wrangler dev` reads (default .wrangler/state; with
// --persist-to DIR the one `wrangler dev --persist-to DIR` reads). Migrations must be applied first
// (`npm run db:migrate`, or `wrangler d1 migrations apply storefront --local --persist-to DIR`).
//
// Write path: wrangler's getPlatformProxy gives the real local D1 binding of wrangler.toml, and
// D1 batches of inlined INSERT statements (one transaction per batch) were the fastest path
// measured: scale 1 in ~12 s, against ~80 s for the same SQL through `wrangler d1 execute --file`.
// The next chunk is generated while the previous one is written. Persist semantics:
// `wrangler dev --persist-to DIR` stores under DIR/v3, while getPlatformProxy's `persist.path` is
// used as is, so the CLI passes DIR/v3.
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { CLEAR_CATALOG_SQL } from '#worker/platform/storage/sql.ts';
import { CLEAR_TEXT_INDEX_SQL } from '#worker/platform/catalog/text-search/schema.ts';
import { textIndexStatements } from '#worker/platform/catalog/text-search/index-statements.ts';
import {
  createCatalogContext,
  SEED_GENERATOR_VERSION,
  seedInfoStatements,
  seedStatements,
  storeViewChunks,
} from '#worker/platform/seed/index.ts';
import { STORE_CODES } from '#shared/config/store-views.ts';

interface SeedArgs {
  reset: boolean;
  scale: number;
  seed: number;
  persistTo: string;
  /** Statements per D1 batch (each statement is at most ~90 KB). */
  batch: number;
  /** True when --scale was given (a reused database must then have that scale). */
  scaleGiven: boolean;
}

/** The part of the D1 binding the seed uses (node has no workers-types). */
interface LocalD1 {
  prepare(sql: string): { all<T>(): Promise<{ results: T[] }> };
  batch(statements: unknown[]): Promise<unknown>;
}

const USAGE = 'usage: tsx scripts/seed.ts [--reset] [--scale N] [--seed N] [--persist-to DIR] [--batch N]';

function parseArgs(argv: readonly string[]): SeedArgs {
  const args: SeedArgs = {
    reset: false,
    scale: 1,
    seed: 1,
    persistTo: '.wrangler/state',
    batch: 40,
    scaleGiven: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    const number = (v: string, integer: boolean) => {
      const n = Number(v);
      if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n)))
        throw new Error(`${flag} must be a positive ${integer ? 'integer' : 'number'}, got '${v}'`);
      return n;
    };
    if (flag === '--reset') args.reset = true;
    else if (flag === '--scale') {
      args.scale = number(value(), false);
      args.scaleGiven = true;
    } else if (flag === '--seed') args.seed = number(value(), true);
    else if (flag === '--persist-to') args.persistTo = value();
    else if (flag === '--batch') args.batch = number(value(), true);
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown argument '${flag}'\n${USAGE}`);
  }
  return args;
}

async function readSeedInfo(db: LocalD1): Promise<Map<string, string>> {
  try {
    const { results } = await db.prepare('SELECT key, value FROM seed_info').all<{ key: string; value: string }>();
    return new Map(results.map((r) => [r.key, r.value]));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes('no such table')) {
      throw new Error(
        'The catalogue tables do not exist yet: apply the migrations first (npm run db:migrate, ' +
          'or wrangler d1 migrations apply storefront --local --persist-to DIR).',
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * Why a seeded database cannot be reused, or null when it can: data from another generator version, a
 * text index missing because the database predates its migration, or an explicitly different scale.
 */
async function whyStale(db: LocalD1, info: Map<string, string>, args: SeedArgs): Promise<string | null> {
  if (info.get('generated_with') !== SEED_GENERATOR_VERSION) {
    return `it was made by ${info.get('generated_with') ?? 'an unknown generator'}, not ${SEED_GENERATOR_VERSION}`;
  }
  const textRows = await db
    .prepare('SELECT count(*) AS n FROM product_text_ru')
    .all<{ n: number }>()
    .catch((error: unknown) => {
      throw new Error(
        `The text-search tables are missing: apply the migrations first (npm run db:migrate). ${String(error)}`,
      );
    });
  if (!textRows.results[0]?.n) return 'its text-search index is empty (seeded before migration 0002)';
  if (args.scaleGiven && info.get('scale') !== String(args.scale))
    return `it has scale ${info.get('scale')}, asked for ${args.scale}`;
  return null;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const persistRoot = path.resolve(args.persistTo, 'v3');
  const proxy = await getPlatformProxy<{ DB: unknown }>({
    configPath: 'wrangler.toml',
    persist: { path: persistRoot },
    remoteBindings: false,
  });
  const db = proxy.env.DB as LocalD1;
  const run = async (statements: readonly string[]) => {
    for (let i = 0; i < statements.length; i += args.batch) {
      const prepared = statements
        .slice(i, i + args.batch)
        .map((sql) => (db as unknown as { prepare(sql: string): unknown }).prepare(sql));
      try {
        await db.batch(prepared);
      } catch (error) {
        // Say which statements failed: local D1 errors (e.g. workerd assertions) name nothing.
        const kinds = statements.slice(i, i + args.batch).map((sql) => sql.slice(0, 40).replace(/\s+/g, ' '));
        throw new Error(
          `${error instanceof Error ? error.message : String(error)} (batch at statement ${i} of ${statements.length}: ${[...new Set(kinds)].join(' | ')})`,
          { cause: error },
        );
      }
    }
  };
  try {
    const info = await readSeedInfo(db);
    const existing = info.get('product_count');
    if (existing && !args.reset) {
      const stale = await whyStale(db, info, args);
      if (!stale) {
        console.log(
          `Reusing the seeded catalogue (${existing} products per store view); run npm run seed -- --reset to regenerate.`,
        );
        return;
      }
      console.log(`Regenerating the seeded catalogue: ${stale}.`);
    }
    console.log(`Seeding the demo catalogue: seed ${args.seed}, scale ${args.scale}, into ${persistRoot}`);
    await run([...CLEAR_TEXT_INDEX_SQL, ...CLEAR_CATALOG_SQL]);
    const context = createCatalogContext({ seed: args.seed, scale: args.scale });
    let rid = 1;
    for (const store of STORE_CODES) {
      const storeStarted = performance.now();
      let documents = 0;
      // Overlap: build the SQL of chunk n+1 in node while workerd writes chunk n.
      let writing: Promise<void> = Promise.resolve();
      for (const chunk of storeViewChunks(store, context)) {
        // Documents and facets, then the text index of the chunk's products with the same rids (ADR 006).
        const firstRid = rid;
        const statements = [
          ...seedStatements(chunk, firstRid),
          ...textIndexStatements(chunk.map((d, i) => ({ ...d, rid: firstRid + i }))),
        ];
        rid += chunk.length;
        documents += chunk.length;
        await writing;
        writing = run(statements);
      }
      await writing;
      console.log(`  ${store}: ${documents} documents in ${((performance.now() - storeStarted) / 1000).toFixed(1)} s`);
    }
    // seed_info last: its presence means the catalogue is complete.
    await run(seedInfoStatements({ seed: args.seed, scale: args.scale, productCount: context.layout.total }));

    const { results } = await db
      .prepare('SELECT store, entity, count(*) AS n FROM documents GROUP BY store, entity ORDER BY store, entity')
      .all<{ store: string; entity: string; n: number }>();
    const facets = await db.prepare('SELECT count(*) AS n FROM facets').all<{ n: number }>();
    for (const store of STORE_CODES) {
      console.log(
        `  ${store}: ${results
          .filter((r) => r.store === store)
          .map((r) => `${r.entity} ${r.n}`)
          .join(', ')}`,
      );
    }
    console.log(
      `Seeded ${rid - 1} documents and ${facets.results[0]?.n ?? 0} facet rows in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await proxy.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
