// Orders matched rows exactly as query-compiler.ts compilePage does: per sort field the document's
// value (multi-valued: MIN ascending, MAX descending; coalesce(min(num), min(val)) — any numeric row
// wins over text), missing values last, SQLite's type and text order, then id ascending.
// `_score` (text search) sorts by the relevance score of the row.
import type { SortSpec } from '#shared/contract/catalog-search.ts';
import { SCORE_FIELD } from '#worker/platform/catalog/query-compiler.ts';
import type { ListingIndex } from './build-index';
import { columnOf } from './evaluate-filters';
import { compareSqlAsc, compareText, type SqlScalar } from './sql-order';

/** Row → relevance score (NaN = not a text match); absent without text search. */
export type RowScores = Float64Array;

/** The sort value of one row for one field: what the SQL path returns as `s<i>`. */
function sortValue(index: ListingIndex, spec: SortSpec, row: number): SqlScalar {
  const column = columnOf(index, spec.field);
  const { offsets, valueIds, nums, vals } = column;
  const wantMin = spec.direction === 'asc';
  let num: number | null = null;
  let text: string | null = null;
  for (let k = offsets[row]!; k < offsets[row + 1]!; k++) {
    const v = valueIds[k]!;
    const n = nums[v]!;
    if (!Number.isNaN(n) && (num === null || (wantMin ? n < num : n > num))) num = n;
    const t = vals[v]!;
    if (text === null || (wantMin ? compareText(t, text) < 0 : compareText(t, text) > 0)) text = t;
  }
  return num ?? text;
}

/** One column of sort values, by position in `rows`. */
function sortColumn(index: ListingIndex, spec: SortSpec, rows: Int32Array, scores: RowScores | undefined): SqlScalar[] {
  const values: SqlScalar[] = new Array<SqlScalar>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (spec.field === 'id') values[i] = index.ids[row]!;
    else if (spec.field === SCORE_FIELD) values[i] = scores ? scores[row]! : null;
    else values[i] = sortValue(index, spec, row);
  }
  return values;
}

export interface SortedRows {
  /** Matched rows in result order. */
  rows: Int32Array;
  /** Sort values per sort spec, by position in `rows` (ES `hits.hits[].sort`). */
  values: SqlScalar[][];
}

export function sortRows(
  index: ListingIndex,
  matched: Int32Array,
  sorts: readonly SortSpec[],
  scores?: RowScores,
): SortedRows {
  const columns = sorts.map((spec) => sortColumn(index, spec, matched, scores));
  const order = Array.from({ length: matched.length }, (_, i) => i);
  order.sort((a, b) => {
    for (let s = 0; s < sorts.length; s++) {
      const column = columns[s]!;
      const x = column[a] ?? null;
      const y = column[b] ?? null;
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
        continue;
      }
      const cmp = compareSqlAsc(x, y);
      if (cmp !== 0) return sorts[s]!.direction === 'asc' ? cmp : -cmp;
    }
    return index.ids[matched[a]!]! - index.ids[matched[b]!]!;
  });
  return {
    rows: Int32Array.from(order, (i) => matched[i]!),
    values: columns.map((column) => order.map((i) => column[i]!)),
  };
}
