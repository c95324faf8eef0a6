import { describe, expect, it } from 'vitest';
import { queryVariants, skuVariants } from '#shared/domain/search-text/index.ts';

describe('queryVariants', () => {
  it('reads Latin text in the Russian view as typed, through the layout and transliterated', () => {
    expect(queryVariants('krossovki', 'ru')).toEqual([
      { kind: 'typed', text: 'krossovki' },
      { kind: 'layout', text: 'лкщыыщмлш' },
      { kind: 'transliteration', text: 'кроссовки' },
    ]);
  });

  it('takes Cyrillic text in the Russian view as typed only', () => {
    expect(queryVariants('кроссовки', 'ru')).toEqual([{ kind: 'typed', text: 'кроссовки' }]);
  });

  it('reads Cyrillic text in the English view through the layout', () => {
    expect(queryVariants('ытуфлукы', 'en')).toEqual([
      { kind: 'typed', text: 'ытуфлукы' },
      { kind: 'layout', text: 'sneakers' },
    ]);
    expect(queryVariants('sneakers', 'en')).toEqual([{ kind: 'typed', text: 'sneakers' }]);
  });

  it('offers a Cyrillic-typed SKU in QWERTY', () => {
    expect(skuVariants('ытл00016')).toEqual(['ытл00016', 'snk00016']);
    expect(skuVariants('snk00016')).toEqual(['snk00016']);
  });
});
