// The compared products side by side (issue 14): one column per product in the order the shopper added them —
// image, name linking to the product, price, sku, the comparable attributes (./compare-rows.ts), 'Add to cart'
// (a link to the product page, where the size and stock are chosen: spec §4 checked add) and a remove button —
// or the empty state. On a phone the table scrolls sideways inside a focusable region (keyboard users scroll it
// too). A removal is the spec §8 'removed from compare' notice (the app's, from the store's notice).
import { useQuery } from '@tanstack/react-query';
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { shelfPrice } from '#shared/domain/price.ts';
import { localizedPath, thumbnailUrl } from '#shared/domain/urls.ts';
import { Price } from '#client/components/price.tsx';
import type { SavedProductEntry } from '#client/lib/storage/records.ts';
import { useApi, useStoreCode, useT, useUrls } from '#client/lib/services.tsx';
import { useCompareStore } from '#client/features/compare/feature.ts';
import { PageLink } from '#client/components/page-link.tsx';
import { compareRows } from './compare-rows';
import { compareAttributesQuery, comparedProductsQuery } from './queries';

const CAPTION_ID = 'compare-caption';

export function CompareTable({ items }: { items: readonly SavedProductEntry[] }) {
  const t = useT();
  const api = useApi();
  const urls = useUrls();
  const storeCode = useStoreCode();
  const store = useCompareStore();
  // Sorted in the key: adding a product asks again, the order of the columns never does.
  const skus = [...new Set(items.map((item) => item.sku))].sort();
  const products = useQuery({ ...comparedProductsQuery(api, storeCode, skus), enabled: skus.length > 0 });
  const attributes = useQuery(compareAttributesQuery(api, storeCode));

  if (skus.length === 0) return <CompareEmpty />;
  if (products.isError || attributes.isError)
    return (
      <div className="compare-page__status" role="alert">
        <p>{t('compare.loadFailed')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void Promise.all([products.refetch(), attributes.refetch()])}
        >
          {t('saved.retry')}
        </button>
      </div>
    );
  if (!products.data || !attributes.data)
    return (
      <p className="compare-page__status" role="status">
        {t('compare.loading')}
      </p>
    );

  const bySku = new Map(products.data.items.map((product) => [product.sku, product]));
  const columns: ProductDocument[] = items.flatMap((item) => bySku.get(item.sku) ?? []);
  // Every compared product was taken off sale: nothing to compare.
  if (columns.length === 0) return <CompareEmpty />;
  const rows = compareRows(columns, attributes.data.items);
  const { width, height } = THUMBNAIL_SIZES.product;
  return (
    <div className="compare-table__scroll" role="region" aria-labelledby={CAPTION_ID} tabIndex={0}>
      <table className="compare-table" data-testid="compare-table">
        <caption id={CAPTION_ID} className="visually-hidden">
          {t('compare.caption', { count: columns.length })}
        </caption>
        <thead>
          <tr>
            <td />
            {columns.map((product) => (
              <th key={product.sku} scope="col" className="compare-table__product" data-sku={product.sku}>
                <img
                  className="compare-table__image"
                  src={thumbnailUrl(product.image, width, height)}
                  alt=""
                  width={width}
                  height={height}
                  loading="lazy"
                  decoding="async"
                />
                <PageLink to={urls.product(product, storeCode)} className="compare-table__name">
                  {product.name}
                </PageLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('compare.price')}</th>
            {columns.map((product) => (
              <td key={product.sku}>
                <Price price={shelfPrice(product)} storeCode={storeCode} regularLabel={t('product.regularPrice')} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('compare.sku')}</th>
            {columns.map((product) => (
              <td key={product.sku}>{product.sku}</td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.code} data-attribute={row.code}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={columns[index]?.sku ?? index}>
                  {value ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('compare.noValue')}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <span className="visually-hidden">{t('compare.actions')}</span>
            </th>
            {columns.map((product) => (
              <td key={product.sku}>
                <div className="compare-table__actions">
                  <PageLink
                    to={urls.product(product, storeCode)}
                    className="button button--primary"
                    aria-label={t('saved.addToCart', { name: product.name })}
                  >
                    {t('product.addToCart')}
                  </PageLink>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('compare.removeItem', { name: product.name })}
                    onClick={() => store.getState().remove({ sku: product.sku, name: product.name })}
                  >
                    {t('compare.removeShort')}
                  </button>
                </div>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** Nothing to compare: what to do about it, and the way back to the shop. */
function CompareEmpty() {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <div className="compare-page__empty" data-testid="compare-empty">
      <p>{t('compare.empty')}</p>
      <PageLink to={localizedPath('/', storeCode)} className="button button--secondary">
        {t('compare.continue')}
      </PageLink>
    </div>
  );
}
