// Store locator points in several Russian cities and the regions they belong to (spec §3 home data:
// cities, store locator points). Coordinates are the real city centres, rounded.
import type { StoreCode } from '#shared/config/store-views.ts';
import type { Localized } from './vocabulary/localized';
import { SHOP } from './vocabulary/brands';

interface City {
  regionId: number;
  name: Localized;
  region: Localized;
  lat: number;
  lng: number;
  phoneCode: string;
  streets: readonly Localized[];
}

const CITIES: readonly City[] = [
  {
    regionId: 1,
    name: { ru: 'Москва', en: 'Moscow' },
    region: { ru: 'Москва', en: 'Moscow' },
    lat: 55.7558,
    lng: 37.6173,
    phoneCode: '495',
    streets: [
      { ru: 'ул. Тверская, 12', en: '12 Tverskaya St' },
      { ru: 'Ленинский просп., 45', en: '45 Leninsky Ave' },
    ],
  },
  {
    regionId: 2,
    name: { ru: 'Санкт-Петербург', en: 'Saint Petersburg' },
    region: { ru: 'Санкт-Петербург', en: 'Saint Petersburg' },
    lat: 59.9343,
    lng: 30.3351,
    phoneCode: '812',
    streets: [{ ru: 'Невский просп., 28', en: '28 Nevsky Ave' }],
  },
  {
    regionId: 3,
    name: { ru: 'Казань', en: 'Kazan' },
    region: { ru: 'Республика Татарстан', en: 'Republic of Tatarstan' },
    lat: 55.7961,
    lng: 49.1064,
    phoneCode: '843',
    streets: [{ ru: 'ул. Баумана, 7', en: '7 Baumana St' }],
  },
  {
    regionId: 4,
    name: { ru: 'Екатеринбург', en: 'Yekaterinburg' },
    region: { ru: 'Свердловская область', en: 'Sverdlovsk Oblast' },
    lat: 56.8389,
    lng: 60.6057,
    phoneCode: '343',
    streets: [{ ru: 'ул. Вайнера, 9', en: '9 Vainera St' }],
  },
  {
    regionId: 5,
    name: { ru: 'Новосибирск', en: 'Novosibirsk' },
    region: { ru: 'Новосибирская область', en: 'Novosibirsk Oblast' },
    lat: 55.0084,
    lng: 82.9357,
    phoneCode: '383',
    streets: [{ ru: 'Красный просп., 25', en: '25 Krasny Ave' }],
  },
  {
    regionId: 6,
    name: { ru: 'Нижний Новгород', en: 'Nizhny Novgorod' },
    region: { ru: 'Нижегородская область', en: 'Nizhny Novgorod Oblast' },
    lat: 56.3269,
    lng: 44.0059,
    phoneCode: '831',
    streets: [{ ru: 'ул. Большая Покровская, 14', en: '14 Bolshaya Pokrovskaya St' }],
  },
  {
    regionId: 7,
    name: { ru: 'Краснодар', en: 'Krasnodar' },
    region: { ru: 'Краснодарский край', en: 'Krasnodar Krai' },
    lat: 45.0355,
    lng: 38.9753,
    phoneCode: '861',
    streets: [{ ru: 'ул. Красная, 32', en: '32 Krasnaya St' }],
  },
  {
    regionId: 8,
    name: { ru: 'Самара', en: 'Samara' },
    region: { ru: 'Самарская область', en: 'Samara Oblast' },
    lat: 53.1959,
    lng: 50.1002,
    phoneCode: '846',
    streets: [{ ru: 'ул. Ленинградская, 40', en: '40 Leningradskaya St' }],
  },
];

const HOURS: Localized = { ru: 'Ежедневно 10:00-22:00', en: 'Daily 10:00-22:00' };

export function storeDocuments(store: StoreCode): Record<string, unknown>[] {
  const docs: Record<string, unknown>[] = [];
  for (const city of CITIES) {
    city.streets.forEach((street, s) => {
      const id = docs.length + 1;
      docs.push({
        id,
        name: `${SHOP.name[store]} — ${city.name[store]}${city.streets.length > 1 ? ` ${s + 1}` : ''}`,
        city: city.name[store],
        region_id: city.regionId,
        country_id: 'RU',
        address: street[store],
        // A small offset per store so that two stores in one city are two points on the map.
        lat: Math.round((city.lat + s * 0.021) * 10000) / 10000,
        lng: Math.round((city.lng - s * 0.034) * 10000) / 10000,
        phone: `+7 (${city.phoneCode}) 555-${String(10 + id).padStart(2, '0')}-${String(20 + id * 3).padStart(2, '0')}`,
        hours: HOURS[store],
        is_active: true,
      });
    });
  }
  return docs;
}

export function regionDocuments(store: StoreCode): Record<string, unknown>[] {
  return CITIES.map((city) => ({
    id: city.regionId,
    name: city.region[store],
    country_id: 'RU',
    code: `RU-${city.regionId}`,
    cities: [{ name: city.name[store], lat: city.lat, lng: city.lng }],
  }));
}
