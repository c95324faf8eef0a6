// The aggregations of aggregations.ts computed over the matched rows, producing the same TermsRow /
// PriceRow shapes its SQL returns, so formatAggregations turns both into identical responses.
//   terms: group the rows' facet values by val; n = documents with the val, num = max(num) of the group,
//          ranked by n DESC, num ASC (NULL first), val ASC (BINARY), cut at the field's size; total = Σ n.
//   price: min / max of final_price's numeric values, per range the documents with a value in it.
import type { AggregationRequest, PriceRow, TermsRow } from '#worker/platform/catalog/aggregations.ts';
import type { ListingIndex } from './build-index';
import { columnOf } from './evaluate-filters';
import { compareSqlAsc, compareText } from './sql-order';

type TermsRequest = Extract<AggregationRequest, { kind: 'terms' }>;
type RangeRequest = Extract<AggregationRequest, { kind: 'range' }>;

function termsRows(index: ListingIndex, matched: Int32Array, request: TermsRequest): TermsRow[] {
  const column = columnOf(index, request.field);
  const { offsets, valueIds, valGroup, nums, groupVals } = column;
  const perValue = new Int32Array(column.vals.length);
  for (const row of matched) for (let k = offsets[row]!; k < offsets[row + 1]!; k++) perValue[valueIds[k]!]! += 1;

  const n = new Int32Array(groupVals.length);
  const num: Array<number | null> = new Array<number | null>(groupVals.length).fill(null);
  perValue.forEach((count, v) => {
    if (count === 0) return;
    const g = valGroup[v]!;
    n[g]! += count;
    const x = nums[v]!;
    const current = num[g] ?? null;
    if (!Number.isNaN(x) && (current === null || x > current)) num[g] = x;
  });
  const groups: number[] = [];
  let total = 0;
  n.forEach((count, g) => {
    if (count === 0) return;
    groups.push(g);
    total += count;
  });
  groups.sort(
    (a, b) =>
      n[b]! - n[a]! || compareSqlAsc(num[a] ?? null, num[b] ?? null) || compareText(groupVals[a]!, groupVals[b]!),
  );
  return groups
    .slice(0, request.size)
    .map((g) => ({ attr: request.field, bucket: groupVals[g]!, num: num[g] ?? null, n: n[g]!, total }));
}

function priceRow(index: ListingIndex, matched: Int32Array, request: RangeRequest): PriceRow {
  const { offsets, valueIds, nums } = columnOf(index, request.field);
  const counts = new Array<number>(request.ranges.length).fill(0);
  let min: number | null = null;
  let max: number | null = null;
  for (const row of matched) {
    const inRange = new Array<boolean>(request.ranges.length).fill(false);
    for (let k = offsets[row]!; k < offsets[row + 1]!; k++) {
      const x = nums[valueIds[k]!]!;
      if (Number.isNaN(x)) continue;
      if (min === null || x < min) min = x;
      if (max === null || x > max) max = x;
      request.ranges.forEach((r, i) => {
        if ((r.from === undefined || x >= r.from) && (r.to === undefined || x < r.to)) inRange[i] = true;
      });
    }
    inRange.forEach((hit, i) => (counts[i]! += hit ? 1 : 0));
  }
  const row: PriceRow = { min, max };
  counts.forEach((count, i) => (row[`b${i}`] = count));
  return row;
}

export function aggregateRows(
  index: ListingIndex,
  matched: Int32Array,
  requests: readonly AggregationRequest[],
): { terms: TermsRow[]; price: PriceRow | undefined } {
  const terms = requests
    .filter((r): r is TermsRequest => r.kind === 'terms')
    .flatMap((r) => termsRows(index, matched, r));
  const range = requests.find((r): r is RangeRequest => r.kind === 'range');
  return { terms, price: range ? priceRow(index, matched, range) : undefined };
}

/** The attributes the aggregations read, for the coverage check. */
export function aggregationAttributes(requests: readonly AggregationRequest[]): string[] {
  return requests.map((r) => r.field);
}
