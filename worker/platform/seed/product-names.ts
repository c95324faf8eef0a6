// Product names and descriptions in a store view's language, from a language-neutral plan:
// «Кроссовки женские беговые Северный ветер Аврора» / "Women's running sneakers Severny Veter Avrora", and
// «… Аврора 2» for the second product that would have the same name (issue 10: names are unique).
import type { StoreCode } from '#shared/config/store-views.ts';
import { optionLabel } from './attributes';
import type { ProductPlan } from './product-plan';
import { SHOP } from './vocabulary/brands';
import { KINDS } from './vocabulary/kinds';

/** Digit grouping of supplement §3 (4 990); written by hand so output never depends on ICU data. */
export function groupDigits(amount: number, separator: string): string {
  return String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * The name of a product in a store view. `ordinal` tells apart products that would otherwise share a name
 * (issue 10: no two products of the catalogue share one): the first keeps the plain name, the n-th gets a
 * number in the form such products carry in shops (a model's generation, a card design, a guide's issue,
 * a look's or set's number); catalog.ts counts the ordinals over the whole catalogue.
 */
export function productName(plan: ProductPlan, store: StoreCode, ordinal = 1): string {
  const ru = store === 'ru';
  const n = ordinal > 1 ? ordinal : null;
  switch (plan.role) {
    case 'giftcard': {
      const name = ru
        ? `Подарочная карта «${SHOP.name.ru}» на ${groupDigits(plan.price, ' ')} ₽`
        : `${SHOP.name.en} gift card ${groupDigits(plan.price, ',')} ₽`;
      return n ? `${name}, ${ru ? 'дизайн' : 'design'} ${n}` : name;
    }
    case 'careguide': {
      const issue = n ? (ru ? `, выпуск ${n}` : `, issue ${n}`) : '';
      return ru
        ? `Руководство по уходу за ${plan.topic?.ru ?? ''}${issue} (PDF)`
        : `Care guide: ${plan.topic?.en ?? ''}${issue} (PDF)`;
    }
    case 'grouped': {
      const number = n ? (ru ? ` №${n}` : ` No. ${n}`) : '';
      return ru
        ? `Образ «${plan.topic?.ru ?? ''}»${number}: сумка, шарф и ремень`
        : `${plan.topic?.en ?? ''} look${number}: bag, scarf and belt`;
    }
    case 'bundle': {
      const number = n ? (ru ? ` №${n}` : ` No. ${n}`) : '';
      return ru ? `Комплект «${plan.model.ru}»${number}: сумка и шарф` : `${plan.model.en} set${number}: bag and scarf`;
    }
    default: {
      if (!plan.kind) throw new Error(`regular product ${plan.sku} without a kind`);
      const kind = KINDS[plan.kind];
      const adjective = plan.audience.adjective;
      const brand = plan.brand?.name[store] ?? '';
      const model = n ? `${plan.model[store]} ${n}` : plan.model[store];
      return ru
        ? `${kind.noun.ru} ${adjective[kind.ruForm]} ${plan.modifier.ru} ${brand} ${model}`
        : `${adjective.en} ${plan.modifier.en} ${kind.noun.en} ${brand} ${model}`;
    }
  }
}

/** Short HTML description (searched with weight 8, supplement §4), in the view's language. */
export function productDescription(plan: ProductPlan, name: string, store: StoreCode): string {
  const ru = store === 'ru';
  switch (plan.role) {
    case 'giftcard':
      return ru
        ? `<p>${name}. Электронная карта приходит на e-mail сразу после оплаты и действует год во всех магазинах и на сайте.</p>`
        : `<p>${name}. The e-card arrives by e-mail right after payment and is valid for a year in all stores and online.</p>`;
    case 'careguide':
      return ru
        ? `<p>${name}: чистка, сушка, хранение и защита от влаги. Файл PDF, 12 страниц, ссылка на скачивание — в личном кабинете.</p>`
        : `<p>${name}: cleaning, drying, storage and water protection. A 12-page PDF; the download link is in your account.</p>`;
    case 'grouped':
    case 'bundle':
      return ru
        ? `<p>${name}. Вещи подобраны стилистами «${SHOP.name.ru}» и отлично сочетаются друг с другом.</p>`
        : `<p>${name}. The pieces are picked by ${SHOP.name.en} stylists and go well together.</p>`;
    default: {
      const materials = plan.materials.map((m) => optionLabel('material', m, store).toLowerCase()).join(', ');
      const season = optionLabel('season', plan.season, store).toLowerCase();
      const style = optionLabel('style', plan.style, store).toLowerCase();
      const tagline = plan.brand ? `${plan.brand.tagline[store]}.` : '';
      return ru
        ? `<p>${name}. ${tagline}</p><p>Материал: ${materials}. Сезон: ${season}. Стиль: ${style}.</p>`
        : `<p>${name}. ${tagline}</p><p>Material: ${materials}. Season: ${season}. Style: ${style}.</p>`;
    }
  }
}
