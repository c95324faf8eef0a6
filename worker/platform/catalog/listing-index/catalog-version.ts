// The catalogue version of migrations/0004: a random token per database plus a counter that triggers
// bump on every write to documents or facets. An index is current while both still match.
export interface CatalogVersion {
  token: string;
  version: number;
}

export const CATALOG_VERSION_SQL = 'SELECT token, version FROM catalog_version WHERE id = 1';

export function readCatalogVersion(result: D1Result<Record<string, unknown>> | undefined): CatalogVersion {
  const row = result?.results[0];
  if (!row) throw new Error('catalog_version has no row: is migrations/0004_catalog_version.sql applied?');
  return { token: String(row.token), version: Number(row.version) };
}

export const sameVersion = (a: CatalogVersion, b: CatalogVersion) => a.token === b.token && a.version === b.version;
