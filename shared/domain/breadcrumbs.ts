// Breadcrumb trails (spec §2: "each category gives a name and a link; the two special brand root
// categories show the label Главная linking to /"). Pure: the pages turn a trail into links with the
// shop's url scheme and into BreadcrumbList JSON-LD.

export interface TrailCategory {
  id: number;
  name: string;
  slug: string;
  url_path?: string | null;
  /** The demo's two brand root categories (supplement §2). */
  is_brand_root?: boolean | number | null;
}

export type TrailStep =
  /** The shop's home: the first step, or a brand root category standing in for it (spec §2). */
  { kind: 'home' } | { kind: 'category'; category: TrailCategory };

const isBrandRoot = (category: TrailCategory) => category.is_brand_root === true || category.is_brand_root === 1;

/**
 * Home, then the category's ancestors below the root (in `parent_ids` order), then the category itself.
 * A brand root category in the trail becomes the home step: the trail starts there instead of repeating
 * home. Ancestors the caller could not load are left out.
 */
export function categoryTrail(
  category: TrailCategory & { parent_ids?: readonly number[] | null },
  ancestors: readonly TrailCategory[],
  rootCategoryId: number,
): TrailStep[] {
  const byId = new Map(ancestors.map((ancestor) => [ancestor.id, ancestor]));
  const chain = (category.parent_ids ?? [])
    .filter((id) => id > rootCategoryId)
    .map((id) => byId.get(id))
    .filter((ancestor): ancestor is TrailCategory => ancestor !== undefined);
  const steps: TrailStep[] = [{ kind: 'home' }];
  for (const node of [...chain, category]) {
    if (isBrandRoot(node)) steps.splice(0, steps.length, { kind: 'home' });
    else steps.push({ kind: 'category', category: node });
  }
  return steps;
}

export interface ProductCategoryRef {
  category_id: number;
  name: string;
  slug: string;
  /** The category's url_path. */
  path: string;
}

/**
 * Home and the product's deepest category with its ancestors, all from the product's own `category`
 * list (no extra query): the deepest url path, then every listed category whose url path is a prefix of it.
 */
export function productTrail(categories: readonly ProductCategoryRef[] | undefined): TrailStep[] {
  const list = categories ?? [];
  const depth = (ref: ProductCategoryRef) => ref.path.split('/').length;
  const deepest = [...list].sort((a, b) => depth(b) - depth(a) || a.category_id - b.category_id)[0];
  if (!deepest) return [{ kind: 'home' }];
  const chain = list
    .filter((ref) => deepest.path === ref.path || deepest.path.startsWith(`${ref.path}/`))
    .sort((a, b) => depth(a) - depth(b));
  return [
    { kind: 'home' },
    ...chain.map((ref): TrailStep => ({
      kind: 'category',
      category: { id: ref.category_id, name: ref.name, slug: ref.slug, url_path: ref.path },
    })),
  ];
}
