// Product page (spec §2 product routes, /p/{parentSku}/{slug}/{childSku?}): gallery, price, size
// and colour choice, Add to cart. Reviews stream in behind a Suspense boundary. Variants follow issue 11 (spec §4
// "Product loading", contract §4.3): only available children are offered, the best child follows every
// choice and goes in the url by replace; the server renders the url's child or the single-value options.
import { lazy, useMemo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLoaderData, useNavigate } from 'react-router';
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { productTrail } from '#shared/domain/breadcrumbs.ts';
import { shelfPrice } from '#shared/domain/price.ts';
import { breadcrumbJsonLd, productJsonLd } from '#shared/domain/seo/json-ld.ts';
import { productOffer } from '#shared/domain/seo/product-offer.ts';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { htmlToText } from '#shared/domain/text.ts';
import { parseQuantity } from '#shared/domain/quantity.ts';
import { MAX_LINE_QTY } from '#shared/config/input-limits.ts';
import { thumbnailUrl } from '#shared/domain/urls.ts';
import { isProductShown } from '#shared/domain/product-visibility.ts';
import { sizeGuideChoiceFor } from '#shared/domain/size-guide-choice.ts';
import { SIZE_GUIDE_SCOPE_BY_CATEGORY } from '#shared/config/shop.ts';
import { useBrandLinks } from '#client/lib/api/brand-links.ts';
import {
  availableChildren,
  bestVariantFor,
  chosenVariant,
  initialSelection,
  isOptionValueAvailable,
  selectionOfChild,
} from '#shared/domain/variants.ts';
import { Breadcrumbs, crumbsFromTrail } from '#client/components/breadcrumbs.tsx';
import { SectionBoundary } from '#client/components/section-boundary.tsx';
import { Price } from '#client/components/price.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { useApi, useStoreCode, useT, useUrls } from '#client/lib/services.tsx';
import { HydrationBoundary } from '#client/lib/hydration-boundary.tsx';
import { ProductActions } from '#client/lib/product-actions.tsx';
import type { LinksFunction, MetaArgs, MetaFunction } from '#client/lib/page-module.ts';
import type { ProductLoaderData } from './data';
import { productBySkuQuery } from './queries';
import { ProductTypeChoices } from './product-types';
import { useProductTypeChoice } from './use-product-type-choice';
import { ProductGallery } from './gallery';
import { preloadBuyCode, useAddToCart } from './use-add-to-cart';
import { controlValue } from '#client/lib/dom.ts';
import { DeferredPart, lazyWithTexts } from '#client/components/deferred-part.tsx';
import { ProductAttributes } from './attributes';
import { useRecordVisit } from './record-visit';

// Only a product with options to choose needs the picker's code.
const VariantPicker = lazy(() => import('./variant-picker').then(({ VariantPicker }) => ({ default: VariantPicker })));
// Below the product: their code loads when the shopper comes near them (ADR 071).
const ReviewsPart = lazyWithTexts(
  () => import('./reviews-part').then(({ ReviewsPart }) => ReviewsPart),
  ['product', 'forms'],
);
const RelatedProducts = lazyWithTexts(
  () => import('./related').then(({ RelatedProducts }) => RelatedProducts),
  ['product'],
);

/** The product the page shows, from the query cache (the loader put it there). */
function shownProduct({ queryClient, api, storeCode, loaderData }: MetaArgs): ProductDocument | null {
  const sku = (loaderData as ProductLoaderData | undefined)?.sku ?? '';
  const product = queryClient.getQueryData(productBySkuQuery(api, storeCode, sku).queryKey) ?? null;
  return isProductShown(product) ? product : null;
}

// Child urls canonicalise to the parent; slugs and url paths are the same in both store views
// (ADR 010), so the alternate is the same product.
export const links: LinksFunction = (args) => {
  const product = shownProduct(args);
  return product ? storeViewLinks(args.urls.product(product, 'ru'), args.storeCode) : {};
};

export const meta: MetaFunction = (args) => {
  const { storeCode, t, urls } = args;
  const product = shownProduct(args);
  if (!product) return { title: t('notFound.title'), description: t('notFound.text'), robots: 'noindex' };
  const title = `${product.name} | ${t('shop.name')}`;
  const description = htmlToText(product.description).slice(0, 160);
  const links = storeViewLinks(urls.product(product, 'ru'), storeCode);
  const main = THUMBNAIL_SIZES.product;
  const image = product.image ? thumbnailUrl(product.image, main.width, main.height) : undefined;
  // The url's child (a choice replaces the url, so the head follows it): its sku, price and stock.
  const offer = productOffer(product, (args.loaderData as ProductLoaderData | undefined)?.childSku);
  return {
    title,
    description,
    og: { type: 'product', title: product.name, description, ...(image ? { image } : {}) },
    jsonLd: [
      productJsonLd({
        name: product.name,
        sku: offer.sku,
        description,
        path: links.canonicalPath,
        ...(image ? { image } : {}),
        price: offer.price,
        currency: STORE_VIEWS[storeCode].currencyCode,
        inStock: offer.inStock,
      }),
      breadcrumbJsonLd([
        ...crumbsFromTrail(productTrail(product.category), { homeLabel: t('breadcrumbs.home'), storeCode, urls }).map(
          (crumb) => ({
            name: crumb.name,
            path: crumb.href ?? links.canonicalPath,
          }),
        ),
        { name: product.name, path: links.canonicalPath },
      ]),
    ],
  };
};

// The page's data (loader, prefetch) lives in ./data.ts, its own chunk: a listing's prefetch loads only that.
export { loader, loadProductPage, prefetch } from './data';

export function Component() {
  const api = useApi();
  const storeCode = useStoreCode();
  const { sku = '', childSku } = useLoaderData() as ProductLoaderData;
  const { data: product } = useSuspenseQuery(productBySkuQuery(api, storeCode, sku));
  if (!product) return null;
  // ADR 061: the product view hydrates as a boundary of its own, keyed by the product.
  return (
    <HydrationBoundary key={product.sku}>
      <ProductView product={product} storeCode={storeCode} childSku={childSku} />
    </HydrationBoundary>
  );
}

function ProductView({
  product,
  storeCode,
  childSku,
}: {
  product: ProductDocument;
  storeCode: StoreCode;
  childSku?: string;
}) {
  const t = useT();
  const urls = useUrls();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const spawn = useNotifications((state) => state.spawn);
  // A secondary section whose data cannot be loaded (offline and not kept, or a failing search) says so in place.
  const unavailable = (
    <p className="section-unavailable" role="status">
      {t('product.sectionUnavailable')}
    </p>
  );
  // Issue 11 "Recently viewed": the visit goes on the device's list after hydration.
  useRecordVisit(product);
  // Product types (issue 11): grouped quantities, bundle links, custom options, and the price they make.
  const types = useProductTypeChoice(product, storeCode);
  const children = product.configurable_children ?? [];
  const options = product.configurable_options ?? [];
  const isConfigurable = product.type_id === 'configurable';
  // Same inputs on the server and in the browser (the url's child, the product document), so the first
  // render hydrates without a mismatch.
  const [selection, setSelection] = useState(() => initialSelection(options, children, childSku));
  const [hint, setHint] = useState<string | null>(null);
  // The quantity as typed; spec §5: a positive integer (shared/domain/quantity.ts).
  const [qtyText, setQtyText] = useState('1');
  const [qtyError, setQtyError] = useState<string | null>(null);
  const qty = parseQuantity(qtyText);

  const variant = chosenVariant(options, children, selection);
  const priced = variant ? { ...product, ...variant } : product;
  const image = (variant?.image as string | undefined) ?? product.image;
  // Spec §4: a configurable whose children are all out of stock or disabled has 'No available product
  // variants' and cannot be bought; a simple product out of stock says so before any click (spec §8).
  // The chosen child is always an available one (chosenVariant), so a configurable is in stock while any is.
  const noVariants = isConfigurable && availableChildren(children).length === 0;
  const inStock = isConfigurable ? !noVariants : product.stock.is_in_stock;

  // Grouped products take a quantity per linked product instead (product types, issue 11).
  const showsQuantity = product.type_id !== 'grouped';

  const isValueAvailable = (code: string, value: string) => isOptionValueAvailable(children, selection, code, value);
  // The size guide opens with this product's chart (the brands are in every page's state: the footer lists them).
  const { data: brands } = useBrandLinks(storeCode);
  const sizeGuideQuery = useMemo(
    () => sizeGuideChoiceFor(product, brands?.items ?? [], SIZE_GUIDE_SCOPE_BY_CATEGORY).toString(),
    [product, brands],
  );

  // Issue 11: any choice selects the best child having it; the other options follow that child, and the
  // child goes in the url by replace (the back button leaves the product, it does not undo choices).
  const onSelect = (code: string, value: string) => {
    setHint(null);
    const best = bestVariantFor(children, selection, code, value);
    if (!best) return spawn({ type: 'warning', message: t('product.badCombination') });
    setSelection(selectionOfChild(options, best));
    void navigate(urls.product(product, storeCode, best.sku), { replace: true, preventScrollReset: true });
  };
  const onUnavailable = () => spawn({ type: 'warning', message: t('product.badCombination') });

  const onAddToCart = () => {
    if (qty === null) return setQtyError(t('product.quantityInvalid', { quantity: MAX_LINE_QTY }));
    // Price, stock and quantity checks, then the message of the outcome (use-add-to-cart.ts).
    void addToCart.add(({ cartLinesFor }) => {
      const outcome = cartLinesFor(product, selection, variant, qty, types.choice, types.linked);
      if (outcome.kind === 'choose-quantities') setHint(t('product.types.chooseQuantities'));
      else if (outcome.kind === 'choose-options')
        setHint(t('product.chooseOptions', { options: outcome.missing.join(', ').toLowerCase() }));
      else if (outcome.kind === 'bad-combination') spawn({ type: 'warning', message: t('product.badCombination') });
      else if (outcome.kind === 'out-of-stock') spawn({ type: 'error', message: t('product.outOfStock') });
      else return outcome.lines;
      return null;
    });
  };

  return (
    <article className="product" data-testid="product">
      {/* ADR 061: the page hydrates in parts: crumbs, gallery, options, the buy row. */}
      <HydrationBoundary>
        <Breadcrumbs
          label={t('breadcrumbs.label')}
          crumbs={[
            ...crumbsFromTrail(productTrail(product.category), { homeLabel: t('breadcrumbs.home'), storeCode, urls }),
            { name: product.name },
          ]}
        />
      </HydrationBoundary>
      <div className="product__layout">
        {/* slot: gallery (issue 11 Page content) */}
        <HydrationBoundary>
          <ProductGallery product={product} image={image} />
        </HydrationBoundary>
        <section className="product__info">
          <h1 className="product__name">{product.name}</h1>
          <p className="product__sku">{t('product.sku', { sku: variant?.sku ?? product.sku })}</p>
          <Price
            price={types.priceOf(shelfPrice(priced))}
            storeCode={storeCode}
            regularLabel={t('product.regularPrice')}
            showSaving
          />
          {options.length > 0 && !noVariants ? (
            <HydrationBoundary>
              <VariantPicker
                options={options}
                selection={selection}
                isValueAvailable={isValueAvailable}
                onSelect={onSelect}
                onUnavailable={onUnavailable}
                sizeGuideQuery={sizeGuideQuery}
              />
            </HydrationBoundary>
          ) : null}
          {/* product types (issue 11) */}
          <ProductTypeChoices product={product} storeCode={storeCode} types={types} onChange={() => setHint(null)} />
          {noVariants ? (
            <p className="product__stock product__stock--out" data-testid="product-stock">
              {t('product.noVariants')}
            </p>
          ) : !inStock ? (
            <p className="product__stock product__stock--out" data-testid="product-stock">
              {t('product.outOfStock')}
            </p>
          ) : !isConfigurable || variant ? (
            <p className="product__stock" data-testid="product-stock">
              {t('product.inStock')}
            </p>
          ) : null}
          {inStock ? (
            // The hint sits in the buy row: on a phone that row is the sticky bar (styles/product.css), so the
            // shopper sees it where they tapped.
            <HydrationBoundary>
              <div className="product__buy" onPointerEnter={preloadBuyCode} onFocus={preloadBuyCode}>
                {hint ? (
                  <p className="product__hint" role="alert">
                    {hint}
                  </p>
                ) : null}
                {showsQuantity ? (
                  <Input
                    id="product-qty"
                    className="product__qty"
                    label={t('product.quantity')}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_LINE_QTY}
                    step={1}
                    value={qtyText}
                    error={qtyError}
                    onChange={(event) => {
                      setQtyText(controlValue(event.currentTarget));
                      setQtyError(null);
                    }}
                    data-testid="product-qty"
                  />
                ) : null}
                <Button
                  variant="primary"
                  onClick={onAddToCart}
                  aria-disabled={addToCart.busy || undefined}
                  aria-describedby={addToCart.busy ? 'add-to-cart-busy' : undefined}
                  data-testid="add-to-cart"
                >
                  {t('product.addToCart')}
                </Button>
                {addToCart.busy ? (
                  <p id="add-to-cart-busy" className="product__busy" role="status">
                    {t('product.stockChecking')}
                  </p>
                ) : null}
              </div>
            </HydrationBoundary>
          ) : null}
          {/* Issue 14: the wishlist and compare toggles (the features add them: client/lib/product-actions.tsx). */}
          <ProductActions product={product} placement="page" />
          {/* slot: product details — attributes table, description, stock, sku (issue 11 Page content) */}
          <SectionBoundary fallback={unavailable}>
            <HydrationBoundary fallback={<p className="loading">{t('product.details.loading')}</p>}>
              <ProductAttributes product={product} />
            </HydrationBoundary>
          </SectionBoundary>
          {/* One block, so the phone layout (product__info as display: contents) keeps heading and text together. */}
          <section className="product-description">
            <h2>{t('product.description')}</h2>
            <p className="product__description">{htmlToText(product.description)}</p>
          </section>
        </section>
      </div>
      <DeferredPart
        shows={product.id}
        as="section"
        className="product__reviews"
        aria-labelledby="product-reviews"
        loading={<p className="loading">{t('product.loadingReviews')}</p>}
      >
        <ReviewsPart productId={product.id} unavailable={unavailable} />
      </DeferredPart>
      <DeferredPart shows={product.sku} loading={<p className="loading">{t('product.related.loading')}</p>}>
        <SectionBoundary fallback={unavailable}>
          <HydrationBoundary fallback={<p className="loading">{t('product.related.loading')}</p>}>
            <RelatedProducts product={product} />
          </HydrationBoundary>
        </SectionBoundary>
      </DeferredPart>
    </article>
  );
}
