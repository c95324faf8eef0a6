// textIndexStatements in node: statement sizes, what is indexed, literal escaping.
import { describe, expect, it } from 'vitest';
import { textIndexStatements } from '#worker/platform/catalog/text-search/index-statements.ts';
import { generateCatalog } from '#worker/platform/seed/index.ts';

const utf8 = (s: string) => new TextEncoder().encode(s).length;

describe('textIndexStatements', () => {
  const catalog = generateCatalog({ seed: 1, scale: 0.05 });
  const docs = catalog.documents.map((d, i) => ({ ...d, rid: i + 1 }));
  const statements = textIndexStatements(docs);

  it('keeps every statement under 90,000 UTF-8 bytes', () => {
    expect(statements.length).toBeGreaterThan(2);
    for (const sql of statements) expect(utf8(sql)).toBeLessThan(90_000);
  });

  it('writes one FTS row per product and view, analyzed', () => {
    const products = docs.filter((d) => d.entity === 'product');
    const ruRows =
      statements
        .filter((s) => s.startsWith('INSERT INTO product_text_ru'))
        .join('')
        .match(/\(\d+,'/g) ?? [];
    const enRows =
      statements
        .filter((s) => s.startsWith('INSERT INTO product_text_en'))
        .join('')
        .match(/\(\d+,'/g) ?? [];
    expect(ruRows.length).toBe(products.filter((d) => d.store === 'ru').length);
    expect(enRows.length).toBe(products.filter((d) => d.store === 'en').length);
    const sneaker = products.find((d) => d.store === 'ru' && String(d.doc.sku).startsWith('SNK'));
    expect(statements.some((s) => s.includes(`(${sneaker?.rid},'`) && s.includes('кроссовк'))).toBe(true);
  });

  it('ignores other entities', () => {
    expect(textIndexStatements(docs.filter((d) => d.entity !== 'product'))).toEqual([]);
  });

  it('escapes quotes in literals and lower-cases SKUs', () => {
    const [text, sku] = textIndexStatements([
      {
        rid: 7,
        store: 'en',
        entity: 'product',
        doc: { sku: "AB'C123", name: "Kids' boots", description: '<p>x</p>', category: [] },
      },
    ]);
    expect(text).toBe(
      "INSERT INTO product_text_en (rowid, description, name, sku, category) VALUES (7,'','kid boot','c123','');",
    );
    expect(sku).toBe("INSERT OR IGNORE INTO product_skus (store, sku, rid) VALUES ('en','ab''c123',7);");
  });
});
