// The size guide's tables, the size calculator and a product's starting choice (shared/domain/size-guide.ts,
// size-guide-choice.ts; 'Service is not available' when the tables cannot be had): the seeded CMS page parsed in
// both views, the chart chosen for a query, the size recommended for measurements, and what a product's link sets.
import { describe, expect, it } from 'vitest';
import {
  chartMeasures,
  findSizeChart,
  parseMeasurement,
  parseSizeGuide,
  recommendSize,
  sizeCharts,
  sizeTablesOf,
  type SizeTable,
} from '#shared/domain/size-guide.ts';
import { sizeGuideChoiceFor } from '#shared/domain/size-guide-choice.ts';
import { SIZE_GUIDE_SCOPE_BY_CATEGORY } from '#shared/config/shop.ts';
import { cmsPageDocuments } from '#worker/platform/seed/content.ts';

function seededContent(store: 'ru' | 'en'): string {
  const page = cmsPageDocuments(store).find((doc) => doc.identifier === 'size-guide');
  if (!page) throw new Error('no size-guide page in the seed');
  return String(page.content);
}

const ruBlocks = parseSizeGuide(seededContent('ru'));
const ruCharts = sizeCharts(sizeTablesOf(ruBlocks));

function chart(id: string, charts: readonly SizeTable[] = ruCharts): SizeTable {
  const found = charts.find((table) => table.id === id);
  if (!found) throw new Error(`no chart ${id}`);
  return found;
}

describe('parsing the CMS page', () => {
  it('keeps text and tables in their order; no markup survives in the text', () => {
    expect(ruBlocks[0]).toMatchObject({ kind: 'text' });
    expect(ruBlocks[ruBlocks.length - 1]).toMatchObject({ kind: 'text' });
    for (const block of ruBlocks) if (block.kind === 'text') expect(block.text).not.toMatch(/[<>]/);
    expect(ruBlocks.filter((block) => block.kind === 'table')).toHaveLength(6);
  });

  it('reads the caption, the column meanings and the rows of a chart (Russian decimal commas kept)', () => {
    const shoes = chart('shoes-adult');
    expect(shoes.caption).toBe('Обувь для взрослых');
    expect(shoes.columns).toEqual([
      { label: 'Размер RU', sizeType: 'RU' },
      { label: 'Размер EU', sizeType: 'EU' },
      { label: 'Длина стопы, см', measure: 'foot' },
    ]);
    expect(shoes.rows[0]).toEqual(['35', '36', '22,5']);
    expect(shoes.rows).toHaveLength(12);
    expect(shoes.scope).toEqual({
      productStyle: 'shoes',
      age: 'adult',
      genders: ['women', 'men', 'unisex'],
      brand: null,
      metaCollection: null,
    });
    expect(chartMeasures(chart('clothing-women')).map((m) => m.measure)).toEqual(['chest', 'waist', 'hips']);
  });

  it('the English page has the same charts in English', () => {
    const en = sizeCharts(sizeTablesOf(parseSizeGuide(seededContent('en'))));
    expect(en.map((table) => table.id)).toEqual(ruCharts.map((table) => table.id));
    expect(chart('shoes-adult', en).rows[0]).toEqual(['35', '36', '22.5']);
    expect(chart('clothing-kids', en).caption).toBe("Kids' clothing (the size is the height)");
  });

  it('a header row of <th>s without <thead>, entities, and a table that is no chart', () => {
    const blocks = parseSizeGuide(
      '<p>A &amp; B</p><table><tr><th>Size</th><th>Note</th></tr><tr><td>42</td><td>&laquo;x&raquo;</td></tr></table>',
    );
    expect(blocks[0]).toEqual({ kind: 'text', text: 'A & B' });
    const [table] = sizeTablesOf(blocks);
    expect(table).toMatchObject({ id: null, scope: null, columns: [{ label: 'Size' }, { label: 'Note' }] });
    expect(table?.rows).toEqual([['42', '&laquo;x&raquo;']]);
    expect(sizeCharts(sizeTablesOf(blocks))).toEqual([]);
  });
});

describe('choosing the chart (spec §3 size guide: brand, gender, age, productStyle, metaCollection)', () => {
  it('by product style, age and gender', () => {
    expect(findSizeChart(ruCharts, { gender: 'women', age: 'adult', productStyle: 'clothing' })?.id).toBe(
      'clothing-women',
    );
    expect(findSizeChart(ruCharts, { gender: 'men', age: 'adult', productStyle: 'clothing' })?.id).toBe('clothing-men');
    // Children's charts are for every gender.
    expect(findSizeChart(ruCharts, { gender: 'men', age: 'kids', productStyle: 'shoes' })?.id).toBe('shoes-kids');
  });

  it("a brand's own chart wins over the shop's; other brands get the shop's", () => {
    const query = { gender: 'women', age: 'adult', productStyle: 'shoes' };
    expect(findSizeChart(ruCharts, { ...query, brand: 'severnyi-veter' })?.id).toBe('shoes-adult-severnyi-veter');
    expect(findSizeChart(ruCharts, { ...query, brand: 'belaya-noch' })?.id).toBe('shoes-adult');
    expect(findSizeChart(ruCharts, query)?.id).toBe('shoes-adult');
  });

  it('no chart for a combination the shop has none for', () => {
    expect(findSizeChart(ruCharts, { gender: 'women', age: 'adult', productStyle: 'hats' })).toBeNull();
    expect(findSizeChart([], { gender: 'women', age: 'adult', productStyle: 'shoes' })).toBeNull();
  });
});

describe('recommending a size (spec §3 size radar: size, type)', () => {
  it('the smallest size at least as long as the foot, with the other systems', () => {
    expect(recommendSize(chart('shoes-adult'), { foot: 24.5 })).toEqual({
      status: 'ok',
      row: 4,
      size: { size: '39', type: 'RU' },
      alternates: [{ size: '40', type: 'EU' }],
    });
    expect(recommendSize(chart('shoes-adult'), { foot: 24.6 })).toMatchObject({ size: { size: '40' } });
    // The brand that runs small: the same foot needs a size up.
    expect(recommendSize(chart('shoes-adult-severnyi-veter'), { foot: 24.5 })).toMatchObject({
      size: { size: '40' },
    });
  });

  it('several measurements: the size that fits them all', () => {
    // Bust 88 is a 44, hips 100 a 46: the 46 (M) fits both.
    expect(recommendSize(chart('clothing-women'), { chest: 88, waist: 70, hips: 100 })).toMatchObject({
      status: 'ok',
      size: { size: '46', type: 'RU' },
      alternates: [{ size: 'M', type: 'INT' }],
    });
  });

  it('measurements no size is made for', () => {
    expect(recommendSize(chart('shoes-adult'), { foot: 31 })).toEqual({ status: 'out-of-range' });
    expect(recommendSize(chart('shoes-adult'), { foot: 12 })).toEqual({ status: 'out-of-range' });
    // Just under the smallest size (within one size step) is still the smallest size.
    expect(recommendSize(chart('shoes-adult'), { foot: 22.2 })).toMatchObject({ size: { size: '35' } });
  });

  it("'Service is not available' cases: no chart, no measurement, a chart that cannot be read", () => {
    expect(recommendSize(null, { foot: 24 })).toEqual({ status: 'unavailable' });
    expect(recommendSize(chart('shoes-adult'), {})).toEqual({ status: 'unavailable' });
    const broken: SizeTable = { ...chart('shoes-adult'), rows: [['35', '36', 'n/a']] };
    expect(recommendSize(broken, { foot: 20 })).toEqual({ status: 'unavailable' });
  });

  it('measurements as typed', () => {
    expect(parseMeasurement(' 24,5 ')).toBe(24.5);
    expect(parseMeasurement('90')).toBe(90);
    expect(parseMeasurement('')).toBeNaN();
    expect(parseMeasurement('-3')).toBeNaN();
    expect(parseMeasurement('12cm')).toBeNaN();
  });
});

describe('sizeGuideChoiceFor', () => {
  const brands = [
    { slug: 'severnyi-veter', brand_option_id: 220 },
    { slug: 'lesnaya-tropa', brand_option_id: 221 },
  ];
  it('starts the calculator with the product’s brand, department and kind', () => {
    const choice = sizeGuideChoiceFor(
      { brand: 221, category: [{ path: 'zhenshchinam/obuv/botinki' }, { path: 'kollektsiya-lesnaya-tropa' }] },
      brands,
      SIZE_GUIDE_SCOPE_BY_CATEGORY,
    );
    expect(choice.toString()).toBe('brand=lesnaya-tropa&gender=women&age=adult&style=shoes');
  });
  it('sets only what it knows: a child’s clothing of a brand without a landing page', () => {
    const choice = sizeGuideChoiceFor(
      { brand: 229, category: [{ path: 'detyam/odezhda' }] },
      brands,
      SIZE_GUIDE_SCOPE_BY_CATEGORY,
    );
    expect(choice.toString()).toBe('age=kids&style=clothing');
    expect(sizeGuideChoiceFor({}, brands, SIZE_GUIDE_SCOPE_BY_CATEGORY).toString()).toBe('');
  });
});
