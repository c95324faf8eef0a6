// The size calculator opened from a product's "Size guide" link (client/features/size-guide/components/size-guide.tsx,
// shared/domain/size-guide-choice.ts): it starts with the product's brand, kind, gender and age from the url; a
// value the tables do not know is ignored; and the shopper's own choice is not undone afterwards.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SizeGuide } from '#client/features/size-guide/components/size-guide.tsx';
import { cmsPageDocuments } from '#worker/platform/seed/content.ts';
import { renderInView } from '#tests/support/components/render.tsx';

const content = String(cmsPageDocuments('ru').find((doc) => doc.identifier === 'size-guide')?.content ?? '');
const BRANDS = [
  { slug: 'severnyi-veter', name: 'Северный ветер' },
  { slug: 'lesnaya-tropa', name: 'Лесная тропа' },
];
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;

describe('the size guide opened from a product', () => {
  it('starts with the product’s chart', () => {
    renderInView(<SizeGuide content={content} brands={BRANDS} />, {
      path: '/size-guide?brand=lesnaya-tropa&gender=men&age=kids&style=clothing',
    });
    expect([valueOf('Бренд'), valueOf('Что подбираем'), valueOf('Пол'), valueOf('Возраст')]).toEqual([
      'lesnaya-tropa',
      'clothing',
      'men',
      'kids',
    ]);
  });

  it('ignores what the tables do not know, and keeps the shopper’s own choice', async () => {
    const { user } = renderInView(<SizeGuide content={content} brands={BRANDS} />, {
      path: '/size-guide?brand=nobody&gender=men&style=hats',
    });
    expect([valueOf('Бренд'), valueOf('Пол')]).toEqual(['', 'men']);
    await user.selectOptions(screen.getByLabelText('Пол'), 'women');
    expect(valueOf('Пол')).toBe('women');
  });
});
