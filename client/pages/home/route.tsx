// Home (spec §2 route `home`, also /pwa.html; spec §3 home data; spec §7 home lists; §9 8 products each;
// issue 10): the main banners as a slider (the `home` slider; its main banners otherwise), the small
// banners, the four brands with their collections (links to the brand landing pages), the new collection
// and the bestsellers. The new collection is critical data (awaited by the loader), and so are the
// banners and brands (awaited, but a failure leaves their section out, not the page); the bestsellers
// stream in behind Suspense (ADR 002).
//
// Bestsellers: the shop has no sales figures; the spec's brand data names the products each brand puts on
// the home page (`home_products`), and the list is those, newest first (spec §7: created_at descending).
import { useRef, useState, type ReactNode } from 'react';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { listableProductFilters, searchCatalog, searchCatalogQueryOptions } from '#client/lib/api/search-catalog.ts';
import { CATALOG, ENTITY_FALLBACK_SIZE, THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import { BRAND_LANDING_SLUGS } from '#shared/config/shop.ts';
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import { organizationJsonLd, webSiteJsonLd } from '#shared/domain/seo/json-ld.ts';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { htmlToText } from '#shared/domain/text.ts';
import { localizedPath, thumbnailUrl, type UrlScheme } from '#shared/domain/urls.ts';
import { ProductGrid, TILE_FIELDS, type TileProduct } from '#client/components/product-tile.tsx';
import { brandsQuery, skuList, type BrandSummary } from '#client/lib/api/brands.ts';
import { menuQuery, type MenuCategory } from '#client/lib/api/menu.ts';
import { useApi, useStoreCode, useT, useUrls } from '#client/lib/services.tsx';
import type { PageLoaderData } from '#client/lib/route-types.ts';
import type { LinksFunction, MetaFunction, PageLoader } from '#client/lib/page-module.ts';
import { HydrationBoundary } from '#client/lib/hydration-boundary.tsx';
import { catalogKeys } from '#shared/api/query-keys.ts';
import { PageLink } from '#client/components/page-link.tsx';

export const links: LinksFunction = ({ storeCode }) => storeViewLinks('/', storeCode);

export const meta: MetaFunction = ({ t, storeCode }) => {
  const title = `${t('shop.name')}: ${t('home.title')}`;
  const description = t('home.description');
  return {
    title,
    description,
    og: { type: 'website', title, description },
    jsonLd: [
      organizationJsonLd({ name: t('shop.name'), path: '/', logo: '/icons/icon-512.png' }),
      webSiteJsonLd({
        name: t('shop.name'),
        path: localizedPath('/', storeCode),
        searchPath: localizedPath('/search', storeCode),
        inLanguage: STORE_VIEWS[storeCode].locale,
      }),
    ],
  };
};

export const loader: PageLoader =
  ({ queryClient, api, storeCode }) =>
  async (): Promise<PageLoaderData> => {
    await Promise.all([
      queryClient.ensureQueryData(newCollectionQuery(api, storeCode)),
      // Above the fold, so in the first HTML; prefetchQuery never throws: a failed banner list is a page
      // without banners.
      queryClient.prefetchQuery(slidersQuery(api, storeCode)),
      queryClient.prefetchQuery(bannersQuery(api, storeCode)),
      queryClient.prefetchQuery(brandsQuery(api, storeCode)),
    ]);
    // The bestsellers are secondary: their Suspense boundary starts the query while the shell is already
    // on its way, and streams the list when it arrives (ADR 002).
    return {};
  };

export function Component() {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { data: newCollection } = useSuspenseQuery(newCollectionQuery(api, storeCode));
  const { data: sliders } = useQuery(slidersQuery(api, storeCode));
  const { data: banners } = useQuery(bannersQuery(api, storeCode));
  const { data: brands } = useQuery(brandsQuery(api, storeCode));
  const slides = homeSlides(sliders?.items ?? [], banners?.items ?? []);
  const promos = (banners?.items ?? []).filter((banner) => banner.type === 'small' || banner.type === 'product');
  const brandList = (brands?.items ?? []).filter((brand) =>
    (BRAND_LANDING_SLUGS as readonly string[]).includes(brand.slug),
  );
  const bestsellerSkus = brandList.flatMap((brand) => skuList(brand.home_products));
  return (
    <div className="home">
      <h1 className="home__title">{t('home.title')}</h1>
      {/* ADR 061: the hero and every section are boundaries of their own, hydrated first where a shopper touches. */}
      {slides.length > 0 ? (
        <HydrationBoundary>
          <HeroSlider slides={slides} />
        </HydrationBoundary>
      ) : null}
      {promos.length > 0 ? (
        <HydrationBoundary>
          <section aria-label={t('home.promos')} className="home__section home-promos" data-testid="home-banners">
            <ul className="home-promos__list">
              {promos.map((banner) => (
                <li key={banner.id} className="home-promo">
                  <BannerImage banner={banner} size="product" eager={false} className="home-promo__image" />
                  <h2 className="home-promo__title">
                    <ShopLink href={banner.link} className="home-promo__link">
                      {banner.title}
                    </ShopLink>
                  </h2>
                  {banner.subtitle ? <p className="home-promo__subtitle">{banner.subtitle}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        </HydrationBoundary>
      ) : null}
      <HydrationBoundary>
        <section aria-labelledby="home-new" className="home__section new-collection">
          <h2 id="home-new">{t('home.newCollection')}</h2>
          <ProductGrid products={newCollection.items} storeCode={storeCode} regularLabel={t('product.regularPrice')} />
        </section>
      </HydrationBoundary>
      {brandList.length > 0 ? (
        <HydrationBoundary>
          <section aria-labelledby="home-brands" className="home__section home-brands" data-testid="home-brands">
            <h2 id="home-brands">{t('home.brands')}</h2>
            <ul className="home-brands__list">
              {brandList.map((brand) => (
                <BrandCard key={brand.slug} brand={brand} storeCode={storeCode} />
              ))}
            </ul>
          </section>
        </HydrationBoundary>
      ) : null}
      {bestsellerSkus.length > 0 ? (
        <HydrationBoundary>
          <section aria-labelledby="home-bestsellers" className="home__section bestsellers">
            <h2 id="home-bestsellers">{t('home.bestsellers')}</h2>
            <HydrationBoundary fallback={<p className="loading">{t('home.loading')}</p>}>
              <BestsellerList skus={bestsellerSkus} />
            </HydrationBoundary>
          </section>
        </HydrationBoundary>
      ) : null}
    </div>
  );
}

function BestsellerList({ skus }: { skus: readonly string[] }) {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { data } = useSuspenseQuery(bestsellersQuery(api, storeCode, skus));
  return (
    <ProductGrid products={data.items} storeCode={storeCode} regularLabel={t('product.regularPrice')} eagerCount={0} />
  );
}

/**
 * A link the shop wrote into a banner: a path of its own site (a category's url_path, a static page), in
 * the shopper's store view and url mode; a category path becomes the category's link (/c/{slug} with the
 * url dispatcher off). Anything else (an absolute url) is left alone.
 */
export function shopHref(link: string, menu: readonly MenuCategory[], urls: UrlScheme, storeCode: StoreCode): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  const path = link.replace(/^\/+|\/+$/g, '');
  const category = findByUrlPath(menu, path);
  return category ? urls.category(category, storeCode) : localizedPath(`/${path}`, storeCode);
}

function findByUrlPath(nodes: readonly MenuCategory[], path: string): MenuCategory | null {
  for (const node of nodes) {
    if (node.url_path === path) return node;
    const below = findByUrlPath(node.children, path);
    if (below) return below;
  }
  return null;
}

function ShopLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const api = useApi();
  const urls = useUrls();
  const storeCode = useStoreCode();
  const { data: menu } = useQuery(menuQuery(api, storeCode));
  const to = shopHref(href, menu?.items ?? [], urls, storeCode);
  return /^[a-z]+:/i.test(to) ? (
    <a href={to} className={className}>
      {children}
    </a>
  ) : (
    <PageLink to={to} className={className}>
      {children}
    </PageLink>
  );
}

function BannerImage({
  banner,
  size,
  eager,
  className,
}: {
  banner: { image?: string };
  size: keyof typeof THUMBNAIL_SIZES;
  eager: boolean;
  className: string;
}) {
  if (!banner.image) return null;
  const { width, height } = THUMBNAIL_SIZES[size];
  return (
    <img
      className={className}
      src={thumbnailUrl(banner.image, width, height)}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}

/**
 * The main banners as a slider: the slides side by side in a row that scrolls and snaps (swipe on a
 * phone), with previous / next buttons that scroll it by one slide. Nothing moves by itself (WCAG 2.2.2).
 */
/** What the slider reads of its track (client code is type-checked for the worker too, without the DOM lib). */
interface ScrollTrack {
  clientWidth: number;
  scrollLeft: number;
  scrollTo(options: { left: number; behavior: 'smooth' }): void;
}

function HeroSlider({ slides }: { slides: readonly Slide[] }) {
  const t = useT();
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const trackOf = () => trackRef.current as unknown as ScrollTrack | null;
  const go = (step: number) => {
    const track = trackOf();
    if (!track) return;
    const next = Math.max(0, Math.min(slides.length - 1, index + step));
    track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
    setIndex(next);
  };
  const onScroll = () => {
    const track = trackOf();
    if (track && track.clientWidth > 0) setIndex(Math.round(track.scrollLeft / track.clientWidth));
  };
  return (
    <section aria-label={t('home.slider')} className="hero" data-testid="home-slider">
      <ul ref={trackRef} className="hero__track" onScroll={onScroll}>
        {slides.map((slide, i) => (
          <li key={slide.id} className="hero__slide">
            <div className="hero__text">
              <h2 className="hero__title">{slide.title}</h2>
              {slide.subtitle ? <p className="hero__subtitle">{slide.subtitle}</p> : null}
              <ShopLink href={slide.link} className="button button--primary hero__cta">
                {slide.button_text || t('home.see')}
                <span className="visually-hidden">: {slide.title}</span>
              </ShopLink>
            </div>
            <BannerImage banner={slide} size="product" eager={i === 0} className="hero__image" />
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <div className="hero__controls">
          <button
            type="button"
            className="button button--icon hero__arrow"
            aria-label={t('home.previousSlide')}
            disabled={index === 0}
            onClick={() => go(-1)}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <span className="hero__position" aria-hidden="true">
            {index + 1} / {slides.length}
          </span>
          <button
            type="button"
            className="button button--icon hero__arrow"
            aria-label={t('home.nextSlide')}
            disabled={index === slides.length - 1}
            onClick={() => go(1)}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}

function BrandCard({ brand, storeCode }: { brand: BrandSummary; storeCode: StoreCode }) {
  const tagline = htmlToText(brand.description ?? '').replace(/\.$/, '');
  return (
    <li className="brand-card">
      <span className="brand-card__monogram" aria-hidden="true">
        {brand.name.slice(0, 1)}
      </span>
      <h3 className="brand-card__name">
        {/* The whole card is the link's target area (styles: ::after over the card). */}
        <PageLink to={localizedPath(`/${brand.slug}`, storeCode)} className="brand-card__link">
          {brand.name}
        </PageLink>
      </h3>
      {tagline ? <p className="brand-card__tagline">{tagline}</p> : null}
      {brand.collection?.name ? <p className="brand-card__collection">{brand.collection.name}</p> : null}
    </li>
  );
}

// Queries ------------------------------------------------------------------------------------------

/** A slide of a banner slider (worker/platform/seed/marketing.ts; spec §3 "banner sliders"). */
export interface Slide {
  id: number;
  title: string;
  subtitle?: string;
  image?: string;
  link: string;
  button_text?: string;
}

export interface SliderDocument {
  id: number;
  identifier: string;
  title?: string;
  slides?: Slide[];
}

/** Spec §3 banners: main, small and product banners. */
export interface BannerDocument {
  id: number;
  type: 'main' | 'small' | 'product' | string;
  title: string;
  subtitle?: string;
  link: string;
  image?: string;
  position?: number;
}

/** The `home` slider's slides, else (no slider) the main banners. */
export function homeSlides(sliders: readonly SliderDocument[], banners: readonly BannerDocument[]): Slide[] {
  const slider = sliders.find((s) => s.identifier === 'home') ?? sliders[0];
  if (slider?.slides && slider.slides.length > 0) return slider.slides;
  return banners
    .filter((banner) => banner.type === 'main')
    .map(({ id, title, subtitle, image, link }) => ({
      id,
      title,
      link,
      ...(subtitle ? { subtitle } : {}),
      ...(image ? { image } : {}),
    }));
}

// Spec §7 names `bannerslider_index` for sliders and banners; that index holds the default view's documents
// only, so each view asks its own catalogue index, which holds them in its language. Kept in memory like
// the lists (spec §2: home is kept alive).
function marketingQuery<T>(api: ApiClient, storeCode: StoreCode, entity: 'slider' | 'banner') {
  return queryOptions({
    ...searchCatalogQueryOptions<T>(api, {
      store: storeCode,
      entity,
      filters: [{ attribute: 'is_active', value: { eq: true } }],
      sort: [{ field: 'position', options: 'asc' }],
      size: ENTITY_FALLBACK_SIZE,
    }),
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export const slidersQuery = (api: ApiClient, storeCode: StoreCode) =>
  marketingQuery<SliderDocument>(api, storeCode, 'slider');
export const bannersQuery = (api: ApiClient, storeCode: StoreCode) =>
  marketingQuery<BannerDocument>(api, storeCode, 'banner');

/** Spec §7: home lists hold 8 products, sorted by created_at descending. */
function homeListQuery(api: ApiClient, storeCode: StoreCode, list: 'new' | 'bestsellers', skus: readonly string[]) {
  return queryOptions({
    queryKey: catalogKeys.homeList(storeCode, list),
    // Spec §2: home is kept alive when the shopper navigates away: its lists stay in memory for the page's
    // lifetime, so coming back shows them at once (and refreshes them in the background once stale).
    gcTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      searchCatalog<TileProduct>(api, {
        store: storeCode,
        entity: 'product',
        filters: [
          ...listableProductFilters(),
          list === 'new' ? { attribute: 'new', value: { eq: '1' } } : { attribute: 'sku', value: { in: [...skus] } },
        ],
        sort: [{ field: 'created_at', options: 'desc' }],
        size: CATALOG.homeListSize,
        includeFields: TILE_FIELDS,
      }),
  });
}

export const newCollectionQuery = (api: ApiClient, storeCode: StoreCode) => homeListQuery(api, storeCode, 'new', []);
/** The brands' home products (spec §3 `home_products`), newest first. */
export const bestsellersQuery = (api: ApiClient, storeCode: StoreCode, skus: readonly string[]) =>
  homeListQuery(api, storeCode, 'bestsellers', skus);
