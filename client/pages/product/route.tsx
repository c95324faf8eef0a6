// Product page (spec §2 product routes, /p/{parentSku}/{slug}/{childSku?}): gallery, price, size
// and colour choice, Add to cart. Reviews stream in behind Suspense.
import { Suspense, useMemo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { THUMBNAIL_SIZES } from '../../../shared/config/constants';
import { STORE_VIEWS, type StoreCode } from '../../../shared/config/store-views';
import type { ConfigurableChild, ProductDocument } from '../../../shared/contract/entities';
import { shelfPrice } from '../../../shared/domain/price';
import { breadcrumbJsonLd, productJsonLd } from '../../../shared/domain/seo/json-ld';
import { storeViewLinks } from '../../../shared/domain/seo/links';
import { htmlToText } from '../../../shared/domain/text';
import { localizedPath, productPath, thumbnailUrl } from '../../../shared/domain/urls';
import { findExactVariant, isChildAvailable, type VariantChild } from '../../../shared/domain/variants';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Price } from '../../components/price';
import { useCart } from '../../features/cart/context';
import { useNotifications } from '../../features/notifications/context';
import { useApi, useStoreCode, useT } from '../../app/services';
import type { MetaFunction, PageLoaderData, RouteDeps } from '../../app/route-types';
import { productBySkuQuery } from './queries';
import { ProductReviews } from './reviews';
import { VariantPicker } from './variant-picker';

export const meta: MetaFunction = ({ queryClient, api, params, storeCode, t }) => {
  const product = queryClient.getQueryData(productBySkuQuery(api, storeCode, params.parentSku ?? '').queryKey);
  if (!product || product.status >= 2 || product.visibility === 1) {
    return { title: t('notFound.title'), description: t('notFound.text'), robots: 'noindex' };
  }
  const title = `${product.name} | ${t('shop.name')}`;
  const description = htmlToText(product.description).slice(0, 160);
  // Child urls (/p/{sku}/{slug}/{childSku}) canonicalise to the parent; slugs are the same in both
  // store views (ADR 010), so the alternate is the same product.
  const links = storeViewLinks(productPath(product, 'ru'), storeCode);
  const main = THUMBNAIL_SIZES.product;
  const image = product.image ? thumbnailUrl(product.image, main.width, main.height) : undefined;
  return {
    title,
    description,
    ...links,
    og: { type: 'product', title: product.name, description, ...(image ? { image } : {}) },
    jsonLd: [
      productJsonLd({
        name: product.name,
        sku: product.sku,
        description,
        path: links.canonicalPath,
        ...(image ? { image } : {}),
        // The price the page shows without a chosen variant (shelf price incl. tax).
        price: shelfPrice(product).current,
        currency: STORE_VIEWS[storeCode].currencyCode,
        inStock: product.stock.is_in_stock,
      }),
      breadcrumbJsonLd([
        { name: t('breadcrumbs.home'), path: localizedPath('/', storeCode) },
        { name: product.name, path: links.canonicalPath },
      ]),
    ],
  };
};

export function productLoader({ queryClient, api }: RouteDeps, storeCode: StoreCode) {
  return async ({ params }: { params: { parentSku?: string } }): Promise<PageLoaderData> => {
    const product = await queryClient.ensureQueryData(productBySkuQuery(api, storeCode, params.parentSku ?? ''));
    // Spec §4: status 2 or higher is treated as empty; visibility 1 is not shown on its own.
    if (!product || product.status >= 2 || product.visibility === 1) return { notFound: true };
    // Reviews are secondary: the Suspense boundary around them starts the query (ADR 002).
    return {};
  };
}

export function ProductPage() {
  const api = useApi();
  const storeCode = useStoreCode();
  const params = useParams();
  const { data: product } = useSuspenseQuery(productBySkuQuery(api, storeCode, params.parentSku ?? ''));
  if (!product) return null;
  return <ProductView key={product.sku} product={product} storeCode={storeCode} childSku={params.childSku} />;
}

function selectionOf(product: ProductDocument, child: ConfigurableChild | undefined): Record<string, string> {
  const selection: Record<string, string> = {};
  if (!child) return selection;
  for (const option of product.configurable_options ?? []) {
    const value = (child as Record<string, unknown>)[option.attribute_code];
    if (value !== undefined && value !== null) selection[option.attribute_code] = String(value);
  }
  return selection;
}

function ProductView({ product, storeCode, childSku }: { product: ProductDocument; storeCode: StoreCode; childSku?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const addItem = useCart((state) => state.addItem);
  const spawn = useNotifications((state) => state.spawn);
  const children = (product.configurable_children ?? []) as unknown as VariantChild[];
  const options = product.configurable_options ?? [];
  const [selection, setSelection] = useState(() =>
    selectionOf(product, product.configurable_children?.find((child) => child.sku === childSku)),
  );
  const [hint, setHint] = useState<string | null>(null);

  const allChosen = options.every((option) => selection[option.attribute_code] !== undefined);
  const variant = allChosen && options.length > 0 ? findExactVariant(children, selection) : undefined;
  const priced = variant ? { ...product, ...variant } : product;
  const image = (variant?.image as string | undefined) ?? product.image;

  const isValueAvailable = useMemo(
    () => (code: string, value: string) =>
      children.some(
        (child) =>
          isChildAvailable(child) &&
          String(child[code]) === value &&
          Object.entries(selection).every(([other, chosen]) => other === code || String(child[other]) === chosen),
      ),
    [children, selection],
  );

  const onSelect = (code: string, value: string) => {
    const next = { ...selection, [code]: value };
    setSelection(next);
    setHint(null);
    const exact = findExactVariant(children, next);
    if (exact && options.every((option) => next[option.attribute_code] !== undefined)) {
      void navigate(productPath(product, storeCode, exact.sku), { replace: true, preventScrollReset: true });
    }
  };

  const onAddToCart = () => {
    let sku = product.sku;
    let inStock = product.stock.is_in_stock;
    if (product.type_id === 'configurable') {
      if (!allChosen) return setHint(t('product.chooseOptions'));
      if (!variant) return spawn({ type: 'warning', message: t('product.badCombination') });
      sku = variant.sku;
      inStock = isChildAvailable(variant);
    }
    if (!inStock) return spawn({ type: 'error', message: t('product.outOfStock') });
    const chosen = options.map((option) => ({
      label: option.label,
      value: option.values.find((value) => String(value.value_index) === selection[option.attribute_code])?.label ?? '',
    }));
    const outcome = addItem({
      sku,
      parentSku: product.sku,
      name: product.name,
      price: shelfPrice(priced).current,
      image,
      type_id: product.type_id,
      options: chosen,
    });
    spawn({
      type: 'success',
      message: outcome === 'added' ? t('product.addedToCart') : t('product.quantityUpdated'),
      action1: { label: t('notification.ok') },
      action2: { label: t('notification.proceedToCheckout'), href: localizedPath('/checkout', storeCode) },
    });
  };

  const main = THUMBNAIL_SIZES.product;
  const thumb = THUMBNAIL_SIZES.cart;
  return (
    <article className="product" data-testid="product">
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        crumbs={[{ name: t('breadcrumbs.home'), href: localizedPath('/', storeCode) }, { name: product.name }]}
      />
      <div className="product__layout">
        <section className="product__gallery" aria-label={t('product.gallery')}>
          <img src={thumbnailUrl(image, main.width, main.height)} alt={product.name} width={main.width} height={main.height} />
          <ul className="product__thumbs">
            {product.media_gallery.slice(0, 4).map((entry) => (
              <li key={entry.image}>
                <img src={thumbnailUrl(entry.image, thumb.width, thumb.height)} alt="" width={thumb.width} height={thumb.height} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
        <section className="product__info">
          <h1 className="product__name">{product.name}</h1>
          <p className="product__sku">{t('product.sku', { sku: variant?.sku ?? product.sku })}</p>
          <Price price={shelfPrice(priced)} storeCode={storeCode} regularLabel={t('product.regularPrice')} />
          {options.length > 0 ? (
            <VariantPicker options={options} selection={selection} isValueAvailable={isValueAvailable} onSelect={onSelect} />
          ) : null}
          {hint ? <p className="product__hint" role="alert">{hint}</p> : null}
          <button type="button" className="button button--primary" onClick={onAddToCart} data-testid="add-to-cart">
            {t('product.addToCart')}
          </button>
          <h2>{t('product.description')}</h2>
          <p className="product__description">{htmlToText(product.description)}</p>
        </section>
      </div>
      <section className="product__reviews" aria-labelledby="product-reviews">
        <h2 id="product-reviews">{t('product.reviews')}</h2>
        <Suspense fallback={<p className="loading">{t('product.loadingReviews')}</p>}>
          <ProductReviews productId={product.id} />
        </Suspense>
      </section>
    </article>
  );
}
