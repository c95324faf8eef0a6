// Text search for `_searchText` (supplement §4, spec §9), one D1 round trip per query (plus one to
// load the typo vocabulary when this isolate has none cached):
//   1. the query's readings: as typed, and in the ru view for Latin text also the other keyboard
//      layout («rhjccjdrb») and the transliteration («krossovki»); in the en view for Cyrillic text
//      the other layout;
//   2. ONE batch: the exact SKU lookup (parent or child, case-insensitive, also on the other layout)
//      and one ranked statement per reading (match-sql.ts);
//   3. the reading whose best product covers the largest share of its terms wins (ties: as typed,
//      then layout, then transliteration); exact SKU matches go first.
//
// Score (documented normalisation for min score 0.02): a text match scores its relevance divided by
// the relevance of the best text match of the same query, so scores are in (0, 1] and the best text
// match scores 1; matches under MIN_SCORE (2 % of the best) are dropped. Exact SKU matches score
// SKU_MATCH_SCORE (2), above any text match.
//
// How the catalogue search uses it (search.ts, `_searchText`):
//   const matches = await findTextMatches(db, store, text, { limit });
//   - candidate set: restrict the compiled filters to `rid IN (SELECT value FROM json_each(?))` bound
//     to JSON.stringify(matches.map((m) => m.rid)) — ONE parameter whatever the number of matches;
//     filters (visibility, status, stock...) then apply as usual, and hits.total counts this set;
//   - relevance order (no explicit sort, or sort by _score): order by the position in that list,
//     e.g. `ORDER BY (SELECT key FROM json_each(?) WHERE value = d.rid)`, and report `score` as _score.
//   An empty array means no product matches: answer an empty page without running the filters.
import type { StoreCode } from '#shared/config/store-views.ts';
import { foldText, queryVariants, skuVariants } from '#shared/domain/search-text/index.ts';
import { compileSkuLookup, compileVariant, type TextStatement, type VariantRow } from './match-sql';
import { skuKey } from './product-text';
import { planVariant, type VariantPlan } from './query-plan';
import { STORE_LANGUAGE, TEXT_TABLES } from './schema';
import { loadVocabulary } from './vocabulary';

export interface TextMatch {
  rid: number;
  score: number;
}

export interface TextMatchResult {
  matches: TextMatch[];
  /**
   * True when the candidate set reached its size cap: more products may match than were scored, so a
   * total counted from `matches` is a lower bound (ES `hits.total.relation: "gte"`).
   */
  capped: boolean;
}

export interface TextMatchOptions {
  /** Most matches returned (the candidate set's size cap). */
  limit?: number;
}

/** Spec §9 / supplement §4 minimum score, on the normalised score above. */
export const MIN_SCORE = 0.02;
export const SKU_MATCH_SCORE = 2;
export const DEFAULT_TEXT_MATCH_LIMIT = 1000;
/** Longer input is cut: no product text needs more, and it bounds the work per query. */
export const MAX_QUERY_CHARACTERS = 200;

function toStatement(db: D1Database, statement: TextStatement): D1PreparedStatement {
  return db.prepare(statement.sql).bind(...statement.params.values);
}

/** Best share of terms covered by one product (1 = every term matched exactly). */
function quality(plan: VariantPlan, rows: readonly VariantRow[]): number {
  let best = 0;
  for (const row of rows) best = Math.max(best, Number(row.coverage) / plan.terms.length);
  return best;
}

export async function findTextMatches(
  db: D1Database,
  store: StoreCode,
  text: string,
  options: TextMatchOptions = {},
): Promise<TextMatchResult> {
  const limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_TEXT_MATCH_LIMIT));
  const query = text.slice(0, MAX_QUERY_CHARACTERS).trim();
  if (query === '') return { matches: [], capped: false };
  const table = TEXT_TABLES[store];
  const vocabulary = await loadVocabulary(db, store);
  const plans = queryVariants(query, STORE_LANGUAGE[store])
    .map((variant) => planVariant(variant, vocabulary))
    .filter((plan): plan is VariantPlan => plan !== null);
  const skuKeys = skuVariants(foldText(query)).map(skuKey);

  const [skuResult, ...variantResults] = await db.batch<Record<string, unknown>>([
    toStatement(db, compileSkuLookup(store, skuKeys)),
    ...plans.map((plan) => toStatement(db, compileVariant(table, plan, limit))),
  ]);

  const skuRids = ((skuResult?.results ?? []) as Array<{ rid: number }>).map((row) => row.rid);
  let chosen: readonly VariantRow[] = [];
  let capped = false;
  let chosenQuality = 0;
  plans.forEach((plan, i) => {
    const rows = (variantResults[i]?.results ?? []) as unknown as VariantRow[];
    if (rows.length >= limit) capped = true;
    const q = quality(plan, rows);
    if (q > chosenQuality) {
      chosen = rows;
      chosenQuality = q;
    }
  });

  const matches: TextMatch[] = skuRids.map((rid) => ({ rid, score: SKU_MATCH_SCORE }));
  const seen = new Set(skuRids);
  const top = Number(chosen[0]?.relevance ?? 0);
  for (const row of chosen) {
    if (matches.length >= limit) break;
    if (seen.has(row.rid)) continue;
    const score = top > 0 ? Number(row.relevance) / top : 0;
    if (score < MIN_SCORE) continue;
    matches.push({ rid: row.rid, score });
  }
  return { matches: matches.slice(0, limit), capped: capped || matches.length > limit };
}
