// The formatter and its dictionary registry (shared/i18n/translate.ts): the unit suite registers every
// view's dictionary (vitest.unit.config.ts setupFiles), as the server does; the browser loads one.
import { describe, expect, it } from 'vitest';
import { en } from '#shared/i18n/en.ts';
import { dictionaryModule, loadDictionary } from '#shared/i18n/load-dictionary.ts';
import { ru } from '#shared/i18n/ru.ts';
import { hasDictionary, translate, translatorFor } from '#shared/i18n/translate.ts';

describe('translate', () => {
  it('fills {placeholders} and leaves unknown ones as written', () => {
    expect(translate('en', 'category.productCount', { count: 12 })).toBe(
      en['category.productCount'].replace('{count}', '12'),
    );
    expect(translatorFor('ru')('shop.name')).toBe('Модный берег');
    expect(translate('ru', 'cms.description', {})).toBe('{title} — «Модный берег»');
  });

  it('both views have a text for every key', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
    for (const value of Object.values(en)) expect(value.trim()).not.toBe('');
  });
});

describe('loadDictionary (the browser)', () => {
  it('names each view dictionary by its module, the key of its chunk in the Vite manifest', () => {
    expect(dictionaryModule('ru')).toBe('shared/i18n/ru.ts');
    expect(dictionaryModule('en')).toBe('shared/i18n/en.ts');
  });

  it('registers a view once loaded (here already registered: a no-op)', async () => {
    await loadDictionary('en');
    expect(hasDictionary('en')).toBe(true);
    expect(translate('en', 'shop.name')).toBe('Modny Bereg');
  });
});
