// Issue 11 "Variants" on the server render: a configurable product url with `?childSku=` renders that child's
// price, sku and pressed options (so hydration starts from the same choice); a single-colour product has its
// colour pressed before any click; a product whose children are all unavailable says 'No available product
// variants' and offers no Add to cart (spec §4 "Product loading").
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigurableChild, ProductDocument } from '#shared/contract/entities.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { shelfPrice } from '#shared/domain/price.ts';
import { availableChildren } from '#shared/domain/variants.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const ORIGIN = 'http://storefront.test';

type Store = 'ru' | 'en';
let products: Record<Store, ProductDocument[]>;

/** The labels of the pressed option buttons, in page order. */
function pressedLabels(html: string): string[] {
  return [
    ...html.matchAll(/<button[^>]*class="variant-picker__value"[^>]*aria-pressed="true"[^>]*>([^<]*)<\/button>/g),
  ].map((match) => match[1] ?? '');
}

function labelOf(product: ProductDocument, code: string, child: ConfigurableChild): string {
  const option = product.configurable_options?.find((candidate) => candidate.attribute_code === code);
  return option?.values.find((value) => String(value.value_index) === String(child[code]))?.label ?? '';
}

function colourCount(product: ProductDocument): number {
  return new Set((product.configurable_children ?? []).map((child) => String(child.color))).size;
}

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  const visibleConfigurables = (store: Store) =>
    catalog.documents
      .filter(
        (d) =>
          d.store === store &&
          d.entity === 'product' &&
          d.doc.type_id === 'configurable' &&
          d.doc.status === 1 &&
          d.doc.visibility === 4,
      )
      .map((d) => d.doc as unknown as ProductDocument);
  products = { ru: visibleConfigurables('ru'), en: visibleConfigurables('en') };
});

describe.each([
  {
    store: 'ru' as const,
    prefix: '',
    sku: 'Артикул',
    noVariants: 'Нет доступных вариантов товара',
  },
  {
    store: 'en' as const,
    prefix: '/en',
    sku: 'SKU',
    noVariants: 'No available product variants',
  },
])('product variants in the $store view', ({ store, prefix, sku, noVariants }) => {
  it("renders the url's child: its sku, its price and its size and colour pressed", async () => {
    // A product with several colours, and not its first child, so the choice cannot be a default.
    const product = products[store].find(
      (p) => colourCount(p) > 1 && availableChildren(p.configurable_children ?? []).length > 2,
    );
    expect(product).toBeDefined();
    const child = availableChildren(product!.configurable_children ?? []).at(-1)!;
    const response = await SELF.fetch(
      `${ORIGIN}${prefix}/${product!.url_path}?childSku=${encodeURIComponent(child.sku)}`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`${sku}: ${child.sku}`);
    expect(html).toContain(formatPrice(shelfPrice({ ...product!, ...child }).current, store));
    expect(pressedLabels(html)).toEqual([labelOf(product!, 'size', child), labelOf(product!, 'color', child)]);
    expect(html).toContain('data-testid="add-to-cart"');
  });

  it('preselects the only colour of a single-colour product; the sizes wait for the shopper', async () => {
    const product = products[store].find(
      (p) => colourCount(p) === 1 && availableChildren(p.configurable_children ?? []).length > 1,
    );
    expect(product).toBeDefined();
    const html = await (await SELF.fetch(`${ORIGIN}${prefix}/${product!.url_path}`)).text();
    const child = availableChildren(product!.configurable_children ?? [])[0]!;
    expect(pressedLabels(html)).toEqual([labelOf(product!, 'color', child)]);
  });

  it('ignores a sold-out child in the url (spec §4: it is not offered)', async () => {
    const product = products[store].find(
      (p) =>
        availableChildren(p.configurable_children ?? []).length > 0 &&
        (p.configurable_children ?? []).some((c) => c.stock?.is_in_stock === false),
    );
    expect(product).toBeDefined(); // the seed (1) has such products even at the test scale
    const soldOut = product!.configurable_children!.find((c) => c.stock?.is_in_stock === false)!;
    const response = await SELF.fetch(
      `${ORIGIN}${prefix}/${product!.url_path}?childSku=${encodeURIComponent(soldOut.sku)}`,
    );
    const html = await response.text();
    expect(html).not.toContain(`${sku}: ${soldOut.sku}`);
  });

  it("says 'No available product variants' and offers no Add to cart when every child is unavailable", async () => {
    const product = products[store].find((p) => availableChildren(p.configurable_children ?? []).length === 0);
    expect(product).toBeDefined();
    const html = await (await SELF.fetch(`${ORIGIN}${prefix}/${product!.url_path}`)).text();
    expect(html).toContain(noVariants);
    expect(html).not.toContain('data-testid="add-to-cart"');
  });
});
