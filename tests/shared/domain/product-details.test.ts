// The product page's attributes table (shared/domain/product-details.ts; issue 11): labels of the attribute
// entity, never option ids.
import { describe, expect, it } from 'vitest';
import { detailRows, optionIds } from '#shared/domain/product-details.ts';

const attributes = [
  { attribute_code: 'gender', default_frontend_label: 'Пол', options: [{ value: '160', label: 'Мужской' }] },
  {
    attribute_code: 'material',
    default_frontend_label: 'Материал',
    options: [
      { value: '12', label: 'Хлопок' },
      { value: '14', label: 'Лён' },
    ],
  },
  { attribute_code: 'brand', default_frontend_label: 'Бренд', options: [{ value: '300', label: 'Северный ветер' }] },
  { attribute_code: 'season', default_frontend_label: 'Сезон', options: [{ value: '40', label: 'Лето' }] },
  { attribute_code: 'color', default_frontend_label: 'Цвет', options: [{ value: '49', label: 'Чёрный' }] },
];

describe('detailRows', () => {
  it('names rows by the attribute and shows option labels, in the issue’s order', () => {
    expect(
      detailRows({ gender: '160', material: [14, 12], brand: '300', season: 40, color: '49' }, attributes),
    ).toEqual([
      { code: 'brand', label: 'Бренд', value: 'Северный ветер' },
      { code: 'material', label: 'Материал', value: 'Лён, Хлопок' },
      { code: 'season', label: 'Сезон', value: 'Лето' },
      { code: 'gender', label: 'Пол', value: 'Мужской' },
    ]);
  });

  it('leaves out attributes the product lacks, unknown ids and attributes the entity did not send', () => {
    expect(detailRows({ gender: '999', style: '5', age: '7' }, attributes)).toEqual([]);
    expect(detailRows({ material: '12,999' }, attributes)).toEqual([
      { code: 'material', label: 'Материал', value: 'Хлопок' },
    ]);
  });
});

describe('optionIds', () => {
  it('reads the shapes an index holds', () => {
    expect(optionIds('160')).toEqual(['160']);
    expect(optionIds(160)).toEqual(['160']);
    expect(optionIds([12, '14'])).toEqual(['12', '14']);
    expect(optionIds('12, 14')).toEqual(['12', '14']);
    expect(optionIds(null)).toEqual([]);
    expect(optionIds(undefined)).toEqual([]);
  });
});
