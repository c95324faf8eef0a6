// Seeds the demo catalogue (the real generator, at a small scale) into the test D1 database.
import { generateCatalog, seedStatements, type Catalog } from '#worker/platform/seed/index.ts';

/** Enough products for every type and both store views, small enough to seed in about a second. */
export const TEST_SCALE = 0.05;

export async function seedDemoCatalogue(db: D1Database, scale = TEST_SCALE): Promise<Catalog> {
  const catalog = generateCatalog({ seed: 1, scale });
  const statements = seedStatements(catalog);
  for (let i = 0; i < statements.length; i += 50) {
    await db.batch(statements.slice(i, i + 50).map((sql) => db.prepare(sql)));
  }
  return catalog;
}
