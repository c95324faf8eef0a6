// Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and
// transpositions of adjacent letters, each costing 1), with a cap so that the typo expansion can
// stop early: anything farther than `cap` is reported as cap + 1.

export function damerauLevenshtein(a: string, b: string, cap = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const width = b.length + 1;
  let previous2 = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > cap) return cap + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  const distance = previous[b.length] as number;
  return distance > cap ? cap + 1 : distance;
}

/** Spec §9 fuzziness 2 with minimum term length 3. */
export const MAX_FUZZINESS = 2;

/**
 * Edits allowed for a term: none under 3 letters (spec §9 minimum term length), one for 3 to 5 letters
 * (two edits would turn most short words into other words), MAX_FUZZINESS from 6 letters on.
 */
export function allowedEdits(term: string): number {
  if (term.length < 3) return 0;
  if (term.length <= 5) return 1;
  return MAX_FUZZINESS;
}
