// The root of every page (spec §2): focus and scroll on navigation, the route-processing lock shown as
// aria-busy, the route name on <main>, the hydration mark, the tracking pixel, and the layout the matched
// route asks for (spec §2: default, minimal, empty; client/app/layouts/). The panels of spec §4 share one
// provider here (client/components/aside.tsx): one open at a time, closed on navigation.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import type { StoreCode } from '#shared/config/store-views.ts';
import { AsideProvider } from '#client/components/aside.tsx';
import { TrackingPixel } from '#client/features/tracking/tracking-pixel.tsx';
import { focusWithoutScroll, markHydrated } from '#client/lib/dom.ts';
import { HydrationBoundary, serverBoundariesHydrated } from '#client/lib/hydration-boundary.tsx';
import { measureHydration } from '#client/lib/hydration-marks.ts';
import { isPageHandle, type LayoutName } from '#client/lib/page-module.ts';
import type { PageLinks } from '#client/lib/route-types.ts';
import { useApi, useSettings, useUrls } from '#client/lib/services.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useScrollRestoration } from './scroll-restoration';
import { languageSwitchPath, pageLinksFor, routeNameFor } from './head';
import { DefaultLayout } from './layouts/default';
import { EmptyLayout } from './layouts/empty';
import { MinimalLayout } from './layouts/minimal';

/** The matches in the shape head.ts reads (route id, handle, params) and their loader data. */
type CurrentPage = ReturnType<typeof useCurrentPage>;

function useCurrentPage() {
  const matches = useMatches();
  const shaped = matches.map((match) => ({ params: match.params, route: { id: match.id, handle: match.handle } }));
  const loaderData = Object.fromEntries(matches.map((match) => [match.id, match.data]));
  let layout: LayoutName = 'default';
  for (const match of matches) if (isPageHandle(match.handle)) layout = match.handle.layout;
  return { shaped, loaderData, layout };
}

export function RootLayout() {
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);
  const page = useCurrentPage();
  const { shaped, loaderData, layout } = page;
  const routeName = routeNameFor(shaped, loaderData);
  const settings = useSettings();
  // Spec §2: a route-processing lock while the next route's data loads, released after dispatch; shown
  // to assistive technology as a busy page.
  const navigating = useNavigation().state !== 'idle';

  // The first hydration pass (the providers, the router and this layout) has committed; the page's boundaries
  // hydrate from here, and the hydration mark waits for every one of them (ADR 061): then every control works.
  useLayoutEffect(() => {
    measureHydration('firstPass');
    void serverBoundariesHydrated().then(() => {
      measureHydration('allParts');
      markHydrated();
    });
  }, []);
  // Spec §2 scrolling: anchors, restored positions on back/forward, the top for a new path.
  useScrollRestoration();
  // A new path moves focus to the page so screen readers follow.
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    focusWithoutScroll(mainRef.current);
  }, [location.pathname]);

  // ADR 061: the page is a boundary of its own, and its parts (tiles, filters) are boundaries inside it.
  const main = (
    <HydrationBoundary>
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className="main"
        data-route-name={routeName}
        aria-busy={navigating || undefined}
      >
        <Outlet />
      </main>
    </HydrationBoundary>
  );
  return (
    <AsideProvider>
      {layout === 'empty' ? (
        <EmptyLayout>{main}</EmptyLayout>
      ) : layout === 'minimal' ? (
        <MinimalLayout>{main}</MinimalLayout>
      ) : (
        // ADR 061: the layout is a boundary too; the first pass is the providers and the router.
        <HydrationBoundary>
          <DefaultLayoutFor page={page}>{main}</DefaultLayoutFor>
        </HydrationBoundary>
      )}
      <TrackingPixel pixelUrl={settings.trackingPixelUrl} />
    </AsideProvider>
  );
}

/** The default layout with the languages modal's links for the current page. */
function DefaultLayoutFor({ page, children }: { page: CurrentPage; children: ReactNode }) {
  const switchPath = useLanguageSwitch(page);
  return <DefaultLayout switchPath={switchPath}>{children}</DefaultLayout>;
}

/** The same entity in the other view (the page's hreflang alternate) with the url's query, else its home. */
function useLanguageSwitch({ shaped, loaderData }: CurrentPage): (target: StoreCode) => string {
  const queryClient = useQueryClient();
  const api = useApi();
  const settings = useSettings();
  const urls = useUrls();
  const { search } = useLocation();
  // Only the page's links (canonical, alternates): the title and JSON-LD are not built for this. Built when the
  // languages modal first asks, not on every render of the layout, which then does not pay for it.
  let links: PageLinks | undefined;
  return (target) => {
    links ??= pageLinksFor(shaped, loaderData, { queryClient, api, settings, urls });
    return languageSwitchPath(links, target, search);
  };
}
