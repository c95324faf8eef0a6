// The applied filters of a SearchQuery evaluated over the listing index, with exactly the semantics
// of query-compiler.ts (which documents them): a condition matches a document when one of its facet
// rows of the attribute matches (ranges: all bounds on the same row); must = AND, must_not = NOT,
// should / should_not = the one OR group; catalog scope = `attr` OR (`attr_options` AND type_id
// configurable), ranges on `price` read final_price.
import type { FilterCondition, ParsedFilter, RangeBounds, RangeBound } from '#shared/contract/catalog-search.ts';
import { numericBound, PRICE_FILTER_FIELD } from '#worker/platform/catalog/query-compiler.ts';
import type { AttributeColumn } from './attribute-column';
import type { ListingIndex } from './build-index';
import { compareText } from './sql-order';

/** One flag per document row. */
export type RowSet = Uint8Array;

const RANGE_TESTS: Record<keyof RangeBounds, (cmp: number) => boolean> = {
  gt: (c) => c > 0,
  gte: (c) => c >= 0,
  lt: (c) => c < 0,
  lte: (c) => c <= 0,
};

export function columnOf(index: ListingIndex, attribute: string): AttributeColumn {
  const column = index.column(attribute);
  if (!column) throw new Error(`the listing index does not hold "${attribute}" (coverage must be checked first)`);
  return column;
}

/** Per value id: does a facet row with this value satisfy the condition (occurrence aside)? */
function matchingValues(column: AttributeColumn, condition: FilterCondition): Uint8Array {
  const accepted = new Uint8Array(column.vals.length);
  switch (condition.kind) {
    case 'exists':
      accepted.fill(1);
      break;
    case 'terms': {
      const wanted = new Set(condition.values);
      column.vals.forEach((val, v) => (accepted[v] = wanted.has(val) ? 1 : 0));
      break;
    }
    case 'range': {
      const tests = (Object.entries(condition.bounds) as Array<[keyof RangeBounds, RangeBound]>).map(([key, bound]) => {
        const num = numericBound(bound);
        const test = RANGE_TESTS[key];
        // Numeric bounds compare facets.num (NULL never matches), others compare val as text.
        return num === null
          ? (v: number) => test(compareText(column.vals[v] ?? '', String(bound)))
          : (v: number) => !Number.isNaN(column.nums[v]!) && test(column.nums[v]! - num);
      });
      column.vals.forEach((_, v) => (accepted[v] = tests.every((t) => t(v)) ? 1 : 0));
      break;
    }
  }
  return accepted;
}

/** Rows having at least one value of the column the condition accepts. */
function rowsWith(index: ListingIndex, attribute: string, condition: FilterCondition): RowSet {
  const column = columnOf(index, attribute);
  const accepted = matchingValues(column, condition);
  const rows = new Uint8Array(index.rowCount);
  const { offsets, valueIds } = column;
  for (let r = 0; r < index.rowCount; r++) {
    for (let k = offsets[r]!; k < offsets[r + 1]!; k++) {
      if (accepted[valueIds[k]!] === 1) {
        rows[r] = 1;
        break;
      }
    }
  }
  return rows;
}

const CONFIGURABLE: FilterCondition = { kind: 'terms', occurrence: 'must', values: ['configurable'] };

/** Rows a filter is about, before its occurrence applies (query-compiler.ts filterAlternatives). */
function filterRows(index: ListingIndex, filter: ParsedFilter): RowSet {
  const { attribute, condition, scope } = filter;
  if (scope !== 'catalog') return rowsWith(index, attribute, condition);
  if (condition.kind === 'range')
    return rowsWith(index, attribute === 'price' ? PRICE_FILTER_FIELD : attribute, condition);
  const direct = rowsWith(index, attribute, condition);
  const options = rowsWith(index, `${attribute}_options`, condition);
  const configurable = rowsWith(index, 'type_id', CONFIGURABLE);
  for (let r = 0; r < direct.length; r++) direct[r] = direct[r]! | (options[r]! & configurable[r]!);
  return direct;
}

/** The attributes a filter reads, for the coverage check. */
export function filterAttributes(filter: ParsedFilter): string[] {
  const { attribute, condition, scope } = filter;
  if (scope !== 'catalog') return [attribute];
  if (condition.kind === 'range') return [attribute === 'price' ? PRICE_FILTER_FIELD : attribute];
  return [attribute, `${attribute}_options`, 'type_id'];
}

/** Narrows `candidates` (in place) to the rows every filter and the OR group accept. */
export function applyFilters(index: ListingIndex, filters: readonly ParsedFilter[], candidates: RowSet): RowSet {
  let orGroup: RowSet | undefined;
  for (const filter of filters) {
    const rows = filterRows(index, filter);
    switch (filter.condition.occurrence) {
      case 'must':
        for (let r = 0; r < rows.length; r++) candidates[r]! &= rows[r]!;
        break;
      case 'must_not':
        for (let r = 0; r < rows.length; r++) candidates[r]! &= rows[r]! ^ 1;
        break;
      case 'should':
      case 'should_not': {
        const negate = filter.condition.occurrence === 'should_not' ? 1 : 0;
        orGroup ??= new Uint8Array(index.rowCount);
        for (let r = 0; r < rows.length; r++) orGroup[r]! |= rows[r]! ^ negate;
        break;
      }
    }
  }
  if (orGroup) for (let r = 0; r < candidates.length; r++) candidates[r]! &= orGroup[r]!;
  return candidates;
}
