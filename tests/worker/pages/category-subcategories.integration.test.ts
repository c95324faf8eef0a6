// A category page links to its subcategories (issue 10: leaf categories reachable by links, not only through
// a product's breadcrumbs), server-rendered, in both store views; a leaf has no such list.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { shownSubcategories } from '#shared/domain/categories.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

interface Node {
  id: number;
  name: string;
  url_path: string;
  level: number;
  is_active: boolean;
  product_count: number;
  position: number;
  children_data: Node[];
}

let parent: Node;
let leaf: Node;
const byStore: Record<'ru' | 'en', Map<number, Node>> = { ru: new Map(), en: new Map() };

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  for (const d of catalog.documents) {
    if (d.entity !== 'category' || (d.store !== 'ru' && d.store !== 'en')) continue;
    const node = d.doc as unknown as Node;
    byStore[d.store].set(node.id, node);
  }
  const categories = [...byStore.ru.values()];
  parent = categories.find((c) => c.level === 2 && shownSubcategories(c).length > 1) as Node;
  leaf = categories.find((c) => c.children_data.length === 0 && c.product_count > 0) as Node;
});

const subcategoryLinks = (html: string) => {
  const nav = /<nav class="category__subcategories"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => ({ href: m[1], name: m[2] }));
};

describe('subcategory links', () => {
  it('a parent category lists its shown children in position order, linked at their url', async () => {
    const html = await (await SELF.fetch(`http://sub.test/${parent.url_path}`)).text();
    expect(html).toContain('aria-label="Подкатегории"');
    expect(subcategoryLinks(html)).toEqual(
      shownSubcategories(parent).map((c) => ({ href: `/${c.url_path}`, name: c.name })),
    );
  });

  it('in English too', async () => {
    const html = await (await SELF.fetch(`http://sub.test/en/${parent.url_path}`)).text();
    const english = byStore.en.get(parent.id) as Node;
    expect(html).toContain('aria-label="Subcategories"');
    expect(subcategoryLinks(html)).toEqual(
      shownSubcategories(english).map((c) => ({ href: `/en/${c.url_path}`, name: c.name })),
    );
  });

  it('a leaf category has no list', async () => {
    const html = await (await SELF.fetch(`http://sub.test/${leaf.url_path}`)).text();
    expect(html).toContain('data-route-name="category"');
    expect(html).not.toContain('category__subcategories');
  });
});
