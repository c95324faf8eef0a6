// The statements of match-sql.ts rank exactly like the statement they replaced (ADR 006 addendum "Long
// queries"): one UNION ALL arm per term alternative, kept here as the reference.
// - Short queries (≤ 5 alternatives, within workerd's D1 limit of 5 compound terms) run the reference
//   as it was: every row (rid, relevance, coverage) equal, in the same order.
// - Long queries run it per term (≤ 3 alternatives each) and merge in JavaScript with ADR 006's formula
//   and the relaxed minimum should match: the same documents, relevance and coverage (to 1e-9: the
//   sums run in another order), ranked alike.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryVariants, type Vocabulary } from '#shared/domain/search-text/index.ts';
import { SqlParams } from '#worker/platform/catalog/sql-params.ts';
import {
  compileVariant,
  ftsString,
  type TextStatement,
  type VariantRow,
} from '#worker/platform/catalog/text-search/match-sql.ts';
import {
  LONG_QUERY_TERMS,
  planVariant,
  type TermPlan,
  type VariantPlan,
} from '#worker/platform/catalog/text-search/query-plan.ts';
import { bm25Call } from '#worker/platform/catalog/text-search/schema.ts';
import { loadVocabulary } from '#worker/platform/catalog/text-search/vocabulary.ts';
import { seedDemoWithText } from '#tests/worker/platform/catalog/support/demo-catalogue.ts';

const TABLE = 'product_text_ru';
const D1_MAX_COMPOUND_TERMS = 5;
const LIMIT = 1000;

/** The former arms: one FTS5 sub-select per alternative of the given terms. */
function arms(terms: ReadonlyArray<{ term: TermPlan; index: number }>, params: SqlParams): string[] {
  return terms.flatMap(({ term, index }) =>
    term.alternatives.map(
      (a) =>
        `SELECT rowid AS rid, ${index} AS term, ${a.weight} AS weight, -${bm25Call(TABLE)} * ${a.weight} AS relevance ` +
        `FROM ${TABLE} WHERE ${TABLE} MATCH ${params.bind(a.terms.map(ftsString).join(' OR '))}`,
    ),
  );
}

/** The former statement (ADR 006 "Query"), verbatim apart from the formatting. */
function unionAllStatement(plan: VariantPlan): TextStatement & { arms: number } {
  const params = new SqlParams();
  const selects = arms(
    plan.terms.map((term, index) => ({ term, index })),
    params,
  );
  const sql =
    `WITH hits AS MATERIALIZED (${selects.join(' UNION ALL ')}), ` +
    'per_term AS (SELECT rid, term, max(weight) AS weight, max(relevance) AS relevance FROM hits GROUP BY rid, term) ' +
    'SELECT rid, sum(relevance) AS relevance, sum(weight) AS coverage FROM per_term GROUP BY rid ' +
    `HAVING count(*) >= ${params.bind(plan.required)} ORDER BY relevance DESC, rid LIMIT ${params.bind(LIMIT)}`;
  return { sql, params, arms: selects.length };
}

async function run(statement: TextStatement): Promise<VariantRow[]> {
  return (
    await env.DB.prepare(statement.sql)
      .bind(...statement.params.values)
      .all<VariantRow>()
  ).results;
}

/** The same arms one term at a time, merged with ADR 006's formula and the relaxed threshold. */
async function perTermReference(plan: VariantPlan): Promise<VariantRow[]> {
  const perDocument = new Map<number, { relevance: number; coverage: number; matched: number }>();
  for (const [index, term] of plan.terms.entries()) {
    const params = new SqlParams();
    const sql =
      `WITH hits AS MATERIALIZED (${arms([{ term, index }], params).join(' UNION ALL ')}) ` +
      'SELECT rid, max(weight) AS weight, max(relevance) AS relevance FROM hits GROUP BY rid';
    const rows = await run({ sql, params } as TextStatement);
    for (const row of rows as unknown as Array<{ rid: number; weight: number; relevance: number }>) {
      const doc = perDocument.get(row.rid) ?? { relevance: 0, coverage: 0, matched: 0 };
      perDocument.set(row.rid, {
        relevance: doc.relevance + row.relevance,
        coverage: doc.coverage + row.weight,
        matched: doc.matched + 1,
      });
    }
  }
  const best = Math.max(0, ...[...perDocument.values()].map((d) => d.matched));
  const threshold = Math.min(plan.required, Math.max(plan.minimum, best));
  return [...perDocument]
    .filter(([, d]) => d.matched >= threshold)
    .map(([rid, d]) => ({ rid, relevance: d.relevance, coverage: d.coverage }))
    .sort((a, b) => round(b.relevance) - round(a.relevance) || a.rid - b.rid)
    .slice(0, LIMIT);
}

const round = (x: number) => Math.round(x * 1e9) / 1e9;
const rounded = (rows: readonly VariantRow[]) =>
  rows
    .map((r) => ({ rid: r.rid, relevance: round(r.relevance), coverage: r.coverage }))
    .sort((a, b) => b.relevance - a.relevance || a.rid - b.rid);

let vocabulary: Vocabulary;

beforeAll(async () => {
  await seedDemoWithText(env.DB);
  vocabulary = await loadVocabulary(env.DB, 'ru');
});

function plans(query: string): Array<{ label: string; plan: VariantPlan }> {
  return queryVariants(query, 'ru').flatMap((variant) => {
    const plan = planVariant(variant, vocabulary);
    return plan ? [{ label: `${query} (${variant.kind})`, plan }] : [];
  });
}

describe('match-sql.ts ranks like one UNION ALL arm per alternative', () => {
  it('short queries: the same rows in the same order', async () => {
    const queries = [
      'кросовки',
      'куртка кожаная',
      'платье летнее',
      'плетёный ремень',
      'кроссовки абракадабра',
      'кросовки беговые',
      'ботинки зимнеи',
      'платя летнее',
      'шарф шерстяной',
      'сумка кожанная',
      'krossovki',
      'rhjccjdrb',
      'кеды белые',
      'футболка хлопковая базовая',
      'батинки женские шнуравке',
      'женские кожаные ботинки зимние',
    ];
    let compared = 0;
    let rows = 0;
    for (const { label, plan } of queries.flatMap(plans)) {
      const reference = unionAllStatement(plan);
      if (reference.arms > D1_MAX_COMPOUND_TERMS) continue;
      const expected = await run(reference);
      expect(await run(compileVariant(TABLE, plan, LIMIT)), label).toEqual(expected);
      compared++;
      rows += expected.length;
    }
    expect(compared).toBeGreaterThan(15);
    expect(rows).toBeGreaterThan(100);
  });

  it('long queries: the same documents, relevance and coverage, strict or relaxed', async () => {
    const queries = [
      'батинки женские на шнуравке городской ритм урал тексиль шерсть зима уличный стиль мада', // strict 9 of 12 met
      'кеды платье сумка шарф ремень куртка', // relaxed to 3 of 6
      'женские кожаные ботинки зимние тёплые', // 5 terms
      'материал сезон стиль одежда обувь', // every product holds them
      'кот сад пар луч чай сок год час век сон шаг лук', // typo alternatives of 3-letter words
    ];
    let rows = 0;
    for (const { label, plan } of queries.flatMap(plans)) {
      expect(plan.terms.length, label).toBeGreaterThanOrEqual(LONG_QUERY_TERMS);
      const expected = await perTermReference(plan);
      expect(rounded(await run(compileVariant(TABLE, plan, LIMIT))), label).toEqual(rounded(expected));
      rows += expected.length;
    }
    expect(rows).toBeGreaterThan(100);
  });
});
