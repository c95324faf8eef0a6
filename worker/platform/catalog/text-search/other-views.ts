// A query the store view's own text does not answer is read in the other views' text too: a shopper in the English
// view typing «кроссовки», or in the Russian view typing "sneakers", finds the same products (each view holds the
// same products under their own ids). Only when the view's own readings find nothing, so a query that matches
// keeps its own view's ranking; the other view's matches keep their order and scores, mapped to this view's rows by
// entity id in one statement. Costs the extra round trips only on an empty answer.
import { STORE_CODES, type StoreCode } from '#shared/config/store-views.ts';
import { findTextMatches, type TextMatchOptions, type TextMatchResult } from './find-text-matches';

/** This view's rows of the products `rids` (rows of another view), in the order of `rids`. */
async function sameProductsIn(db: D1Database, store: StoreCode, rids: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .prepare(
      `SELECT s.rid AS source, t.rid AS target FROM documents s
         JOIN documents t ON t.store = ?1 AND t.entity = s.entity AND t.id = s.id
        WHERE s.rid IN (SELECT value FROM json_each(?2))`,
    )
    .bind(store, JSON.stringify(rids))
    .all<{ source: number; target: number }>();
  return new Map(rows.results.map((row) => [row.source, row.target]));
}

/**
 * The view's own matches; when there are none, the first other view's that has some, as this view's rows.
 *
 * @example
 * const { matches } = await findTextMatchesInAnyView(db, 'en', 'кроссовки'); // the en rows of the sneakers
 */
export async function findTextMatchesInAnyView(
  db: D1Database,
  store: StoreCode,
  text: string,
  options: TextMatchOptions = {},
): Promise<TextMatchResult> {
  const own = await findTextMatches(db, store, text, options);
  if (own.matches.length > 0) return own;
  for (const other of STORE_CODES) {
    if (other === store) continue;
    const found = await findTextMatches(db, other, text, options);
    if (found.matches.length === 0) continue;
    const here = await sameProductsIn(
      db,
      store,
      found.matches.map((match) => match.rid),
    );
    const matches = found.matches.flatMap((match) => {
      const rid = here.get(match.rid);
      return rid === undefined ? [] : [{ rid, score: match.score }];
    });
    if (matches.length > 0) return { matches, capped: found.capped };
  }
  return own;
}
