// The spec §8 success messages of the wishlist and the compare list (issue 14; contract §6 product-page e2e:
// 'Product {name} has been added to wishlist!', '… has been removed from wishlist!', '… has been added to the
// compare!', '… has been removed from compare!'). The two features may not import the notifications feature
// (ADR 020), so their stores name the shopper's last own change (client/lib/saved-list.ts `notice`) and the
// app, which composes all three, shows it. A list read from the device or another tab makes no notice.
import { useEffect } from 'react';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { SavedListStore } from '#client/lib/saved-list.ts';
import { useT } from '#client/lib/services.tsx';
import { useCompareStore } from '#client/features/compare/feature.ts';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { useWishlistStore } from '#client/features/wishlist/feature.ts';

const MESSAGES: ReadonlyArray<{ added: MessageKey; removed: MessageKey }> = [
  { added: 'wishlist.added', removed: 'wishlist.removed' },
  { added: 'compare.added', removed: 'compare.removed' },
];

export function SavedListNotices() {
  const t = useT();
  const spawn = useNotifications((state) => state.spawn);
  const wishlist = useWishlistStore();
  const compare = useCompareStore();
  useEffect(() => {
    const stores: SavedListStore[] = [wishlist, compare];
    const unsubscribes = stores.map((store, index) =>
      store.subscribe((state, previous) => {
        const notice = state.notice;
        const messages = MESSAGES[index];
        if (!notice || notice === previous.notice || !messages) return;
        spawn({ type: 'success', message: t(notice.added ? messages.added : messages.removed, { name: notice.name }) });
      }),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [wishlist, compare, spawn, t]);
  return null;
}
