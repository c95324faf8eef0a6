// `_source_include` / `_source_exclude` (contract §2.1) applied to a document, as ES source filtering:
// patterns are dot paths where `*` matches any characters (dots included: `*.sgn` removes `sgn` at any
// depth); including a path includes everything under it; arrays of objects are filtered per element;
// exclude wins over include. Pure: shared by catalogue search and the url map.
export interface SourceFilter {
  include: readonly string[];
  exclude: readonly string[];
}

interface CompiledPattern {
  /** Matches the whole path. */
  full: RegExp;
  /** The literal text before the first `*`: a path can only lead to a match if it is a prefix of it or vice versa. */
  literalPrefix: string;
  hasWildcard: boolean;
}

function compile(pattern: string): CompiledPattern {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  const star = pattern.indexOf('*');
  return {
    full: new RegExp(`^${escaped.join('.*')}$`),
    literalPrefix: star === -1 ? pattern : pattern.slice(0, star),
    hasWildcard: star !== -1,
  };
}

/** True when the path itself or one of its ancestors matches (`category` matches `category.name`). */
function matchesSelfOrAncestor(patterns: readonly CompiledPattern[], path: string): boolean {
  let cut = path.length;
  for (;;) {
    const candidate = path.slice(0, cut);
    if (patterns.some((p) => p.full.test(candidate))) return true;
    cut = path.lastIndexOf('.', cut - 1);
    if (cut <= 0) return false;
  }
}

/** True when some descendant of the object at `path` could match an include pattern. */
function mayIncludeDescendant(patterns: readonly CompiledPattern[], path: string): boolean {
  const prefix = `${path}.`;
  return patterns.some((p) =>
    p.hasWildcard
      ? p.literalPrefix.startsWith(prefix) || prefix.startsWith(p.literalPrefix)
      : p.literalPrefix.startsWith(prefix),
  );
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function createSourceFilter(filter: SourceFilter): (doc: Record<string, unknown>) => Record<string, unknown> {
  const include = filter.include.map(compile);
  const exclude = filter.exclude.map(compile);
  if (include.length === 0 && exclude.length === 0) return (doc) => doc;

  // `included` = an ancestor (or the value itself) already matched an include pattern.
  const filterValue = (value: unknown, path: string, included: boolean): { keep: boolean; value?: unknown } => {
    if (matchesSelfOrAncestor(exclude, path)) return { keep: false };
    const selfIncluded = included || include.length === 0 || include.some((p) => p.full.test(path));
    if (Array.isArray(value)) {
      const items = value
        .map((item) => filterValue(item, path, selfIncluded))
        .filter((r) => r.keep)
        .map((r) => r.value);
      return { keep: selfIncluded || items.length > 0, value: items };
    }
    if (isPlainObject(value)) {
      if (!selfIncluded && !mayIncludeDescendant(include, path)) return { keep: false };
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
