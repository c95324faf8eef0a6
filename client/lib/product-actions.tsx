// The shopper's actions on a product that features add to every product tile and the product page (issue 14:
// the wishlist and compare toggles), as a plain React context. Components may not import features (ADR 020;
// docs/architecture.md "State a component needs from a feature"): each feature's Provider adds its action to
// the list here (`ProvideProductAction`), and the tile (client/components/product-tile.tsx) and the product page
// render the list (`ProductActions`). Without a Provider (tests, a page outside the features) there is none.
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';

/** What an action knows of the product: its sku (a configurable's parent) and its name. */
export interface ActionProduct {
  sku: string;
  name: string;
}

/** Where the actions are shown: on a tile (icon buttons) or on the product page (icon and text). */
export type ActionPlacement = 'tile' | 'page';

export type ProductAction = ComponentType<{ product: ActionProduct; placement: ActionPlacement }>;

const ProductActionsContext = createContext<readonly ProductAction[]>([]);
ProductActionsContext.displayName = 'ProductActions';

/** Adds `action` after the actions of the Providers above (the order of FEATURE_STORES). */
export function ProvideProductAction({ action, children }: { action: ProductAction; children: ReactNode }) {
  const above = useContext(ProductActionsContext);
  const actions = useMemo(() => [...above, action], [above, action]);
  return <ProductActionsContext.Provider value={actions}>{children}</ProductActionsContext.Provider>;
}

/** The actions on one product, in a row; nothing when no feature added one. */
export function ProductActions({ product, placement }: { product: ActionProduct; placement: ActionPlacement }) {
  const actions = useContext(ProductActionsContext);
  if (actions.length === 0) return null;
  return (
    <div className={`product-actions product-actions--${placement}`}>
      {actions.map((Action, index) => (
        <Action key={Action.displayName ?? index} product={product} placement={placement} />
      ))}
    </div>
  );
}
