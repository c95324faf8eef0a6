import { describe, expect, it } from 'vitest';
import { latinToCyrillic } from '#shared/domain/search-text/index.ts';

describe('Latin transliteration of Russian (supplement §4)', () => {
  it.each([
    ['krossovki', 'кроссовки'],
    ['shuba', 'шуба'],
    ['chernye', 'черные'],
    ['zhenskie', 'женские'],
    ['shchetka', 'щетка'],
    ['schetka', 'щетка'],
    ['kurtka kozhanaya', 'куртка кожаная'],
    ['khaki', 'хаки'],
    ['tsvet', 'цвет'],
    ['yubka', 'юбка'],
    ['jubka', 'юбка'],
    ["plat'ya", 'платья'],
    ['platya', 'платя'],
    ['novye', 'новые'],
    ['yolka', 'ёлка'],
    ['moy', 'мой'],
    ['krasnyi', 'красный'],
    ['zimniy', 'зимний'],
    ['etazh', 'этаж'],
    ['Sumka SNK00016-42', 'сумка snk00016-42'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });
});
