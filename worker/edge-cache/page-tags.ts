// Cache tags of a rendered page (ADR 013), read from the page's own query cache after the render: the
// product of a product page (`P{id}`), the category of a category page and the categories it lists
// (`C{id}`, from the loader's `categoryIds`), and every product a listing shows (`P{id}`: category
// products, home lists). The menu is left out: a category rename reaches pages by TTL (or a C purge of the
// category page itself); with the embedded platform any catalogue write is a new key space anyway.

const MAX_TAGS = 200;

export interface QuerySnapshot {
  queryKey: readonly unknown[];
  data: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOf = (v: unknown): string | undefined =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\d+$/.test(v)) ? String(v) : undefined;

export function pageTags(queries: readonly QuerySnapshot[], loaderData: Record<string, unknown> = {}): string[] {
  const tags = new Set<string>();
  const add = (prefix: 'P' | 'C', id: unknown) => {
    const value = idOf(id);
    if (value) tags.add(`${prefix}${value}`);
  };
  for (const { queryKey, data } of queries) {
    if (queryKey[0] !== 'catalog') continue;
    const kind = queryKey[2];
    if (kind === 'category' && isRecord(data)) add('C', data.id);
    else if (kind === 'product' && isRecord(data)) add('P', data.id);
    else if ((kind === 'category-products' || kind === 'home' || kind === 'brand-products') && isRecord(data) && Array.isArray(data.items)) {
      for (const item of data.items) if (isRecord(item)) add('P', item.id);
    }
  }
  for (const data of Object.values(loaderData)) {
    if (isRecord(data) && Array.isArray(data.categoryIds)) for (const id of data.categoryIds) add('C', id);
  }
  // Entities first, so a cut at MAX_TAGS keeps the page's own category/product.
  return [...tags].sort((a, b) => (a[0] === b[0] ? 0 : a[0] === 'C' ? -1 : 1)).slice(0, MAX_TAGS);
}
