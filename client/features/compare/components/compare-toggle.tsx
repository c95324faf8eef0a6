// The compare toggle on a product tile and on the product page (issue 14; supplement §6: 'Add to compare' /
// 'Remove from compare', «Добавить к сравнению» / «Удалить из сравнения»): the shared saved-list toggle
// (client/lib/saved-toggle.tsx) with the compare list's store, words and bars. The change's spec §8 message is
// the app's (client/app/layouts/saved-list-notices.tsx reads the store's notice). CompareIcon is the header
// link's inline SVG of the same drawing the toggles draw as a CSS mask.
import { savedToggleFor } from '#client/lib/saved-toggle.tsx';
import { useCompareStore } from '#client/features/compare/feature.ts';

export const CompareToggle = savedToggleFor('compare', useCompareStore, 'CompareToggle');

/** Two bars of a chart: the compare list's sign in the header link (the toggles draw it as a CSS mask). */
export function CompareIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
      <rect x="5" y="9" width="4" height="11" rx="1" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <rect x="15" y="4" width="4" height="16" rx="1" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
