// One attribute of the listing index, column-oriented: the attribute's distinct facet values (the
// (val, num) pairs of `facets`, worker/platform/storage/indexing.ts) interned to value ids, and per
// document row the ids of its values in one flat Int32Array (compressed sparse rows). A document has
// 0..n values (category_ids, *_options are multi-valued); nothing is stored for a missing value.

export interface AttributeColumn {
  /** value id → `facets.val`. */
  readonly vals: readonly string[];
  /** value id → `facets.num`, NaN where it is NULL. */
  readonly nums: Float64Array;
  /** value id → id of its `val` (terms aggregations group by val alone, as aggregations.ts does). */
  readonly valGroup: Int32Array;
  /** val group id → the val. */
  readonly groupVals: readonly string[];
  /** Values of document row r: valueIds[offsets[r] .. offsets[r + 1]). */
  readonly offsets: Int32Array;
  readonly valueIds: Int32Array;
}

/** A column for an attribute no document has. */
export function emptyColumn(rows: number): AttributeColumn {
  return {
    vals: [],
    nums: new Float64Array(0),
    valGroup: new Int32Array(0),
    groupVals: [],
    offsets: new Int32Array(rows + 1),
    valueIds: new Int32Array(0),
  };
}

/** Collects (value, rows) pairs of one attribute, then lays them out per row. */
export class AttributeColumnBuilder {
  private readonly vals: string[] = [];
  private readonly nums: number[] = [];
  private readonly rowsOfValue: number[][] = [];

  constructor(private readonly rowCount: number) {}

  add(val: string, num: number | null, rows: number[]): void {
    if (rows.length === 0) return;
    this.vals.push(val);
    this.nums.push(num ?? Number.NaN);
    this.rowsOfValue.push(rows);
  }

  build(): AttributeColumn {
    const counts = new Int32Array(this.rowCount + 1);
    for (const rows of this.rowsOfValue) for (const row of rows) counts[row + 1]! += 1;
    const offsets = new Int32Array(this.rowCount + 1);
    for (let r = 0; r < this.rowCount; r++) offsets[r + 1] = offsets[r]! + counts[r + 1]!;
    const fill = offsets.slice(0, this.rowCount);
    const valueIds = new Int32Array(offsets[this.rowCount]!);
    this.rowsOfValue.forEach((rows, valueId) => {
      for (const row of rows) valueIds[fill[row]!++] = valueId;
    });
    const groupOf = new Map<string, number>();
    const valGroup = new Int32Array(this.vals.length);
    this.vals.forEach((val, valueId) => {
      let group = groupOf.get(val);
      if (group === undefined) {
        group = groupOf.size;
        groupOf.set(val, group);
      }
      valGroup[valueId] = group;
    });
    return {
      vals: this.vals,
      nums: Float64Array.from(this.nums),
      valGroup,
      groupVals: [...groupOf.keys()],
      offsets,
      valueIds,
    };
  }
}
