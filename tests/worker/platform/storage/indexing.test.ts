import { describe, expect, it } from 'vitest';
import { extractFacets, indexDocument } from '#worker/platform/storage/indexing.ts';
import { insertDocumentsSql, sqlString } from '#worker/platform/storage/sql.ts';

describe('extractFacets', () => {
  it('indexes scalar leaves with dot paths, arrays flattened, numbers and booleans normalised', () => {
    const facets = extractFacets({
      id: 7,
      sku: 'SNK00012',
      category_ids: ['5', '4'],
      stock: { is_in_stock: true, qty: 3 },
      category: [{ category_id: 5, name: 'Кроссовки' }],
      description: 'long text is not a facet',
      configurable_children: [{ sku: 'SNK00012-36-navy', price: 14190, color: '49' }],
    });
    expect(facets).toEqual([
      { attr: 'id', val: '7', num: 7 },
      { attr: 'sku', val: 'SNK00012', num: null },
      { attr: 'category_ids', val: '5', num: 5 },
      { attr: 'category_ids', val: '4', num: 4 },
      { attr: 'stock.is_in_stock', val: 'true', num: 1 },
      { attr: 'stock.qty', val: '3', num: 3 },
      { attr: 'category.category_id', val: '5', num: 5 },
      { attr: 'category.name', val: 'Кроссовки', num: null },
      { attr: 'configurable_children.sku', val: 'SNK00012-36-navy', num: null },
    ]);
  });

  it('keeps one row per distinct value of a path', () => {
    expect(extractFacets({ id: 1, size_options: [36, 36, 37] }).filter((f) => f.attr === 'size_options')).toHaveLength(
      2,
    );
  });

  it('refuses a document without an integer id', () => {
    expect(() => indexDocument('ru', 'product', { sku: 'X' })).toThrow(/without an integer id/);
  });
});

describe('insertDocumentsSql', () => {
  it('escapes quotes and keeps every statement under D1 limit in bytes, Cyrillic included', () => {
    expect(sqlString("O'Reilly")).toBe("'O''Reilly'");
    const docs = Array.from({ length: 400 }, (_, i) =>
      indexDocument('ru', 'product', {
        id: i + 1,
        name: `Кроссовки женские беговые «Северный ветер» №${i}`,
        note: 'ж'.repeat(150),
      }),
    );
    const statements = insertDocumentsSql(docs, 1);
    const encoder = new TextEncoder();
    expect(statements.length).toBeGreaterThan(2);
    for (const sql of statements) expect(encoder.encode(sql).length).toBeLessThanOrEqual(90_000);
    expect(statements[0]).toMatch(/^INSERT INTO documents \(rid,store,entity,id,doc\) VALUES \(1,'ru','product',1,/);
    expect(statements.join('\n')).toContain("(400,'name','Кроссовки женские беговые «Северный ветер» №399',NULL)");
  });
});
