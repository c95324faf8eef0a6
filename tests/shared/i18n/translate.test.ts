// The formatter and its registry (shared/i18n/translate.ts): the unit suite registers every view's dictionary
// (vitest.unit.config.ts setupFiles), as the server does; the browser loads one view's message groups
// (shared/i18n/load-messages.ts), here with a fresh copy of the registry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '#shared/i18n/en.ts';
import { messageModule } from '#shared/i18n/load-messages.ts';
import { ru } from '#shared/i18n/ru.ts';
import { MISSING_MESSAGE, translate, translatorFor } from '#shared/i18n/translate.ts';

describe('translate', () => {
  it('fills {placeholders} and leaves unknown ones as written', () => {
    expect(translate('en', 'compare.caption', { count: 12 })).toBe('Compared products: 12');
    expect(translatorFor('ru')('shop.name')).toBe('Модный берег');
    expect(translate('ru', 'cms.description', {})).toBe('{title} — «Модный берег»');
  });

  it('chooses the plural form of the view’s language: 1 товар, 2 товара, 5 товаров, 21 товар; 1 item, 2 items', () => {
    const description = (count: number) => translate('ru', 'category.description', { name: 'Обувь', count });
    expect([1, 2, 5, 11, 21, 22].map(description)).toEqual([
      'Обувь: 1 товар. Доставка по России.',
      'Обувь: 2 товара. Доставка по России.',
      'Обувь: 5 товаров. Доставка по России.',
      'Обувь: 11 товаров. Доставка по России.',
      'Обувь: 21 товар. Доставка по России.',
      'Обувь: 22 товара. Доставка по России.',
    ]);
    expect([0, 1, 2].map((count) => translate('en', 'header.cartCount', { count }))).toEqual([
      '0 items in the cart',
      '1 item in the cart',
      '2 items in the cart',
    ]);
    expect(translate('en', 'category.productCount', { count: 1 })).toBe('1 product');
    expect(translate('en', 'search.minLength', { count: 3 })).toBe('The search term must be at least 3 characters.');
  });

  it('leaves a plural as written without a number for it', () => {
    expect(translate('en', 'category.productCount', { count: 'many' })).toBe(
      '{count, plural, one {# product} other {# products}}',
    );
  });

  it('both views have a text for every key', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
    for (const value of Object.values(en)) expect(value.trim()).not.toBe('');
  });
});

describe('loadMessages (the browser)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  /** The registry and its loader as a browser page starts them: nothing registered. */
  async function freshRegistry() {
    vi.resetModules();
    const registry = await import('#shared/i18n/translate.ts');
    const { loadMessages } = await import('#shared/i18n/load-messages.ts');
    return { ...registry, loadMessages };
  }

  it('names each group of each view by its module, the key of its chunk in the Vite manifest', () => {
    expect(messageModule('ru', 'core')).toBe('shared/i18n/ru/core.ts');
    expect(messageModule('en', 'checkout')).toBe('shared/i18n/en/checkout.ts');
  });

  it('registers the groups it loads and only those', async () => {
    const registry = await freshRegistry();
    await registry.loadMessages('en', ['core', 'catalogue']);
    expect(registry.hasMessages('en', 'core')).toBe(true);
    expect(registry.hasMessages('en', 'catalogue')).toBe(true);
    expect(registry.hasMessages('en', 'checkout')).toBe(false);
    expect(registry.hasMessages('ru', 'core')).toBe(false);
    expect(registry.translate('en', 'shop.name')).toBe('Modny Bereg');
    expect(registry.translate('en', 'category.productCount', { count: 7 })).toBe('7 products');
  });

  it('shows the key and reports it when its group was not loaded, as a page that forgot a group would', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = await freshRegistry();
    await registry.loadMessages('ru', ['core']);
    expect(registry.translate('ru', 'checkout.title')).toBe('checkout.title');
    expect(error).toHaveBeenCalledWith(
      `${MISSING_MESSAGE} 'checkout.title' is shown before its message group was loaded (ru)`,
    );
  });

  it('refuses to translate in a view with nothing loaded', async () => {
    const registry = await freshRegistry();
    expect(() => registry.translate('ru', 'shop.name')).toThrow(/No texts of store view 'ru' are loaded/);
  });
});
