// The wishlist toggle on a product tile and on the product page (issue 14; supplement §6: 'Add to favorite' /
// 'Remove from favorite', «Добавить в избранное» / «Удалить из избранного»): the shared saved-list toggle
// (client/lib/saved-toggle.tsx) with the wishlist's store, words and heart. The change's spec §8 message is the
// app's (client/app/layouts/saved-list-notices.tsx reads the store's notice).
import { savedToggleFor } from '#client/lib/saved-toggle.tsx';
import { useWishlistStore } from '#client/features/wishlist/feature.ts';

export const WishlistToggle = savedToggleFor('wishlist', useWishlistStore, 'WishlistToggle');
