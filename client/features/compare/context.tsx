// The compare feature as the composition root lists it (client/app/services.tsx FEATURE_STORES): its store
// (./feature.ts), and its Provider also adds the 'Add to compare' toggle to every product's actions
// (client/lib/product-actions.tsx: tiles and the product page show it; components may not import features).
import { ProvideProductAction } from '#client/lib/product-actions.tsx';
import { CompareToggle } from './components/compare-toggle';
import { compareStoreFeature } from './feature';

export const compareFeature: typeof compareStoreFeature = {
  ...compareStoreFeature,
  Provider: ({ store, children }) => (
    <compareStoreFeature.Provider store={store}>
      <ProvideProductAction action={CompareToggle}>{children}</ProvideProductAction>
    </compareStoreFeature.Provider>
  ),
};
