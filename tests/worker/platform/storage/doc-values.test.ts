// migrations/0003 copies and triggers exactly the attributes the compiler reads from doc_values.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC_VALUE_ATTRIBUTES, perDocumentTable } from '#worker/platform/storage/doc-values.ts';

const migration = fs.readFileSync(
  path.join(import.meta.dirname, '../../../../migrations/0003_catalog_doc_values.sql'),
  'utf8',
);

describe('doc_values attributes', () => {
  it('every attribute list in migration 0003 equals DOC_VALUE_ATTRIBUTES', () => {
    const lists = [...migration.matchAll(/attr IN \(([^)]*)\)/g)].map(
      (m) => new Set([...(m[1] ?? '').matchAll(/'([^']+)'/g)].map((v) => v[1])),
    );
    expect(lists).toHaveLength(3); // backfill, insert trigger, delete trigger
    for (const list of lists) expect([...list].sort()).toEqual([...DOC_VALUE_ATTRIBUTES].sort());
  });
  it('routes hot attributes to doc_values and the rest to facets', () => {
    expect(perDocumentTable('color_options')).toBe('doc_values');
    expect(perDocumentTable('category_ids')).toBe('facets');
  });
});
