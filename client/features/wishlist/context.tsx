// The wishlist feature as the composition root lists it (client/app/services.tsx FEATURE_STORES): its store
// (./feature.ts), and its Provider also adds the 'Add to favorite' toggle to every product's actions
// (client/lib/product-actions.tsx: tiles and the product page show it; components may not import features).
import { ProvideProductAction } from '#client/lib/product-actions.tsx';
import { WishlistToggle } from './components/wishlist-toggle';
import { wishlistStoreFeature } from './feature';

export const wishlistFeature: typeof wishlistStoreFeature = {
  ...wishlistStoreFeature,
  Provider: ({ store, children }) => (
    <wishlistStoreFeature.Provider store={store}>
      <ProvideProductAction action={WishlistToggle}>{children}</ProvideProductAction>
    </wishlistStoreFeature.Provider>
  ),
};
