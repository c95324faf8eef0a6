// The /size-guide page's tool: the size tables and calculator (client/features/size-guide) with the shop's brands
// to choose from; 'Service is not available' as a warning when the calculator's data cannot be had. Loaded by the
// CMS route only on that page.
import { useBrandLinks } from '#client/lib/api/brand-links.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { SizeGuide } from '#client/features/size-guide/components/size-guide.tsx';

export function SizeGuidePage({ content }: { content: string }) {
  const t = useT();
  const storeCode = useStoreCode();
  const spawn = useNotifications((state) => state.spawn);
  // The root route prefetched the brands (the footer lists them); without them the choice is "any brand".
  const { data: brands } = useBrandLinks(storeCode);
  return (
    <SizeGuide
      content={content}
      brands={brands?.items ?? []}
      onUnavailable={() => spawn({ type: 'warning', message: t('service.unavailable') })}
    />
  );
}
