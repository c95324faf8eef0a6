// Store locator grouping and filtering (shared/domain/store-locator.ts; spec §7 stockists; issue 10), over
// the seeded points of both store views and small hand-made lists.
import { describe, expect, it } from 'vitest';
import { cityKey, filterByCity, groupStoresByCity, telHref, type StorePoint } from '#shared/domain/store-locator.ts';
import { storeDocuments } from '#worker/platform/seed/places.ts';

const point = (id: number, city: string, region: string | null = city): StorePoint => ({
  id,
  name: `Store ${id}`,
  city,
  region,
  address: `Street ${id}`,
  phone: '+7 (495) 555-11-23',
  hours: 'Daily',
  lat: 55,
  lng: 37,
});

describe('grouping by city', () => {
  it('keeps the order of the cities and of the stores in them', () => {
    const groups = groupStoresByCity([
      point(1, 'Москва'),
      point(2, 'Казань', 'Республика Татарстан'),
      point(3, 'Москва'),
    ]);
    expect(groups.map((g) => [g.city, g.region, g.stores.map((s) => s.id)])).toEqual([
      ['Москва', null, [1, 3]],
      ['Казань', 'Республика Татарстан', [2]],
    ]);
  });

  it('trims names, skips points without a city', () => {
    const groups = groupStoresByCity([point(1, ' Самара '), point(2, ''), point(3, 'Самара', null)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ city: 'Самара', stores: [{ id: 1 }, { id: 3 }] });
  });

  it('the seeded points: eight cities, Moscow with two stores, in both views', () => {
    for (const store of ['ru', 'en'] as const) {
      const points = storeDocuments(store).map((doc) => ({ ...point(0, ''), ...doc }) as StorePoint);
      const groups = groupStoresByCity(points);
      expect(groups).toHaveLength(8);
      expect(groups[0]?.stores).toHaveLength(2);
      expect(groups[0]?.city).toBe(store === 'ru' ? 'Москва' : 'Moscow');
    }
  });
});

describe('filtering by city', () => {
  const groups = groupStoresByCity([point(1, 'Москва'), point(2, 'Казань'), point(3, 'Москва')]);

  it('one city, or every city for none or an unknown one', () => {
    expect(filterByCity(groups, 'Казань').map((g) => g.city)).toEqual(['Казань']);
    expect(filterByCity(groups, ` ${cityKey('Москва')} `).map((g) => g.city)).toEqual(['Москва']);
    expect(filterByCity(groups, '').map((g) => g.city)).toEqual(['Москва', 'Казань']);
    expect(filterByCity(groups, null)).toHaveLength(2);
    expect(filterByCity(groups, 'Париж')).toHaveLength(2);
  });
});

describe('phone links', () => {
  it('digits and the leading plus only', () => {
    expect(telHref('+7 (495) 555-11-23')).toBe('tel:+74955551123');
    expect(telHref('8 800 555-35-35')).toBe('tel:88005553535');
  });
});
