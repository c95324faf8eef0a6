// CMS pages and blocks (contract §3.6) for every CMS identifier of spec §2 and the static text pages,
// with the shop slug in place of `{product}` (supplement §2). Text is in the view's language.
import type { StoreCode } from '#shared/config/store-views.ts';
import { FIXED_DATES } from './dates';
import { SHOP } from './vocabulary/brands';
import type { Localized } from './vocabulary/localized';
import { SIZE_CHARTS, type SeedSizeChart } from './vocabulary/size-charts';

interface PageText {
  identifier: string;
  title: Localized;
  body: Localized;
}

const S = SHOP.slug;
const N = SHOP.name;

/** Spec §2 "CMS-style pages by identifier", in route-table order. */
export const CMS_IDENTIFIERS: readonly string[] = [
  `delivery-${S}`,
  `orders-${S}`,
  `returns-${S}`,
  'size-guide',
  `stores-${S}`,
  `contacts-${S}`,
  'wholesale',
  `terms-of-use-${S}`,
];
/** Spec §2 "static text pages" (placeholder text). */
export const STATIC_PAGE_IDENTIFIERS: readonly string[] = [
  'legal',
  'magazine',
  'order-tracking',
  'customer-service',
  'gift-card',
];

/** A number as the view writes it: `22,5` in Russian, `22.5` in English. */
const localNumber = (value: number | string, store: StoreCode): string =>
  typeof value === 'number' && store === 'ru' ? String(value).replace('.', ',') : String(value);

/**
 * One size chart as the structured table shared/domain/size-guide.ts reads (issue 10): what the chart is
 * for in data attributes, a caption, column headers naming the size systems and body measures.
 */
function sizeChartHtml(chart: SeedSizeChart, store: StoreCode): string {
  const attributes = [
    `data-size-chart="${chart.id}"`,
    `data-style="${chart.productStyle}"`,
    `data-age="${chart.age}"`,
    ...(chart.genders.length > 0 ? [`data-gender="${chart.genders.join(' ')}"`] : []),
    ...(chart.brand ? [`data-brand="${chart.brand}"`] : []),
  ].join(' ');
  const head = chart.columns
    .map((column) => {
      const data = column.sizeType
        ? ` data-size-type="${column.sizeType}"`
        : column.measure
          ? ` data-measure="${column.measure}"`
          : '';
      return `<th scope="col"${data}>${column.label[store]}</th>`;
    })
    .join('');
  const body = chart.rows
    .map(
      (row) =>
        `<tr>${row.map((value, i) => (i === 0 ? `<th scope="row">${localNumber(value, store)}</th>` : `<td>${localNumber(value, store)}</td>`)).join('')}</tr>`,
    )
    .join('');
  return `<table ${attributes}><caption>${chart.caption[store]}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const sizeCharts = (store: StoreCode): string => SIZE_CHARTS.map((chart) => sizeChartHtml(chart, store)).join('');

const PAGES: readonly PageText[] = [
  {
    identifier: `delivery-${S}`,
    title: { ru: 'Доставка', en: 'Delivery' },
    body: {
      ru: `<p>Курьер доставит заказ по Москве и Санкт-Петербургу на следующий день, в другие города России — за 2-5 дней. Стоимость курьерской доставки — 500 ₽, от 5 000 ₽ бесплатно.</p><p>Можно оплатить заказ при получении.</p>`,
      en: `<p>Our courier delivers in Moscow and Saint Petersburg the next day, elsewhere in Russia in 2-5 days. Courier delivery costs 500 ₽ and is free from 5 000 ₽.</p><p>You can pay on delivery.</p>`,
    },
  },
  {
    identifier: `orders-${S}`,
    title: { ru: 'Как сделать заказ', en: 'How to order' },
    body: {
      ru: '<p>Выберите размер и цвет, добавьте товар в корзину и оформите заказ в четыре шага. Заказ можно оформить и без интернета: он отправится, когда связь восстановится.</p>',
      en: '<p>Choose a size and a colour, add the product to the cart and check out in four steps. You can even order offline: the order is sent when the connection returns.</p>',
    },
  },
  {
    identifier: `returns-${S}`,
    title: { ru: 'Обмен и возврат', en: 'Returns and exchanges' },
    body: {
      ru: '<p>Вернуть или обменять товар надлежащего качества можно в течение 14 дней, если сохранены ярлыки и товарный вид. Деньги вернём в течение 10 дней.</p>',
      en: '<p>You can return or exchange an item within 14 days if the labels are attached and it has not been worn. We refund within 10 days.</p>',
    },
  },
  {
    identifier: 'size-guide',
    title: { ru: 'Таблица размеров', en: 'Size guide' },
    body: {
      ru: `<p>Снимите мерки сантиметровой лентой по телу, без одежды. Измерьте длину стопы вечером, стоя: от пятки до кончика самого длинного пальца.</p>${sizeCharts('ru')}<p>Если мерки попадают между размерами, выбирайте больший. Детскую одежду подбирают по росту.</p>`,
      en: `<p>Take your measurements with a tape measure, over your body, not over clothes. Measure your foot in the evening, standing: from the heel to the tip of the longest toe.</p>${sizeCharts('en')}<p>If your measurements fall between two sizes, choose the larger one. Children's clothing is sized by height.</p>`,
    },
  },
  {
    identifier: `stores-${S}`,
    title: { ru: 'Магазины', en: 'Stores' },
    body: {
      ru: `<p>Магазины «${N.ru}» работают в восьми городах России. Выберите город: мы покажем адреса, часы работы и телефоны магазинов.</p>`,
      en: `<p>${N.en} stores are open in eight Russian cities. Choose a city to see the stores' addresses, opening hours and phone numbers.</p>`,
    },
  },
  {
    identifier: `contacts-${S}`,
    title: { ru: 'Контакты', en: 'Contacts' },
    body: {
      ru: `<p>Телефон: ${SHOP.phone} (бесплатно по России, ежедневно с 9:00 до 21:00). E-mail: ${SHOP.email}.</p>`,
      en: `<p>Phone: ${SHOP.phone} (free within Russia, daily 9:00-21:00). E-mail: ${SHOP.email}.</p>`,
    },
  },
  {
    identifier: 'wholesale',
    title: { ru: 'Оптовым покупателям', en: 'Wholesale' },
    body: {
      ru: '<p>Работаем с юридическими лицами и ИП. Минимальный заказ — 100 000 ₽. Счёт на компанию выставим за один день.</p>',
      en: '<p>We work with companies and sole traders. Minimum order 100 000 ₽. We issue a company invoice within a day.</p>',
    },
  },
  {
    identifier: `terms-of-use-${S}`,
    title: { ru: 'Пользовательское соглашение', en: 'Terms of use' },
    body: {
      ru: `<p>Используя сайт «${N.ru}», вы соглашаетесь с условиями продажи и обработки персональных данных.</p>`,
      en: `<p>By using the ${N.en} website you accept the terms of sale and of personal data processing.</p>`,
    },
  },
  {
    identifier: 'legal',
    title: { ru: 'Правовая информация', en: 'Legal Notice' },
    body: {
      ru: '<p>ООО «Модный берег», ИНН 7700000000. Здесь будет правовая информация.</p>',
      en: '<p>Modny Bereg LLC. Legal information will be published here.</p>',
    },
  },
  {
    identifier: 'magazine',
    title: { ru: 'Журнал', en: 'Magazine' },
    body: {
      ru: '<p>Статьи о моде, стиле и уходе за вещами скоро появятся здесь.</p>',
      en: '<p>Articles on fashion, style and clothing care will appear here soon.</p>',
    },
  },
  {
    identifier: 'order-tracking',
    title: { ru: 'Отследить заказ', en: 'Track my Order' },
    body: {
      ru: '<p>Статус заказа можно посмотреть здесь, по номеру заказа и адресу электронной почты, или в личном кабинете в разделе «Мои заказы».</p>',
      en: '<p>You can see the status of your order here, by its number and your e-mail address, or in your account under My orders.</p>',
    },
  },
  {
    identifier: 'customer-service',
    title: { ru: 'Служба поддержки', en: 'Customer service' },
    body: {
      ru: `<p>Мы отвечаем ежедневно с 9:00 до 21:00 по телефону ${SHOP.phone}.</p>`,
      en: `<p>We answer daily from 9:00 to 21:00 at ${SHOP.phone}.</p>`,
    },
  },
  {
    identifier: 'gift-card',
    title: { ru: 'Подарочная карта', en: 'Gift card' },
    body: {
      ru: '<p>Подарочные карты номиналом от 1 000 до 15 000 ₽ действуют год во всех магазинах и на сайте.</p>',
      en: '<p>Gift cards from 1 000 to 15 000 ₽ are valid for a year in all stores and online.</p>',
    },
  },
];

export function cmsPageDocuments(store: StoreCode): Record<string, unknown>[] {
  return PAGES.map((page, i) => ({
    id: i + 1,
    identifier: page.identifier,
    title: page.title[store],
    page_layout: '1column',
    content_heading: page.title[store],
    content: page.body[store],
    meta_title: `${page.title[store]} | ${N[store]}`,
    meta_description: page.title[store],
    meta_keywords: '',
    store_id: [0],
    active: true,
    creation_time: FIXED_DATES.catalogueCreated,
    update_time: FIXED_DATES.contentUpdated,
  }));
}

const BLOCKS: readonly PageText[] = [
  {
    identifier: 'footer_links_block',
    title: { ru: 'Ссылки в подвале', en: 'Footer Links Block' },
    body: {
      ru: `<ul><li><a href="/delivery-${S}">Доставка</a></li><li><a href="/returns-${S}">Обмен и возврат</a></li><li><a href="/size-guide">Таблица размеров</a></li><li><a href="/contacts-${S}">Контакты</a></li><li><a href="/legal">Правовая информация</a></li></ul>`,
      en: `<ul><li><a href="/delivery-${S}">Delivery</a></li><li><a href="/returns-${S}">Returns</a></li><li><a href="/size-guide">Size guide</a></li><li><a href="/contacts-${S}">Contacts</a></li><li><a href="/legal">Legal Notice</a></li></ul>`,
    },
  },
  {
    identifier: 'home_banner_text',
    title: { ru: 'Текст баннера на главной', en: 'Home banner text' },
    body: {
      ru: '<h2>Новая коллекция осень-зима</h2><p>Тёплые куртки, ботинки и шарфы — уже в продаже.</p>',
      en: '<h2>New autumn-winter collection</h2><p>Warm jackets, boots and scarves are in store now.</p>',
    },
  },
  {
    identifier: 'newsletter_text',
    title: { ru: 'Подписка на рассылку', en: 'Newsletter' },
    body: {
      ru: '<p>Подпишитесь на рассылку и получите скидку 10 % на первый заказ.</p>',
      en: '<p>Subscribe to our newsletter and get 10% off your first order.</p>',
    },
  },
  {
    identifier: 'usp_block',
    title: { ru: 'Наши преимущества', en: 'Why shop with us' },
    body: {
      ru: '<ul><li>Бесплатная доставка от 5 000 ₽</li><li>14 дней на возврат</li><li>Оплата при получении</li></ul>',
      en: '<ul><li>Free delivery from 5 000 ₽</li><li>14 days to return</li><li>Pay on delivery</li></ul>',
    },
  },
  {
    identifier: 'cookie_notice',
    title: { ru: 'Файлы cookie', en: 'Cookies' },
    body: {
      ru: '<p>Мы используем файлы cookie, чтобы сайт работал лучше.</p>',
      en: '<p>We use cookies to make the site work better.</p>',
    },
  },
];

export function cmsBlockDocuments(store: StoreCode): Record<string, unknown>[] {
  return BLOCKS.map((block, i) => ({
    id: i + 1,
    identifier: block.identifier,
    title: block.title[store],
    content: block.body[store],
    creation_time: FIXED_DATES.catalogueCreated,
    update_time: FIXED_DATES.contentUpdated,
    active: true,
    type: 'cms_block',
    store_id: [0],
  }));
}
