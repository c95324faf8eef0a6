// Issue 10 "Home, menu and brand pages" through the real worker, D1 and the seeded demo catalogue, in both
// store views: the home page renders its banners, brands and lists on the server; the header's menu is
// nested and the footer links every CMS, static and brand page; the size guide's tables are real tables;
// the store locator lists the cities with addresses, hours and phones, and filters by `?city=`.
import { createExecutionContext, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRAND_LANDING_SLUGS, CMS_ROUTES, SHOP_SLUG, STATIC_PAGES } from '#shared/config/shop.ts';
import worker from '#worker/index.ts';
import type { Env } from '#worker/env.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const ORIGIN = 'http://home-and-info.test';
/** Crawlers get the whole document at once (no Suspense fallbacks): what the server renders, complete. */
const BOT = { headers: { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0)' } };

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

async function html(path: string): Promise<string> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, BOT);
  expect(response.status).toBe(200);
  return response.text();
}

const VIEWS = [
  {
    store: 'ru',
    prefix: '',
    slide: 'Новая коллекция осень-зима',
    small: 'Платья',
    brand: 'Северный ветер',
    newCollection: 'Новая коллекция',
    bestsellers: 'Хиты продаж',
    kidsShoes: 'Детская обувь',
    moscow: 'Москва',
    kazan: 'Казань',
    giftText: 'Подарочные карты номиналом от 1 000 до 15 000 ₽ действуют год во всех магазинах и на сайте.',
    giftCards: 'Выберите подарочную карту',
    giftCardName: /подарочная карта/i,
  },
  {
    store: 'en',
    prefix: '/en',
    slide: 'New autumn-winter collection',
    small: 'Dresses',
    brand: 'Severny Veter',
    newCollection: 'New collection',
    bestsellers: 'Bestsellers',
    kidsShoes: 'Kids footwear',
    moscow: 'Moscow',
    kazan: 'Kazan',
    giftText: 'Gift cards from 1 000 to 15 000 ₽ are valid for a year in all stores and online.',
    giftCards: 'Choose a gift card',
    giftCardName: /gift card/i,
  },
] as const;

/** The product tiles inside one section of the page (by the id of its heading). */
function tilesOf(page: string, headingId: string): number {
  const start = page.indexOf(`id="${headingId}"`);
  expect(start).toBeGreaterThan(0);
  const end = page.indexOf('</section>', start);
  return page.slice(start, end).match(/class="product-tile"/g)?.length ?? 0;
}

for (const view of VIEWS) {
  describe(`${view.store} store view`, () => {
    it('home: slider, small banners, the four brands and both lists of 8, server-rendered', async () => {
      const page = await html(view.prefix || '/');
      expect(page).toContain('data-testid="home-slider"');
      expect(page).toContain(view.slide);
      expect(page).toContain('data-testid="home-banners"');
      expect(page).toContain(view.small);
      // Banner links are real: the category's url_path, in the view's prefix; the gift card static page.
      expect(page).toContain(`href="${view.prefix}/zhenshchinam/odezhda/platya"`);
      expect(page).toContain(`href="${view.prefix}/gift-card"`);
      for (const slug of BRAND_LANDING_SLUGS)
        expect(page).toContain(`class="brand-card__link" href="${view.prefix}/${slug}"`);
      expect(page).toContain(view.brand);
      expect(page).toContain(`>${view.newCollection}</h2>`);
      expect(page).toContain(`>${view.bestsellers}</h2>`);
      expect(tilesOf(page, 'home-new')).toBe(8);
      expect(tilesOf(page, 'home-bestsellers')).toBe(8);
    });

    it('the header menu is nested: audiences, their groups and leaves', async () => {
      const page = await html(view.prefix || '/');
      const menu = page.slice(
        page.indexOf('class="header__menu"'),
        page.indexOf('</nav>', page.indexOf('class="header__menu"')),
      );
      expect(menu).toContain(`href="${view.prefix}/zhenshchinam"`);
      expect(menu).toContain(`href="${view.prefix}/zhenshchinam/obuv"`);
      expect(menu).toContain(`href="${view.prefix}/zhenshchinam/obuv/krossovki"`);
      expect(menu).toContain('aria-expanded="false"');
      // The brand root categories are not in the menu (include_in_menu false).
      expect(menu).not.toContain('kollektsiya-');
    });

    it("/gift-card explains the gift cards in the shop's words and links to each, cheapest first", async () => {
      const page = await html(`${view.prefix}/gift-card`);
      expect(page).toContain(`<p>${view.giftText}</p>`);
      expect(page).toContain(`<h2 id="gift-cards-title">${view.giftCards}</h2>`);
      const section = page.slice(
        page.indexOf('id="gift-cards-title"'),
        page.indexOf('</section>', page.indexOf('id="gift-cards-title"')),
      );
      const names = [...section.matchAll(/class="product-tile__name"[^>]*>([^<]+)</g)].map((match) => match[1] ?? '');
      expect(names.length).toBeGreaterThan(1);
      for (const name of names) expect(name).toMatch(view.giftCardName);
      const links = section.match(/<a [^>]*class="product-tile__link"[^>]*>/g) ?? [];
      expect(links.length).toBe(names.length);
      for (const link of links) expect(link).toMatch(/href="[^"]+\.html"/);
      // Cheapest first: the amounts in the names read in rising order.
      const amounts = names.map((name) => Number((/(\d[\d\s,]*)\s?₽/u.exec(name)?.[1] ?? '').replace(/[^\d]/g, '')));
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    });

    it("a static page shows the shop's own text for it", async () => {
      const page = await html(`${view.prefix}/legal`);
      expect(page).toContain(
        view.store === 'ru'
          ? '<p>ООО «Модный берег», ИНН 7700000000. Здесь будет правовая информация.</p>'
          : '<p>Modny Bereg LLC. Legal information will be published here.</p>',
      );
    });

    it('the footer links every CMS page, static page and brand page', async () => {
      const page = await html(`${view.prefix}/legal`);
      const footer = page.slice(page.indexOf('<footer'), page.indexOf('</footer>'));
      for (const { identifier } of CMS_ROUTES) expect(footer).toContain(`href="${view.prefix}/${identifier}"`);
      for (const name of STATIC_PAGES) expect(footer).toContain(`href="${view.prefix}/${name}"`);
      for (const slug of BRAND_LANDING_SLUGS) expect(footer).toContain(`href="${view.prefix}/${slug}"`);
      expect(footer.match(/<h2 /g)?.length).toBe(4);
    });

    it('size guide: real tables with captions and header scopes, the calculator, no run-on digits', async () => {
      const page = await html(`${view.prefix}/size-guide`);
      expect(page.match(/<table class="size-table__table">/g)?.length).toBe(6);
      expect(page).toContain(`<caption id="size-chart-shoes-kids-caption">${view.kidsShoes}</caption>`);
      expect(page).toMatch(/<th scope="col">[^<]+<\/th>/);
      expect(page).toMatch(/<th scope="row">35<\/th>/);
      expect(page).toContain('data-testid="size-calculator"');
      expect(page).not.toMatch(/353622/);
    });

    it('store locator: every city with addresses, hours and phones; ?city= filters', async () => {
      const page = await html(`${view.prefix}/stores-${SHOP_SLUG}`);
      expect(page).toContain('data-testid="store-locator"');
      expect(page.match(/data-testid="store-card"/g)?.length).toBe(9);
      expect(page.match(/class="store-locator__city-name"/g)?.length).toBe(8);
      expect(page).toContain(view.moscow);
      expect(page).toMatch(/<address class="store-card__address">[^<]+<\/address>/);
      expect(page).toMatch(/href="tel:\+7\d{10}"/);
      // No map by default (third-party tiles are off).
      expect(page).not.toContain('data-testid="store-map"');

      const kazan = await html(`${view.prefix}/stores-${SHOP_SLUG}?city=${encodeURIComponent(view.kazan)}`);
      expect(kazan.match(/data-testid="store-card"/g)?.length).toBe(1);
      expect(kazan).toMatch(new RegExp(`<option value="${view.kazan}" selected="">`));
    });
  });
}

describe('product page', () => {
  it('links the size guide beside the sizes, opening with the product’s brand, department and kind', async () => {
    const page = await html('/zhenshchinam/obuv/krossovki/krossovki-zhenskie-begovye-severnyi-veter-groza-2100.html');
    expect(page).toContain(
      'class="variant-picker__size-guide" href="/size-guide?brand=severnyi-veter&amp;gender=women&amp;age=adult&amp;style=shoes"',
    );
  });
});

describe('store locator map (settings.mapTiles)', () => {
  it('only with third-party tiles configured: an SVG of tiles and numbered markers, the tile host in the CSP', async () => {
    const ctx = createExecutionContext();
    const vars: Partial<Env> = {
      MAP_TILES: 'https://tiles.example/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: '© Example maps',
    };
    const response = await worker.fetch(
      new Request(`${ORIGIN}/stores-${SHOP_SLUG}?city=${encodeURIComponent('Москва')}`, BOT),
      { ...env, ...vars } as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(
      /img-src 'self' data:[^;]* https:\/\/tiles\.example/,
    );
    const page = await response.text();
    expect(page).toContain('data-testid="store-map"');
    expect(page).toMatch(/<image href="https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png"/);
    expect(page.match(/class="store-map__marker"/g)?.length).toBe(2);
    expect(page).toContain('© Example maps');
  });
});
