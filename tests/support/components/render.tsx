// Renders a component as a page of the shop would: inside a router at a url of a store view (`/` Russian, `/en/`
// English: the components read the view from the url) and inside the feature stores it names, each fresh per test.
//
//   const { user, stores } = renderInView(<TaxSwitch />, { path: '/en/', features: [taxDisplayFeature] });
//   await user.click(screen.getByRole('button', { name: 'Prices without VAT' }));
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { StoreApi } from 'zustand';
import type { FeatureStore } from '#client/lib/feature-store.tsx';

// Feature stores of any state: each test names the ones its component reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFeature = FeatureStore<string, any>;

export interface ViewRender extends RenderResult {
  /** Testing Library's user: clicks, typing and keys as a shopper makes them. */
  user: UserEvent;
  /** The store each named feature got, by the feature's name. */
  stores: Record<string, StoreApi<unknown>>;
  /** The memory router: `router.state.location` is where the component navigated. */
  router: ReturnType<typeof createMemoryRouter>;
}

export function renderInView(
  ui: ReactNode,
  { path = '/', features = [] }: { path?: string; features?: readonly AnyFeature[] } = {},
): ViewRender {
  const stores: Record<string, StoreApi<unknown>> = {};
  let tree = ui;
  for (const feature of features) {
    const store = feature.create();
    stores[feature.name] = store as StoreApi<unknown>;
    tree = <feature.Provider store={store}>{tree}</feature.Provider>;
  }
  const router = createMemoryRouter([{ path: '*', element: tree }], { initialEntries: [path] });
  const user = userEvent.setup();
  return { ...render(<RouterProvider router={router} />), user, stores, router };
}
