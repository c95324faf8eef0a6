import { describe, expect, it } from 'vitest';
import { categoryTrail, productTrail, type TrailStep } from '#shared/domain/breadcrumbs.ts';

const names = (steps: TrailStep[]) => steps.map((step) => (step.kind === 'home' ? 'HOME' : step.category.name));

// Demo catalogue shapes (seed 1): root 2 «Все товары», 3 Женщинам → 4 Обувь → 5 Кроссовки; brand root 59.
const women = { id: 3, name: 'Женщинам', slug: 'zhenshchinam-3', url_path: 'zhenshchinam' };
const shoes = { id: 4, name: 'Обувь', slug: 'obuv-4', url_path: 'zhenshchinam/obuv' };
const sneakers = {
  id: 5,
  name: 'Кроссовки',
  slug: 'krossovki-5',
  url_path: 'zhenshchinam/obuv/krossovki',
  parent_ids: [2, 3, 4],
};

describe('categoryTrail (spec §2 breadcrumbs)', () => {
  it('is home, the ancestors below the root in order, then the category', () => {
    expect(names(categoryTrail(sneakers, [shoes, women], 2))).toEqual(['HOME', 'Женщинам', 'Обувь', 'Кроссовки']);
    expect(names(categoryTrail({ ...women, parent_ids: [2] }, [], 2))).toEqual(['HOME', 'Женщинам']);
  });

  it('shows a brand root category as home (Главная → /), never twice', () => {
    const brandRoot = {
      id: 59,
      name: 'Коллекция «Северный ветер»',
      slug: 'kollektsiya-severnyi-veter-59',
      is_brand_root: 1,
    };
    expect(categoryTrail({ ...brandRoot, parent_ids: [1] }, [], 2)).toEqual([{ kind: 'home' }]);
    const child = { id: 61, name: 'Обувь бренда', slug: 'obuv-61', parent_ids: [1, 59] };
    expect(names(categoryTrail(child, [brandRoot], 2))).toEqual(['HOME', 'Обувь бренда']);
  });

  it('leaves out ancestors it could not load', () => {
    expect(names(categoryTrail(sneakers, [shoes], 2))).toEqual(['HOME', 'Обувь', 'Кроссовки']);
  });
});

describe('productTrail', () => {
  it('follows the deepest category and its ancestors from the product document, ignoring collections', () => {
    const refs = [
      { category_id: 5, name: 'Кроссовки', slug: 'krossovki-5', path: 'zhenshchinam/obuv/krossovki' },
      { category_id: 4, name: 'Обувь', slug: 'obuv-4', path: 'zhenshchinam/obuv' },
      { category_id: 3, name: 'Женщинам', slug: 'zhenshchinam-3', path: 'zhenshchinam' },
      {
        category_id: 59,
        name: 'Коллекция «Северный ветер»',
        slug: 'kollektsiya-severnyi-veter-59',
        path: 'kollektsiya-severnyi-veter',
      },
    ];
    const trail = productTrail(refs);
    expect(names(trail)).toEqual(['HOME', 'Женщинам', 'Обувь', 'Кроссовки']);
    expect(trail[3]).toEqual({
      kind: 'category',
      category: { id: 5, name: 'Кроссовки', slug: 'krossovki-5', url_path: 'zhenshchinam/obuv/krossovki' },
    });
    expect(productTrail([])).toEqual([{ kind: 'home' }]);
  });
});
