// The category tree (supplement §2) and its documents (contract §3.4). Ids are assigned depth-first
// from the root category 2, so they are stable. Url keys, slugs and url paths are Latin and the same
// in both store views; only names are translated.
import type { StoreCode } from '#shared/config/store-views.ts';
import type { CategoryTreeNode } from '#shared/contract/entities.ts';
import { CATALOG } from '#shared/config/constants.ts';
import { slugify } from './transliterate';
import { FIXED_DATES } from './dates';
import type { Localized } from './vocabulary/localized';
import { BRANDS, type BrandWord } from './vocabulary/brands';
import {
  AUDIENCES,
  GROUP_NAMES,
  GROUP_ORDER,
  KINDS,
  type Audience,
  type KindGroup,
  type KindKey,
} from './vocabulary/kinds';

export interface CategoryNode {
  id: number;
  parentId: number;
  name: Localized;
  /** Latin url_path: 'zhenshchinam/obuv/krossovki'. */
  urlPath: string;
  /** slug = url_key = transliterated name + '-' + id (contract §3.4), unique across the tree. */
  slug: string;
  level: number;
  /** Magento id path: '1/2/3/4'. */
  path: string;
  position: number;
  includeInMenu: boolean;
  /** Set on the two special brand root categories (breadcrumb label «Главная», spec §2). */
  brand?: BrandWord;
  children: CategoryNode[];
}

export interface CategoryTree {
  root: CategoryNode;
  brandRoots: CategoryNode[];
  /** Every node, depth-first (root first, brand roots last). */
  all: CategoryNode[];
  leaf(audience: Audience['code'], kind: KindKey): CategoryNode;
  group(audience: Audience['code'], group: KindGroup): CategoryNode;
  audience(audience: Audience['code']): CategoryNode;
  brandRoot(brandCode: string): CategoryNode | undefined;
}

export const ROOT_CATEGORY_ID = CATALOG.rootCategoryId;
export const ROOT_CATEGORY_NAME: Localized = { ru: 'Все товары', en: 'All products' };

/** Builds the tree; pure and cheap, so every caller may build its own. */
export function buildCategoryTree(): CategoryTree {
  let nextId = ROOT_CATEGORY_ID;
  const all: CategoryNode[] = [];
  const byKey = new Map<string, CategoryNode>();

  const make = (
    parent: CategoryNode | null,
    name: Localized,
    position: number,
    segment = slugify(name.ru),
  ): CategoryNode => {
    const id = nextId++;
    const node: CategoryNode = {
      id,
      parentId: parent ? parent.id : 1,
      name,
      urlPath: parent && parent.id !== ROOT_CATEGORY_ID ? `${parent.urlPath}/${segment}` : segment,
      slug: `${slugify(name.ru)}-${id}`,
      level: parent ? parent.level + 1 : 1,
      path: parent ? `${parent.path}/${id}` : `1/${id}`,
      position,
      includeInMenu: true,
      children: [],
    };
    parent?.children.push(node);
    all.push(node);
    return node;
  };

  const root = make(null, ROOT_CATEGORY_NAME, 1);
  AUDIENCES.forEach((audience, a) => {
    const audienceNode = make(root, audience.category, a + 1);
    byKey.set(`audience:${audience.code}`, audienceNode);
    GROUP_ORDER.forEach((group, g) => {
      const groupNode = make(audienceNode, GROUP_NAMES[group], g + 1);
      byKey.set(`group:${audience.code}:${group}`, groupNode);
      audience.leaves[group].forEach((kind, k) => {
        byKey.set(`leaf:${audience.code}:${kind}`, make(groupNode, KINDS[kind].category, k + 1));
      });
    });
  });

  // Special brand root categories sit beside the catalogue root (parent 1), outside the menu.
  const brandRoots = BRANDS.filter((b) => b.hasRootCategory).map((brand, i) => {
    const name = { ru: `Коллекция «${brand.name.ru}»`, en: `${brand.name.en} collection` };
    const node = make(null, name, 10 + i, `kollektsiya-${brand.slug}`);
    node.includeInMenu = false;
    node.brand = brand;
    byKey.set(`brand:${brand.code}`, node);
    return node;
  });

  const get = (key: string): CategoryNode => {
    const node = byKey.get(key);
    if (!node) throw new Error(`No category ${key} in the seed tree`);
    return node;
  };
  return {
    root,
    brandRoots,
    all,
    leaf: (audience, kind) => get(`leaf:${audience}:${kind}`),
    group: (audience, group) => get(`group:${audience}:${group}`),
    audience: (audience) => get(`audience:${audience}`),
    brandRoot: (code) => byKey.get(`brand:${code}`),
  };
}

function treeNode(node: CategoryNode, store: StoreCode, counts: ReadonlyMap<number, number>): CategoryTreeNode {
  return {
    id: node.id,
    parent_id: node.parentId,
    name: node.name[store],
    is_active: true,
    position: node.position,
    level: node.level,
    product_count: counts.get(node.id) ?? 0,
    path: node.path,
    url_key: node.slug,
    url_path: node.urlPath,
    slug: node.slug,
    include_in_menu: node.includeInMenu,
    children_count: String(node.children.length),
    children_data: node.children.map((child) => treeNode(child, store, counts)),
  };
}

/** Category document of contract §3.4 with the full recursive `children_data`. */
export function categoryDocument(
  node: CategoryNode,
  store: StoreCode,
  counts: ReadonlyMap<number, number>,
): Record<string, unknown> {
  const tree = treeNode(node, store, counts);
  return {
    ...tree,
    children: node.children.map((c) => c.id).join(','),
    parent_ids: node.path
      .split('/')
      .map(Number)
      .filter((id) => id !== 1 && id !== node.id),
    display_mode: 'PRODUCTS',
    is_anchor: '1',
    available_sort_by: [],
    meta_title: node.name[store],
    created_at: FIXED_DATES.catalogueCreated,
    updated_at: FIXED_DATES.catalogueCreated,
    // Spec §2: breadcrumbs of the two special brand root categories read «Главная» and link to /.
    ...(node.brand ? { is_brand_root: true, brand_slug: node.brand.slug } : {}),
  };
}

export function categoryDocuments(
  tree: CategoryTree,
  store: StoreCode,
  counts: ReadonlyMap<number, number>,
): Record<string, unknown>[] {
  return tree.all.map((node) => categoryDocument(node, store, counts));
}
