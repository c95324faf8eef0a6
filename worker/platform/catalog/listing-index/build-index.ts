// Builds the listing index of one store view from D1 in ONE batch (one round trip, one snapshot):
//   1. the catalogue version the snapshot has (catalog-version.ts);
//   2. the scope's documents: rid and id, as two comma lists in rid order (one row, not 20,000);
//   3. the indexed attributes' facet rows inside the scope's rid range, one row per distinct
//      (attr, val, num) with its rids as a comma list — a few thousand rows instead of ~400,000 at 10x;
//   4. every attribute name the catalogue has (an index skip-scan over the facets primary key), so
//      attributes no document has count as covered and empty.
import type { StoreCode } from '#shared/config/store-views.ts';
import { AttributeColumnBuilder, emptyColumn, type AttributeColumn } from './attribute-column';
import { CATALOG_VERSION_SQL, readCatalogVersion, type CatalogVersion } from './catalog-version';
import { INDEXED_ATTRIBUTES, INDEXED_ENTITY } from './indexed-attributes';

export interface ListingIndex {
  store: StoreCode;
  version: CatalogVersion;
  /** Document rows in rid order. */
  rowCount: number;
  rids: Int32Array;
  ids: Float64Array;
  rowOfRid: ReadonlyMap<number, number>;
  /** Loaded attributes, plus empty columns for attributes absent from the catalogue (created on use). */
  column(attribute: string): AttributeColumn | undefined;
  /** Time the build took, for the bench and the ADR. */
  buildMs: number;
}

const SCOPE = `FROM documents INDEXED BY documents_by_scope WHERE store = ?1 AND entity = '${INDEXED_ENTITY}'`;

const SCOPE_ROWS_SQL = `SELECT count(*) AS n, group_concat(rid) AS rids, group_concat(id) AS ids FROM (SELECT rid, id ${SCOPE} ORDER BY rid)`;

const VALUES_SQL =
  'SELECT attr, val, num, group_concat(rid) AS rids FROM facets ' +
  'WHERE attr IN (SELECT value FROM json_each(?2)) ' +
  `AND rid BETWEEN (SELECT min(rid) ${SCOPE}) AND (SELECT max(rid) ${SCOPE}) ` +
  'GROUP BY attr, val, num';

const ATTRIBUTE_NAMES_SQL =
  'WITH RECURSIVE names(attr) AS (SELECT min(attr) FROM facets ' +
  'UNION ALL SELECT (SELECT min(attr) FROM facets WHERE attr > names.attr) FROM names WHERE names.attr IS NOT NULL) ' +
  'SELECT attr FROM names WHERE attr IS NOT NULL';

interface ValueRow {
  attr: string;
  val: string;
  num: number | null;
  rids: string;
}

const numbers = (list: unknown): number[] =>
  typeof list === 'string' && list !== '' ? list.split(',').map(Number) : [];

export async function buildListingIndex(db: D1Database, store: StoreCode): Promise<ListingIndex> {
  const started = Date.now();
  const [versionResult, scopeResult, valuesResult, namesResult] = await db.batch<Record<string, unknown>>([
    db.prepare(CATALOG_VERSION_SQL),
    db.prepare(SCOPE_ROWS_SQL).bind(store),
    db.prepare(VALUES_SQL).bind(store, JSON.stringify(INDEXED_ATTRIBUTES)),
    db.prepare(ATTRIBUTE_NAMES_SQL),
  ]);
  const version = readCatalogVersion(versionResult);
  const scope = scopeResult?.results[0];
  const rids = Int32Array.from(numbers(scope?.rids));
  const ids = Float64Array.from(numbers(scope?.ids));
  const rowCount = rids.length;
  const rowOfRid = new Map<number, number>();
  rids.forEach((rid, row) => rowOfRid.set(rid, row));

  const builders = new Map(INDEXED_ATTRIBUTES.map((attr) => [attr, new AttributeColumnBuilder(rowCount)]));
  for (const row of (valuesResult?.results ?? []) as unknown as ValueRow[]) {
    // The rid range may hold other entities' documents: keep the scope's rows only.
    const rows: number[] = [];
    for (const rid of numbers(row.rids)) {
      const r = rowOfRid.get(rid);
      if (r !== undefined) rows.push(r);
    }
    builders.get(row.attr)?.add(row.val, row.num, rows);
  }
  const columns = new Map<string, AttributeColumn>([...builders].map(([attr, b]) => [attr, b.build()]));
  const present = new Set(((namesResult?.results ?? []) as Array<{ attr: string }>).map((r) => r.attr));

  return {
    store,
    version,
    rowCount,
    rids,
    ids,
    rowOfRid,
    column(attribute) {
      const loaded = columns.get(attribute);
      if (loaded) return loaded;
      if (present.has(attribute)) return undefined;
      const empty = emptyColumn(rowCount);
      columns.set(attribute, empty);
      return empty;
    },
    buildMs: Date.now() - started,
  };
}
