import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ConfigurableChild } from '#shared/contract/entities.ts';
import {
  findConfigurableVariant,
  findExactVariant,
  isOptionValueAvailable,
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
  const options = [{ attribute_code: 'size' }, { attribute_code: 'color' }];

  it("is the child's value of every option, as strings", () => {
    expect(selectionOfChild(options, child('X', '40', '49', 10))).toEqual({ size: '40', color: '49' });
  });

  it('is empty without a child', () => {
    expect(selectionOfChild(options, undefined)).toEqual({});
  });
});

describe('contract and domain agree', () => {
  it('a contract ConfigurableChild is a VariantChild (no cast on the product page)', () => {
    expectTypeOf<ConfigurableChild>().toExtend<VariantChild>();
  });
});
