// Typo tolerance (spec §9 fuzziness 2): a query term the index does not know is replaced by the known
// terms within its allowed edit distance. Pure, so the worker (vocabulary from D1) and an offline
// browser search (vocabulary from cached products) share it.
import { allowedEdits, damerauLevenshtein, MAX_FUZZINESS } from './edit-distance';

export interface VocabularyEntry {
  term: string;
  /** Number of documents holding the term (ties between equally near candidates go to the commoner). */
  docs: number;
}

/** Vocabulary grouped by first letter: contract §2.4(b) prefix_length 1 (the first letter is not fuzzed). */
export class Vocabulary {
  private readonly byFirstLetter = new Map<string, VocabularyEntry[]>();
  private readonly known = new Set<string>();

  constructor(entries: Iterable<VocabularyEntry>) {
    for (const entry of entries) {
      this.known.add(entry.term);
      const first = entry.term[0];
      if (first === undefined) continue;
      const bucket = this.byFirstLetter.get(first);
      if (bucket) bucket.push(entry);
      else this.byFirstLetter.set(first, [entry]);
    }
  }

  get size(): number {
    return this.known.size;
  }

  has(term: string): boolean {
    return this.known.has(term);
  }

  entriesStartingWith(letter: string): readonly VocabularyEntry[] {
    return this.byFirstLetter.get(letter) ?? [];
  }
}

/** Contract §2.4(b) max_expansions 3. */
export const MAX_EXPANSIONS = 3;

export interface FuzzyCandidate {
  term: string;
  distance: number;
}

/**
 * Known terms that `term` may have meant: none when the term itself is known (a word the index holds is
 * taken as meant, so «плащ» never widens to «плат»), terms holding digits are never fuzzed (SKUs and
 * sizes differ by one digit), otherwise the nearest MAX_EXPANSIONS within `maxEdits`: allowedEdits(term)
 * unless the caller measures it on something else (the platform measures the word as typed, issue 10).
 */
export function fuzzyCandidates(
  term: string,
  vocabulary: Vocabulary,
  maxExpansions = MAX_EXPANSIONS,
  maxEdits = allowedEdits(term),
): FuzzyCandidate[] {
  if (vocabulary.has(term) || /\d/.test(term)) return [];
  const cap = Math.min(maxEdits, MAX_FUZZINESS);
  const first = term[0];
  if (cap === 0 || first === undefined) return [];
  const found: Array<FuzzyCandidate & { docs: number }> = [];
  for (const entry of vocabulary.entriesStartingWith(first)) {
    if (Math.abs(entry.term.length - term.length) > cap) continue;
    const distance = damerauLevenshtein(term, entry.term, cap);
    if (distance <= cap) found.push({ term: entry.term, distance, docs: entry.docs });
  }
  found.sort((a, b) => a.distance - b.distance || b.docs - a.docs || (a.term < b.term ? -1 : 1));
  return found.slice(0, maxExpansions).map(({ term: t, distance }) => ({ term: t, distance }));
}
