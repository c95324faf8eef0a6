// SQLite's ordering rules, so that the listing index orders exactly as the SQL path does:
//  - type order NULL < numbers < text (https://sqlite.org/datatype3.html#sort_order);
//  - text compares with the BINARY collation, i.e. memcmp of UTF-8. UTF-16 code-unit order agrees with
//    it except that a surrogate pair (a code point ≥ U+10000) must order after every BMP character.
export type SqlScalar = number | string | null;

const isSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdfff;

export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = isSurrogate(x);
    if (xs !== isSurrogate(y)) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

const typeRank = (v: SqlScalar) => (v === null ? 0 : typeof v === 'number' ? 1 : 2);

/** `ORDER BY v ASC` of SQLite for NULL, numbers and text. */
export function compareSqlAsc(a: SqlScalar, b: SqlScalar): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b);
  return 0;
}
