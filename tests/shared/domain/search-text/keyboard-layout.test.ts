import { describe, expect, it } from 'vitest';
import { cyrillicLayoutToLatin, latinLayoutToCyrillic } from '#shared/domain/search-text/index.ts';

describe('wrong keyboard layout (supplement §4)', () => {
  it('reads QWERTY keys as ЙЦУКЕН', () => {
    expect(latinLayoutToCyrillic('rhjccjdrb')).toBe('кроссовки');
    expect(latinLayoutToCyrillic('gkfnmt')).toBe('платье');
    expect(latinLayoutToCyrillic(',hfrb')).toBe('браки');
    expect(latinLayoutToCyrillic('Ntgksq ifha')).toBe('Теплый шарф');
    expect(latinLayoutToCyrillic('`krf')).toBe('ёлка');
  });

  it('reads ЙЦУКЕН keys as QWERTY', () => {
    expect(cyrillicLayoutToLatin('ытуфлукы')).toBe('sneakers');
    expect(cyrillicLayoutToLatin('ЫТЛ00016')).toBe('SNK00016');
  });

  it('round-trips', () => {
    expect(cyrillicLayoutToLatin(latinLayoutToCyrillic('rhjccjdrb'))).toBe('rhjccjdrb');
  });
});
