// Issue 11 "Product types" in the demo catalogue (supplement §2): regular bags carry custom options (fixed and
// percent prices, a free value, a value with option_type_id 0), the products of looks and sets have none, both
// views agree on the ids; the expired and the future special price fixtures show only their regular price.
import { beforeAll, describe, expect, it } from 'vitest';
import { customOptionSchema } from '#shared/contract/entities.ts';
import { shelfPrice } from '#shared/domain/price.ts';
import { FIXTURE_INDEX, generateCatalog, productIdOf } from '#worker/platform/seed/index.ts';

type Doc = Record<string, unknown>;
type Option = { option_id: number; type: string; is_require: boolean; price?: number; values?: Doc[] };

let ru: Doc[];
let en: Doc[];

beforeAll(() => {
  const catalog = generateCatalog({ seed: 1, scale: 0.25 });
  const products = (store: string) =>
    catalog.documents.filter((d) => d.store === store && d.entity === 'product').map((d) => d.doc);
  ru = products('ru');
  en = products('en');
});

const withOptions = (docs: Doc[]) => docs.filter((p) => Array.isArray(p.custom_options));

describe('custom options of the demo catalogue', () => {
  it('are on regular simple bags only, in both views with the same ids', () => {
    const bags = withOptions(ru);
    expect(bags.length).toBeGreaterThanOrEqual(5);
    for (const bag of bags) {
      expect([bag.type_id, String(bag.sku).slice(0, 3), bag.has_options, bag.required_options]).toEqual([
        'simple',
        'BAG',
        '1',
        '1',
      ]);
    }
    const ids = (docs: Doc[]) =>
      withOptions(docs).map((p) =>
        (p.custom_options as Option[]).map((o) => [o.option_id, (o.values ?? []).map((v) => v.option_type_id)]),
      );
    expect(ids(en)).toEqual(ids(ru));
  });

  it('have a fixed checkbox with a free value and an id-0 value, a priced field and a required percent drop-down', () => {
    const bag = withOptions(ru)[0] as Doc;
    const options = (bag.custom_options as unknown[]).map((o) => customOptionSchema.parse(o));
    const id = bag.id as number;
    expect(options.map((o) => [o.option_id, o.type, o.is_require])).toEqual([
      [id * 10 + 1, 'checkbox', false],
      [id * 10 + 2, 'field', false],
      [id * 10 + 3, 'drop_down', true],
    ]);
    expect(options[0]?.values?.map((v) => [v.option_type_id, v.price, v.price_type])).toEqual([
      [id * 100 + 11, 300, 'fixed'],
      [id * 100 + 12, 0, 'fixed'],
      [0, 150, 'fixed'],
    ]);
    expect([options[1]?.price, options[1]?.price_type, options[1]?.max_characters]).toEqual([500, 'fixed', 3]);
    expect(options[2]?.values?.map((v) => [v.title, v.price, v.price_type])).toEqual([
      ['Обычный, 3 дня', 0, 'fixed'],
      ['Срочный, 1 день', 10, 'percent'],
    ]);
  });

  it('are not on any product a look or a set links to', () => {
    const linked = new Set<unknown>();
    for (const p of ru) {
      for (const l of (p.product_links ?? []) as Doc[]) linked.add(l.linked_product_sku);
      for (const o of (p.bundle_options ?? []) as Array<{ product_links: Doc[] }>)
        for (const l of o.product_links) linked.add(l.sku);
    }
    expect(linked.size).toBeGreaterThan(0);
    for (const p of withOptions(ru)) expect(linked.has(p.sku)).toBe(false);
  });
});

describe('special price fixtures (issue 11 "Special price"; supplement §7)', () => {
  const NOW = Date.parse('2026-11-22T12:00:00Z');
  const fixture = (index: number) => ru.find((p) => p.id === productIdOf(index)) as Doc & { price: number };

  it('shows the active special price with the regular one', () => {
    const p = fixture(FIXTURE_INDEX.specialActive);
    expect(shelfPrice(p, NOW)).toEqual({ current: p.special_price, regular: p.price });
  });

  it('shows only the regular price of an expired or a future special price', () => {
    for (const index of [FIXTURE_INDEX.specialExpired, FIXTURE_INDEX.specialFuture]) {
      const p = fixture(index);
      expect(typeof p.special_price).toBe('number');
      expect(shelfPrice(p, NOW)).toEqual({ current: p.price });
    }
  });
});
