// The store locator (spec §1 "a store locator", §7 stockists; issue 10): the shop's stores listed by city
// with address, opening hours and phone, filtered by a labelled city select. The list is always there and
// server-rendered; the map only where the shop allows third-party tiles (settings.mapTiles, off by
// default). The chosen city is the url's `?city=` (replaced, not pushed: the filter is no new page), so
// a link to one city's stores works and the server renders it already filtered.
import type { ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Stockist } from '#shared/contract/legacy.ts';
import { filterByCity, groupStoresByCity, telHref } from '#shared/domain/store-locator.ts';
import { STORE_CITY_PARAMETER } from '#shared/domain/page-parameters.ts';
import { Select } from '#client/components/ui/select.tsx';
import { useSettings, useT } from '#client/lib/services.tsx';
import { StoreMap } from './store-map';

export function StoreLocator({ stockists }: { stockists: readonly Stockist[] }) {
  const t = useT();
  const { mapTiles } = useSettings();
  const headingId = 'store-locator-title';
  const [searchParams, setSearchParams] = useSearchParams();
  const groups = groupStoresByCity(stockists);
  const requested = searchParams.get(STORE_CITY_PARAMETER) ?? '';
  // A city the shop has no store in (an old link) shows every city, and the select says so.
  const city = groups.some((group) => group.city === requested.trim()) ? requested.trim() : '';
  const shown = filterByCity(groups, city);
  const shownStores = shown.flatMap((group) => group.stores);
  const withMap = mapTiles !== null && shownStores.length > 0;

  const onCity = (event: ChangeEvent<HTMLSelectElement>) => {
    // Client code is type-checked for the worker too, without the DOM library.
    const value = String((event.currentTarget as unknown as { value: string }).value);
    const next = new URLSearchParams(searchParams);
    if (value === '') next.delete(STORE_CITY_PARAMETER);
    else next.set(STORE_CITY_PARAMETER, value);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <section className="store-locator" aria-labelledby={headingId} data-testid="store-locator">
      <h2 id={headingId}>{t('stores.heading')}</h2>
      <div className="store-locator__filter">
        <Select
          label={t('stores.city')}
          name={STORE_CITY_PARAMETER}
          value={city}
          onChange={onCity}
          options={[
            { value: '', label: t('stores.allCities', { count: stockists.length }) },
            ...groups.map((group) => ({
              value: group.city,
              label: t('stores.cityOption', { city: group.city, count: group.stores.length }),
            })),
          ]}
        />
        {/* Announced when the filter changes the list. */}
        <p className="store-locator__count" role="status">
          {t('stores.count', { count: shownStores.length })}
        </p>
      </div>
      {withMap && mapTiles ? <StoreMap stores={shownStores} tiles={mapTiles} /> : null}
      <div className="store-locator__cities">
        {shown.map((group) => (
          // A plain section under its heading: eight cities are no eight landmarks.
          <section key={group.city} className="store-locator__city">
            <h3 className="store-locator__city-name">
              {group.city}
              {group.region ? <span className="store-locator__region">{group.region}</span> : null}
            </h3>
            <ul className="store-locator__list">
              {group.stores.map((store) => (
                <li key={store.id} className="store-card" data-testid="store-card">
                  <h4 className="store-card__name">
                    {/* The store's marker on the map. */}
                    {withMap ? (
                      <span className="store-card__number" aria-hidden="true">
                        {shownStores.indexOf(store) + 1}
                      </span>
                    ) : null}
                    {store.name}
                  </h4>
                  <address className="store-card__address">{`${store.address}, ${group.city}`}</address>
                  <p className="store-card__hours">
                    <span className="store-card__label">{t('stores.hours')}: </span>
                    {store.hours}
                  </p>
                  {store.phone ? (
                    <p className="store-card__phone">
                      <span className="store-card__label">{t('stores.phone')}: </span>
                      <a href={telHref(store.phone)}>{store.phone}</a>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
