// SQL compilation of parsed SearchQueries — pure, in node: placeholders only, bounded parameter counts.
import { describe, expect, it } from 'vitest';
import { searchQuerySchema, type SearchQuery } from '#shared/contract/catalog-search.ts';
import { compileCandidates, compileCount, compilePage } from '#worker/platform/catalog/query-compiler.ts';
import { compileAggregations, planAggregations, rangeKey } from '#worker/platform/catalog/aggregations.ts';
import { SqlParams } from '#worker/platform/catalog/sql-params.ts';

const scope = { store: 'ru', entity: 'product' } as const;
const filtersOf = (query: SearchQuery) => searchQuerySchema.parse(query)._appliedFilters;

describe('compileCandidates', () => {
  it('binds store, entity, attributes and values; never inlines them', () => {
    const params = new SqlParams();
    const sql = compileCandidates(
      params,
      scope,
      filtersOf({ _appliedFilters: [{ attribute: 'brand', value: { eq: "o'hara" } }] }),
    );
    // A selective filter drives the scan from its facet rows, limited to the store view's rid range (ADR 008).
    expect(sql).toMatch(
      /^FROM \(SELECT DISTINCT rid FROM \(SELECT f\.rid AS rid FROM facets f WHERE f\.attr = \?1 AND f\.val = \?2 AND f\.rid BETWEEN/,
    );
    expect(sql).toContain(
      'CROSS JOIN documents d INDEXED BY documents_by_scope ON d.rid = drv.rid WHERE d.store = ?3 AND d.entity = ?4',
    );
    expect(sql).not.toContain("o'hara");
    expect(params.values).toEqual(['brand', "o'hara", 'ru', 'product']);
  });
  it('sends lists as one JSON parameter', () => {
    const params = new SqlParams();
    const values = Array.from({ length: 999 }, (_, i) => i);
    const sql = compileCandidates(
      params,
      scope,
      filtersOf({ _appliedFilters: [{ attribute: 'id', value: { in: values } }] }),
    );
    expect(sql).toContain('f.val IN (SELECT value FROM json_each(?2))');
    expect(params.values).toHaveLength(4);
    expect(JSON.parse(String(params.values[1]))).toHaveLength(999);
  });
  it('starts from the (store, entity) index when only unselective filters are given, checking them per document', () => {
    const params = new SqlParams();
    const sql = compileCandidates(
      params,
      scope,
      filtersOf({ _appliedFilters: [{ attribute: 'visibility', value: { in: [2, 3, 4] } }] }),
    );
    // visibility is a hot attribute: it is read from the narrow doc_values table (migrations/0003).
    expect(sql).toBe(
      'FROM documents d INDEXED BY documents_by_scope WHERE d.store = ?1 AND d.entity = ?2 AND ' +
        'EXISTS (SELECT 1 FROM doc_values f WHERE f.rid = d.rid AND f.attr = ?3 AND f.val IN (SELECT value FROM json_each(?4)))',
    );
    expect(params.values).toEqual(['ru', 'product', 'visibility', '["2","3","4"]']);
  });
  it('negations, the OR group, ranges on num or val, catalog scope', () => {
    const params = new SqlParams();
    const sql = compileCandidates(
      params,
      scope,
      filtersOf({
        _appliedFilters: [
          { attribute: 'brand', value: { neq: 'x' } },
          { attribute: 'color', value: { or: [1] } },
          { attribute: 'size', value: { nor: [2] } },
          { attribute: 'created_at', value: { gte: '2024-01-01', lt: 5 } },
          { attribute: 'color', value: { in: [49] }, scope: 'catalog' },
          { attribute: 'price', value: { from: 1, to: 2 }, scope: 'catalog' },
        ],
      }),
    );
    // neq on a hot attribute: a NOT EXISTS over doc_values; a date range compares val, a number num.
    expect(sql).toMatch(
      /AND NOT EXISTS \(SELECT 1 FROM doc_values f WHERE f\.rid = d\.rid AND f\.attr = \?\d+ AND f\.val = \?\d+\)/,
    );
    expect(sql).toMatch(
      /EXISTS \(SELECT 1 FROM facets f WHERE f\.rid = d\.rid AND f\.attr = \?\d+ AND f\.val >= \?\d+ AND f\.num < \?\d+\)/,
    );
    // catalog scope: (color IN v) UNION (color_options IN v AND type_id = configurable) drives the scan.
    expect(sql).toMatch(
      /^FROM \(SELECT f\.rid AS rid FROM facets f WHERE .* UNION SELECT rid FROM \(.*\) WHERE rid IN \(.*\)\) drv/,
    );
    // the OR group: at least one of or / nor must hold.
    expect(sql).toMatch(/\(EXISTS \(.*\) OR NOT EXISTS \(.*\)\)$/);
    expect(params.values).toContain('color_options');
    expect(params.values).toContain('final_price');
    expect(params.values).not.toContain('price');
  });
  it('shares placeholders between equal values', () => {
    const params = new SqlParams();
    compileCandidates(
      params,
      scope,
      filtersOf({
        _appliedFilters: [
          { attribute: 'a', value: 1 },
          { attribute: 'a', value: { neq: 1 } },
        ],
      }),
    );
    expect(params.values).toEqual(['a', '1', 'ru', 'product']);
  });
});

describe('count, page and aggregation statements', () => {
  it('page orders by sort keys (missing last), then id, with LIMIT/OFFSET bound', () => {
    const { sql, params } = compilePage(scope, [], [{ field: 'final_price', direction: 'desc' }], {
      from: 10,
      size: 5,
    });
    expect(sql).toContain('coalesce(max(f.num), max(f.val))');
    expect(sql).toContain('ORDER BY s0 IS NULL, s0 DESC, d.id ASC LIMIT ?4 OFFSET ?5');
    expect(sql).toMatch(
      /^SELECT p\.id AS id, docs\.doc AS doc, p\.s0 AS s0 FROM \(SELECT d\.rid AS rid, d\.id AS id, \(SELECT coalesce/,
    );
    expect(params.values).toEqual(['ru', 'product', 'final_price', 5, 10]);
  });
  it('count is a plain count over the same where', () => {
    expect(compileCount(scope, []).sql).toBe(
      'SELECT count(*) AS total FROM documents d INDEXED BY documents_by_scope WHERE d.store = ?1 AND d.entity = ?2',
    );
    expect(compileCount(scope, []).params.values).toEqual(['ru', 'product']);
  });
  it('plans terms, options, price range, min and max aggregations', () => {
    const filters = filtersOf({
      _appliedFilters: [{ attribute: 'price', value: { gte: 100, lte: 200 }, scope: 'catalog' }],
    });
    const plan = planAggregations(
      [{ field: 'color', options: { size: 5 } }, { field: 'price' }, { field: 'color' }],
      filters,
    );
    expect(plan.map((p) => p.name)).toEqual([
      'agg_terms_color',
      'agg_terms_color_options',
      'agg_terms_price',
      'agg_range_price',
      'agg_min_price',
      'agg_max_price',
    ]);
    expect(plan[0]).toMatchObject({ size: 5 });
    expect(plan[3]).toMatchObject({
      field: 'final_price',
      ranges: [
        { from: 0, to: 5000 },
        { from: 5000, to: 10000 },
        { from: 10000, to: 15000 },
        { from: 15000 },
        { from: 100, to: 200 },
      ],
    });
    const statements = compileAggregations(scope, filters, plan);
    // The matching set is computed once (MATERIALIZED) and aggregated over the narrow doc_values table.
    expect(statements.terms?.sql).toMatch(/^WITH matched\(rid\) AS MATERIALIZED \(/);
    expect(statements.terms?.sql).toContain(
      'FROM matched CROSS JOIN doc_values f ON f.rid = matched.rid AND f.attr IN (SELECT attr FROM wanted)',
    );
    expect(statements.price?.sql).toContain('count(DISTINCT CASE WHEN f.num >= ');
  });
  it('formats ES range keys', () => {
    expect(rangeKey({ from: 0, to: 5000 })).toBe('0.0-5000.0');
    expect(rangeKey({ from: 15000 })).toBe('15000.0-*');
    expect(rangeKey({ to: 49.5 })).toBe('*-49.5');
  });
});
