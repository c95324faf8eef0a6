// The text-search statement in node (ADR 006 addendum "Long queries"): its size does not grow with the
// query (no UNION ALL: workerd's D1 allows 5 compound terms and 100 parameters), the 75 % rule of
// short queries is unchanged, and long queries may relax it down to RELAXED_MINIMUM_TERMS.
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '#shared/domain/search-text/index.ts';
import {
  alternativeRows,
  compileVariant,
  termExpressions,
  type AlternativeRow,
} from '#worker/platform/catalog/text-search/match-sql.ts';
import {
  LONG_QUERY_TERMS,
  MAX_QUERY_TERMS,
  planVariant,
  relaxedMinimum,
  requiredTerms,
  RELAXED_MINIMUM_TERMS,
} from '#worker/platform/catalog/text-search/query-plan.ts';

const vocabulary = new Vocabulary(
  ['ботинк', 'шнуровк', 'текстил', 'мод', 'женск', 'кед', 'сумк', 'шарф', 'ремен', 'куртк', 'плат'].map((term) => ({
    term,
    docs: 10,
  })),
);

const plan = (text: string) => {
  const p = planVariant({ kind: 'typed', text }, vocabulary);
  if (!p) throw new Error(`no terms in ${text}`);
  return p;
};

describe('minimum should match', () => {
  it('keeps 75 % (at least 1) up to 4 terms, as before', () => {
    expect([1, 2, 3, 4].map(requiredTerms)).toEqual([1, 1, 2, 3]);
    expect([1, 2, 3, 4].map(relaxedMinimum)).toEqual([1, 1, 2, 3]);
  });

  it(`lets a query of ${LONG_QUERY_TERMS}+ terms relax to ${RELAXED_MINIMUM_TERMS}`, () => {
    expect([5, 6, 8, 12].map(requiredTerms)).toEqual([3, 4, 6, 9]);
    for (const n of [5, 6, 8, 12]) expect(relaxedMinimum(n)).toBe(RELAXED_MINIMUM_TERMS);
  });
});

describe('compileVariant', () => {
  it('binds every alternative of a 12-term query with typos as one JSON parameter, no compound SELECT', () => {
    const p = plan('батинки женские шнуравке тексиль мада кеды сумка шарф ремень куртка платье абракадабра');
    expect(p.terms).toHaveLength(MAX_QUERY_TERMS);
    expect(p.terms.filter((t) => t.alternatives.length > 1).map((t) => t.term)).toEqual([
      'батинк',
      'шнуравк',
      'тексил',
      'мад',
    ]);
    const { sql, params } = compileVariant('product_text_ru', p, 1000);
    expect(sql).not.toMatch(/UNION/i);
    // alternatives, per-term expressions, required, minimum, limit
    expect(params.values).toHaveLength(5);
    const rows = JSON.parse(String(params.values[0])) as AlternativeRow[];
    expect(rows).toEqual(alternativeRows(p));
    expect(rows.length).toBe(MAX_QUERY_TERMS + 4);
    expect(rows.find((r) => r.m === '"ботинк"')).toEqual({ t: 0, w: 0.5, m: '"ботинк"' });
    expect(JSON.parse(String(params.values[1]))).toEqual(termExpressions(p));
    expect(termExpressions(p)[0]).toBe('"батинк" OR "ботинк"');
  });

  it('quotes user text inside the JSON match expressions, never in the SQL', () => {
    const p = plan('кеды" OR "x сумка NEAR(шарф');
    const { sql } = compileVariant('product_text_ru', p, 10);
    expect(sql).not.toContain('кед');
    expect(sql).not.toContain('NEAR');
  });

  it('scores candidates only (two steps) for long queries, every hit for short ones as before', () => {
    const short = compileVariant('product_text_ru', plan('кеды сумка шарф ремень'), 10);
    expect(short.sql).not.toContain('candidates');
    expect(short.sql).toContain('HAVING count(*) >= ?2');
    expect(short.params.values).toEqual([expect.any(String), 3, 10]);
    const long = compileVariant('product_text_ru', plan('кеды сумка шарф ремень куртка платье'), 10);
    expect(long.sql).toContain('+product_text_ru.rowid IN candidates');
    expect(long.params.values.slice(2)).toEqual([4, 2, 10]);
  });

  it('keeps the one-known-word statement that FTS5 ranks directly', () => {
    expect(compileVariant('product_text_ru', plan('кеды'), 10).sql).not.toContain('json_each');
  });

  it('drops terms after the first MAX_QUERY_TERMS', () => {
    const words = Array.from({ length: 30 }, (_, i) => `слово${String.fromCharCode(1072 + i)}`);
    expect(plan(words.join(' ')).terms).toHaveLength(MAX_QUERY_TERMS);
  });
});
