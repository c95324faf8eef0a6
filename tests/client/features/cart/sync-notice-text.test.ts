// What the microcart says of a line a sync could not keep (client/features/cart/sync-notice-text.ts), in both views:
// removed, back to the confirmed quantity, and the stock left when that was the reason.
import { describe, expect, it } from 'vitest';
import { syncNoticeText } from '#client/features/cart/sync-notice-text.ts';
import { translatorFor } from '#shared/i18n/translate.ts';

describe('syncNoticeText', () => {
  it('a quantity above the stock: how many are left, then the quantity it went back to', () => {
    const notice = { kind: 'restored', name: 'Рюкзак Аврора', qty: 1, available: 3 } as const;
    expect(syncNoticeText(translatorFor('ru'), notice)).toBe(
      'Доступно только 3 шт. этого товара. Количество «Рюкзак Аврора» не удалось изменить: возвращено 1 шт.',
    );
    expect(syncNoticeText(translatorFor('en'), notice)).toBe(
      'Only 3 products of this type are available. The quantity of Рюкзак Аврора could not be changed: it is back to 1.',
    );
  });

  it('a line refused for another reason: only what happened to it', () => {
    expect(syncNoticeText(translatorFor('ru'), { kind: 'removed', name: 'Кеды Лада', qty: 0 })).toBe(
      '«Кеды Лада» сейчас недоступен и удалён из корзины.',
    );
  });
});
