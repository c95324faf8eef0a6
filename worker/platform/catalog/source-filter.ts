// `_source_include` / `_source_exclude` (contract §2.1) applied to a document, as ES source filtering:
// patterns are dot paths where `*` matches any characters (dots included: `*.sgn` removes `sgn` at any
// depth); including a path includes everything under it; arrays of objects are filtered per element;
// exclude wins over include. Pure: shared by catalogue search and the url map.
//
// Matching is linear (ADR 016, issue 8 finding 1): a pattern is split at its `*`s into literal segments
// matched left to right with indexOf, never a backtracking regex (`*****Q` as a regex took 16 s), runs of
// `*` collapse to one, and decisions are memoised per path, so a page of 4000 documents with the same
// shape pays for each distinct path once. Pattern counts and lengths are bounded by the request schemas
// (shared/config/input-limits.ts).
export interface SourceFilter {
  include: readonly string[];
  exclude: readonly string[];
}

interface CompiledPattern {
  /** Matches the whole path. */
  matches: (path: string) => boolean;
  /** The literal text before the first `*`: a path can only lead to a match if it is a prefix of it or vice versa. */
  literalPrefix: string;
  hasWildcard: boolean;
}

/**
 * A `*`-glob as a linear-time predicate: the first segment must be a prefix, the last a suffix, and the
 * middle ones occur in order between them. Leftmost matching of the middle segments is exact for globs
 * whose only wildcard is `*` (a later occurrence can only leave less room for the rest).
 */
export function compileGlob(pattern: string): (text: string) => boolean {
  const segments = pattern.replace(/\*+/g, '*').split('*');
  if (segments.length === 1) return (text) => text === pattern;
  const first = segments[0] ?? '';
  const last = segments[segments.length - 1] ?? '';
  const middle = segments.slice(1, -1);
  return (text) => {
    if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last)) return false;
    const end = text.length - last.length;
    let position = first.length;
    for (const segment of middle) {
      const at = text.indexOf(segment, position);
      if (at === -1 || at + segment.length > end) return false;
      position = at + segment.length;
    }
    return true;
  };
}

function compile(pattern: string): CompiledPattern {
  const star = pattern.indexOf('*');
  return {
    matches: compileGlob(pattern),
    literalPrefix: star === -1 ? pattern : pattern.slice(0, star),
    hasWildcard: star !== -1,
  };
}

/** A predicate on paths, computed once per distinct path. */
function memoise(decide: (path: string) => boolean): (path: string) => boolean {
  const known = new Map<string, boolean>();
  return (path) => {
    let answer = known.get(path);
    if (answer === undefined) {
      answer = decide(path);
      known.set(path, answer);
    }
    return answer;
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function createSourceFilter(filter: SourceFilter): (doc: Record<string, unknown>) => Record<string, unknown> {
  const include = filter.include.map(compile);
  const exclude = filter.exclude.map(compile);
  if (include.length === 0 && exclude.length === 0) return (doc) => doc;

  const matchesInclude = memoise((path) => include.some((p) => p.matches(path)));
  /** True when the path itself or one of its ancestors is excluded (`category` excludes `category.name`). */
  const excluded: (path: string) => boolean = memoise((path) => {
    if (exclude.some((p) => p.matches(path))) return true;
    const parent = path.lastIndexOf('.');
    return parent > 0 && excluded(path.slice(0, parent));
  });
  /** True when some descendant of the object at `path` could match an include pattern. */
  const mayIncludeDescendant = memoise((path) => {
    const prefix = `${path}.`;
    return include.some((p) =>
      p.hasWildcard
        ? p.literalPrefix.startsWith(prefix) || prefix.startsWith(p.literalPrefix)
        : p.literalPrefix.startsWith(prefix),
    );
  });

  // `included` = an ancestor (or the value itself) already matched an include pattern.
  const filterValue = (value: unknown, path: string, included: boolean): { keep: boolean; value?: unknown } => {
    if (excluded(path)) return { keep: false };
    const selfIncluded = included || include.length === 0 || matchesInclude(path);
    if (Array.isArray(value)) {
      const items = value
        .map((item) => filterValue(item, path, selfIncluded))
        .filter((r) => r.keep)
        .map((r) => r.value);
      return { keep: selfIncluded || items.length > 0, value: items };
    }
    if (isPlainObject(value)) {
      if (!selfIncluded && !mayIncludeDescendant(path)) return { keep: false };
      const out = filterObject(value, path, selfIncluded);
      return { keep: selfIncluded || Object.keys(out).length > 0, value: out };
    }
    return selfIncluded ? { keep: true, value } : { keep: false };
  };

  const filterObject = (obj: Record<string, unknown>, base: string, included: boolean): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(obj)) {
      const result = filterValue(value, base ? `${base}.${key}` : key, included);
      if (result.keep) out[key] = result.value;
    }
    return out;
  };

  return (doc) => filterObject(doc, '', false);
}
