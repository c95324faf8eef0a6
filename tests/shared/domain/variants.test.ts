// Variant selection rules (contract §4.3 findConfigurableVariant, §5.10 getProductVariant cases; issue 11
// "Variants": best variant, ties to the lower price, single-value preselection, unavailable combinations).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ConfigurableChild } from '#shared/contract/entities.ts';
import {
  availableChildren,
  bestVariantFor,
  chosenVariant,
  findConfigurableVariant,
  findExactVariant,
  initialSelection,
  isOptionValueAvailable,
  preselectedSelection,
  selectionOfChild,
  type VariantChild,
} from '#shared/domain/variants.ts';

const child = (
  sku: string,
  size: string,
  color: string,
  price: number,
  extra: Partial<VariantChild> = {},
): VariantChild => ({
  sku,
  size,
  color,
  price,
  status: 1,
  stock: { is_in_stock: true },
  ...extra,
});

const children = [
  child('SH01-36-Black', '36', '49', 80),
  child('SH01-38-Black', '38', '49', 70),
  child('SH01-36-Red', '36', '58', 60, { stock: { is_in_stock: false } }),
  child('SH01-38-Red', '38', '58', 90, { status: 2 }),
];

describe('findConfigurableVariant (contract §4.3)', () => {
  it('returns the exact sku when configured', () => {
    expect(findConfigurableVariant(children, { sku: 'SH01-38-Black' })?.sku).toBe('SH01-38-Black');
  });

  it('prefers the child matching most attributes', () => {
    expect(findConfigurableVariant(children, { size: '36', color: '49' })?.sku).toBe('SH01-36-Black');
  });

  it('breaks ties by the lower price (spec §4)', () => {
    expect(findConfigurableVariant(children, { color: '49' })?.sku).toBe('SH01-38-Black');
    expect(findConfigurableVariant(children, null)?.sku).toBe('SH01-38-Black');
  });

  it('skips children out of stock or with status 2 or higher', () => {
    expect(findConfigurableVariant(children, { size: '36', color: '58' })?.sku).toBe('SH01-36-Black');
    expect(findConfigurableVariant(children, { size: '38', color: '58' })?.sku).toBe('SH01-38-Black');
  });

  it('returns undefined when no child is available', () => {
    expect(findConfigurableVariant([children[2]!, children[3]!], null)).toBeUndefined();
  });
});

describe('findExactVariant', () => {
  it('matches every selected attribute', () => {
    expect(findExactVariant(children, { size: '38', color: '58' })?.sku).toBe('SH01-38-Red');
    expect(findExactVariant(children, { size: '40', color: '49' })).toBeUndefined();
  });
});

describe('isOptionValueAvailable (spec §4)', () => {
  it('offers a value an available child has, agreeing with the other chosen options', () => {
    expect(isOptionValueAvailable(children, { color: '49' }, 'size', '36')).toBe(true);
    expect(isOptionValueAvailable(children, { color: '49' }, 'size', '38')).toBe(true);
  });

  it('refuses a value only unavailable children have (out of stock, status 2)', () => {
    expect(isOptionValueAvailable(children, { color: '58' }, 'size', '36')).toBe(false);
    expect(isOptionValueAvailable(children, { color: '58' }, 'size', '38')).toBe(false);
  });

  it('ignores the option being changed itself', () => {
    expect(isOptionValueAvailable(children, { size: '36', color: '58' }, 'color', '49')).toBe(true);
    expect(isOptionValueAvailable(children, { size: '36' }, 'color', '58')).toBe(false);
  });
});

describe('selectionOfChild', () => {
  it("is the child's value of every option, as strings", () => {
    expect(selectionOfChild(options, child('X', '40', '49', 10))).toEqual({ size: '40', color: '49' });
  });

  it('is empty without a child', () => {
    expect(selectionOfChild(options, undefined)).toEqual({});
  });
});

const options = [{ attribute_code: 'size' }, { attribute_code: 'color' }];

describe('findConfigurableVariant: more contract §4.3 vectors', () => {
  it('an equal price keeps the earlier child (the reduce keeps prev on a tie)', () => {
    const same = [child('A-36', '36', '49', 50), child('A-38', '38', '49', 50)];
    expect(findConfigurableVariant(same, { color: '49' })?.sku).toBe('A-36');
  });

  it('compares prices incl. tax when the children carry them', () => {
    const taxed = [
      child('B-36', '36', '49', 40, { price_incl_tax: 70 }),
      child('B-38', '38', '49', 50, { price_incl_tax: 60 }),
    ];
    expect(findConfigurableVariant(taxed, { color: '49' })?.sku).toBe('B-38');
  });

  it('ignores the price key and empty values of the configuration', () => {
    expect(findConfigurableVariant(children, { size: '36', color: null, price: '1' } as never)?.sku).toBe(
      'SH01-36-Black',
    );
  });

  it('a child without stock information counts as available (the check runs only when stock is known)', () => {
    expect(findConfigurableVariant([{ sku: 'N', status: 1, price: 5, size: '1' }], null)?.sku).toBe('N');
  });
});

describe('availableChildren (spec §4 "Product loading")', () => {
  it('drops children out of stock or with status 2 or higher', () => {
    expect(availableChildren(children).map((c) => c.sku)).toEqual(['SH01-36-Black', 'SH01-38-Black']);
  });
});

describe('bestVariantFor (issue 11: choosing any option selects the best variant)', () => {
  const shirt = [
    child('T-S-Red', 'S', 'red', 30),
    child('T-M-Red', 'M', 'red', 25),
    child('T-M-Blue', 'M', 'blue', 20),
    child('T-L-Blue', 'L', 'blue', 35),
    child('T-L-Red', 'L', 'red', 10, { stock: { is_in_stock: false } }),
  ];

  it('with nothing chosen, the cheapest available child having the value wins', () => {
    expect(bestVariantFor(shirt, {}, 'color', 'red')?.sku).toBe('T-M-Red');
    expect(bestVariantFor(shirt, {}, 'size', 'L')?.sku).toBe('T-L-Blue');
  });

  it('keeps the other chosen attributes when a child has them all', () => {
    expect(bestVariantFor(shirt, { size: 'S', color: 'red' }, 'size', 'M')?.sku).toBe('T-M-Red');
  });

  it('the other options follow the child when the old combination is gone', () => {
    // L in red is sold out: choosing L moves the colour to blue.
    const best = bestVariantFor(shirt, { size: 'M', color: 'red' }, 'size', 'L');
    expect(best?.sku).toBe('T-L-Blue');
    expect(selectionOfChild(options, best)).toEqual({ size: 'L', color: 'blue' });
  });

  it('never lands on a child without the chosen value, even when it is cheaper', () => {
    // {size: S, color: blue}: the cheap S-Red matches size as much as the blue children match colour; the
    // original's plain reduce would take it on price.
    const cheapRed = [child('C-S-Red', 'S', 'red', 5), ...shirt];
    expect(findConfigurableVariant(cheapRed, { size: 'S', color: 'blue' })?.sku).toBe('C-S-Red');
    expect(bestVariantFor(cheapRed, { size: 'S', color: 'red' }, 'color', 'blue')?.sku).toBe('T-M-Blue');
  });

  it('is undefined for a value no available child has', () => {
    expect(bestVariantFor(shirt, {}, 'size', 'XL')).toBeUndefined();
    expect(bestVariantFor([shirt[4]!], {}, 'size', 'L')).toBeUndefined();
  });
});

describe('preselectedSelection (issue 11: a single possible value is chosen from the start)', () => {
  it('chooses the only colour of a single-colour product, not its several sizes', () => {
    const oneColour = [child('K-36', '36', '56', 10), child('K-37', '37', '56', 10)];
    expect(preselectedSelection(options, oneColour)).toEqual({ color: '56' });
  });

  it('counts only available children (a sold-out second colour leaves one possible colour)', () => {
    expect(preselectedSelection(options, children)).toEqual({ color: '49' });
  });

  it('a single child preselects every option', () => {
    expect(preselectedSelection(options, [child('O', '40', '49', 10)])).toEqual({ size: '40', color: '49' });
  });

  it('nothing without available children', () => {
    expect(preselectedSelection(options, [children[2]!, children[3]!])).toEqual({});
  });
});

describe('initialSelection (the server render and hydration start from the same choice)', () => {
  it("is the url child's selection when the product offers it", () => {
    expect(initialSelection(options, children, 'SH01-38-Black')).toEqual({ size: '38', color: '49' });
  });

  it('falls back to the preselection for an unavailable or unknown child', () => {
    expect(initialSelection(options, children, 'SH01-36-Red')).toEqual({ color: '49' });
    expect(initialSelection(options, children, 'nope')).toEqual({ color: '49' });
    expect(initialSelection(options, children, undefined)).toEqual({ color: '49' });
  });
});

describe('chosenVariant', () => {
  it('is the available child of a complete selection', () => {
    expect(chosenVariant(options, children, { size: '38', color: '49' })?.sku).toBe('SH01-38-Black');
  });

  it('is undefined for a partial selection or an unavailable combination', () => {
    expect(chosenVariant(options, children, { color: '49' })).toBeUndefined();
    expect(chosenVariant(options, children, { size: '36', color: '58' })).toBeUndefined();
    expect(chosenVariant([], children, {})).toBeUndefined();
  });
});

describe('unavailable combinations (issue 11: shown, not selectable)', () => {
  it('a value is unavailable when no available child has it with the other chosen values', () => {
    // After choosing Black 38, Red is offered with no size: 36 Red is sold out, 38 Red disabled.
    expect(isOptionValueAvailable(children, { size: '38', color: '49' }, 'color', '58')).toBe(false);
    expect(isOptionValueAvailable(children, { size: '38', color: '49' }, 'size', '36')).toBe(true);
  });
});

describe('contract and domain agree', () => {
  it('a contract ConfigurableChild is a VariantChild (no cast on the product page)', () => {
    expectTypeOf<ConfigurableChild>().toExtend<VariantChild>();
  });
});
