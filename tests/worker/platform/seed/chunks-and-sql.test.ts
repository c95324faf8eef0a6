// Streaming generation, small scales and the SQL the seed CLI writes.
import { describe, expect, it } from 'vitest';
import {
  createCatalogContext,
  generateCatalog,
  seedInfoStatements,
  seedStatements,
  slugify,
  storeViewChunks,
} from '#worker/platform/seed/index.ts';
import { utf8Length } from '#worker/platform/seed/statements.ts';

describe('small and chunked catalogues', () => {
  it('keeps every product type at scale 0.02', () => {
    const catalog = generateCatalog({ seed: 1, scale: 0.02 });
    const products = catalog.documents.filter((d) => d.store === 'ru' && d.entity === 'product');
    expect(products.length).toBe(42); // 40 visible + 1 disabled + 1 hidden
    expect(new Set(products.map((p) => p.doc.type_id)).size).toBe(6);
  });

  it('gives the same documents whatever the chunk size', () => {
    const context = createCatalogContext({ seed: 3, scale: 0.05 });
    const big = [...storeViewChunks('en', context, 500)].flat();
    const small = [...storeViewChunks('en', context, 7)].flat();
    expect(small).toEqual(big);
    expect(Math.max(...[...storeViewChunks('en', context, 7)].slice(1).map((c) => c.length))).toBeLessThanOrEqual(7);
  });
});

describe('seed statements', () => {
  it('are identical for the same seed and fit D1 statement limits', () => {
    const first = seedStatements(generateCatalog({ seed: 1, scale: 0.1 }));
    const second = seedStatements(generateCatalog({ seed: 1, scale: 0.1 }));
    expect(second).toEqual(first);
    for (const sql of first) expect(utf8Length(sql)).toBeLessThan(100_000);
    expect(first[0]).toMatch(/^INSERT INTO documents \(rid,store,entity,id,doc\) VALUES \(1,'ru','attribute',83,/);
  });

  it('start row ids at firstRid', () => {
    const catalog = generateCatalog({ seed: 1, scale: 0.02 });
    expect(seedStatements(catalog.documents.slice(0, 1), 500)[0]).toMatch(/VALUES \(500,'ru','attribute',83,/);
  });

  it('record seed, scale, product count and generator version', () => {
    const [sql] = seedInfoStatements({ seed: 1, scale: 1, productCount: 2012 });
    expect(sql).toContain(
      "('seed','1'),('scale','1'),('product_count','2012'),('generated_with','modnyi-bereg-demo-catalogue/4')",
    );
  });

  it('measure UTF-8 bytes', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('ё')).toBe(2);
    expect(utf8Length('₽')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });
});

describe('slugify', () => {
  it('transliterates Russian names', () => {
    expect(slugify('Женщинам')).toBe('zhenshchinam');
    expect(slugify('Модный берег')).toBe('modnyi-bereg');
    expect(slugify('Кроссовки женские беговые Северный ветер')).toBe('krossovki-zhenskie-begovye-severnyi-veter');
    expect(slugify('Подарочная карта «Модный берег» на 3 000 ₽')).toBe('podarochnaya-karta-modnyi-bereg-na-3-000');
  });
});
