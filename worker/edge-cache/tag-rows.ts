// The rows an entry's tags take in the edge cache's tag index, and the index's row budget (ADR 059). Pure, so the
// rules are unit-tested; worker/edge-cache/tags.ts writes and reads the rows.
import { DEFAULT_TAG_ROWS, MAX_TAGS_PER_ENTRY } from '#shared/config/input-limits.ts';

/** The smallest budget a setting may ask for: one entry's rows, a few times over. */
const MIN_TAG_ROWS = 1_000;

/** The wildcard standing for every tag of a kind (`P123` → `P*`), written when an entry has too many to index. */
export const wildcardOf = (tag: string): string => `${tag[0]}*`;

/**
 * The rows an entry's tags take in the index: the tags themselves up to MAX_TAGS_PER_ENTRY, else the
 * largest kinds collapsed to their wildcard until they fit (a search of 500 products indexes `P*` and its
 * categories). The entry's `Cache-Tag` header carries the same list.
 */
export function indexedTags(tags: readonly string[]): string[] {
  let kept = [...new Set(tags)];
  while (kept.length > MAX_TAGS_PER_ENTRY) {
    const byKind = new Map<string, number>();
    for (const tag of kept) if (!tag.endsWith('*')) byKind.set(tag[0]!, (byKind.get(tag[0]!) ?? 0) + 1);
    const largest = [...byKind].sort((a, b) => b[1] - a[1])[0];
    if (!largest) break;
    const [kind] = largest;
    kept = [...kept.filter((t) => t[0] !== kind), `${kind}*`];
  }
  return kept;
}

/** The row budget of the tag index: the EDGE_CACHE_TAG_ROWS var, else DEFAULT_TAG_ROWS. */
export function tagRowBudget(setting: string | undefined): number {
  const n = Number(setting);
  return Number.isInteger(n) && n >= MIN_TAG_ROWS ? n : DEFAULT_TAG_ROWS;
}
