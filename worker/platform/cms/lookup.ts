// CMS pages and blocks of one store view from the catalogue index (documents of entity cms_page /
// cms_block, contract §3.6): by id on the documents' UNIQUE (store, entity, id), by identifier on the
// facets primary key (attr, val, rid).
import type { StoreCode } from '#shared/config/store-views.ts';
import type { CmsKind } from '#shared/contract/cms.ts';

const ENTITY_OF: Readonly<Record<CmsKind, 'cms_page' | 'cms_block'>> = { page: 'cms_page', block: 'cms_block' };

const BY_ID_SQL = 'SELECT doc FROM documents WHERE store = ?1 AND entity = ?2 AND id = ?3';

const BY_IDENTIFIER_SQL = `
SELECT d.doc AS doc
FROM facets f JOIN documents d ON d.rid = f.rid
WHERE f.attr = 'identifier' AND f.val = ?3 AND d.store = ?1 AND d.entity = ?2
ORDER BY d.id`;

type CmsDocument = Record<string, unknown>;

function parse(doc: string): CmsDocument {
  return JSON.parse(doc) as CmsDocument;
}

export async function findCmsById(
  db: D1Database,
  store: StoreCode,
  kind: CmsKind,
  id: number,
): Promise<CmsDocument | null> {
  const row = await db.prepare(BY_ID_SQL).bind(store, ENTITY_OF[kind], id).first<{ doc: string }>();
  return row ? parse(row.doc) : null;
}

/**
 * The active page/block with this identifier. Snowdog's identifier lookup goes through Magento's
 * `checkIdentifier`, which only sees active pages; the lookup by id answers inactive ones too.
 */
export async function findCmsByIdentifier(
  db: D1Database,
  store: StoreCode,
  kind: CmsKind,
  identifier: string,
): Promise<CmsDocument | null> {
  const { results } = await db
    .prepare(BY_IDENTIFIER_SQL)
    .bind(store, ENTITY_OF[kind], identifier)
    .all<{ doc: string }>();
  for (const row of results) {
    const doc = parse(row.doc);
    if (doc.active !== false) return doc;
  }
  return null;
}
