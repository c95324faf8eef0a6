// Product reviews (contract §3.6): approved (review_status 1) and pending moderation (2), in the
// view's language. Each product draws its reviews from its own stream, like its plan.
import type { StoreCode } from '#shared/config/store-views.ts';
import { catalogueDate, PRODUCT_DATE_SPAN_DAYS } from './dates';
import { FIXTURE_INDEX } from './layout';
import type { ProductPlan } from './product-plan';
import { STREAM, streamFor } from './random';
import type { Localized } from './vocabulary/localized';

const REVIEWS: readonly { title: Localized; detail: Localized }[] = [
  {
    title: { ru: 'Отличное качество', en: 'Great quality' },
    detail: {
      ru: 'Ношу каждый день уже месяц, всё как новое. Размер соответствует.',
      en: 'I have worn it every day for a month and it still looks new. True to size.',
    },
  },
  {
    title: { ru: 'Маломерит', en: 'Runs small' },
    detail: {
      ru: 'Вещь хорошая, но советую брать на размер больше.',
      en: 'A good item, but I recommend ordering one size up.',
    },
  },
  {
    title: { ru: 'Цвет как на фото', en: 'Colour as pictured' },
    detail: {
      ru: 'Цвет совпадает с фотографией, материал приятный.',
      en: 'The colour matches the photo and the material feels nice.',
    },
  },
  {
    title: { ru: 'Быстрая доставка', en: 'Fast delivery' },
    detail: {
      ru: 'Привезли на следующий день, курьер был вежлив.',
      en: 'Delivered the next day, the courier was polite.',
    },
  },
  {
    title: { ru: 'Тепло и удобно', en: 'Warm and comfortable' },
    detail: { ru: 'В мороз не замерзаю, очень доволен покупкой.', en: 'I stay warm in the frost, very happy with it.' },
  },
  {
    title: { ru: 'Ожидала большего', en: 'Expected more' },
    detail: {
      ru: 'Швы не везде ровные, но за эту цену нормально.',
      en: 'Some seams are uneven, but fine for the price.',
    },
  },
];

const NICKNAMES: readonly Localized[] = [
  { ru: 'Анна', en: 'Anna' },
  { ru: 'Ольга', en: 'Olga' },
  { ru: 'Дмитрий', en: 'Dmitry' },
  { ru: 'Сергей', en: 'Sergei' },
  { ru: 'Мария', en: 'Maria' },
  { ru: 'Алексей', en: 'Alexei' },
  { ru: 'Екатерина', en: 'Ekaterina' },
  { ru: 'Иван', en: 'Ivan' },
];

/** Review ids: 4 per product index, so they never depend on other products. */
export const MAX_REVIEWS_PER_PRODUCT = 4;

export function reviewDocuments(
  seed: number,
  plan: ProductPlan,
  store: StoreCode,
  storeId: number,
): Record<string, unknown>[] {
  if (plan.visibility === 1 || plan.status === 2) return [];
  const rng = streamFor(seed, STREAM.review, plan.index);
  // The hero product always has one approved and one pending review (UI tests rely on both).
  const isHero = plan.index === FIXTURE_INDEX.hero;
  const count = isHero ? 2 : rng.chance(0.7) ? 0 : rng.int(1, 3);
  const docs: Record<string, unknown>[] = [];
  for (let k = 0; k < count; k++) {
    const text = rng.pick(REVIEWS);
    const pending = isHero ? k === 1 : rng.chance(0.2);
    docs.push({
      id: plan.index * MAX_REVIEWS_PER_PRODUCT + k + 1,
      title: text.title[store],
      detail: text.detail[store],
      nickname: rng.pick(NICKNAMES)[store],
      review_entity: 'product',
      review_type: 3,
      review_status: pending ? 2 : 1,
      rating: rng.int(3, 5),
      created_at: catalogueDate(rng.int(120, PRODUCT_DATE_SPAN_DAYS - 1), rng.int(9 * 3600, 22 * 3600)),
      store_id: storeId,
      stores: [0, storeId],
      product_id: plan.id,
    });
  }
  return docs;
}
