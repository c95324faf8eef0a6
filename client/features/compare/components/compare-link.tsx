// The header's compare entry (the header's `compare` slot, client/app/layouts/header.tsx; issue 14): a link to
// /compare (spec §2 compare route) with how many products are compared (0 on the server, the device's count
// once read).
import { localizedPath } from '#shared/domain/urls.ts';
import { useSavedList } from '#client/lib/saved-list.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import { useCompareStore } from '#client/features/compare/feature.ts';
import { PageLink } from '#client/components/page-link.tsx';
import { CompareIcon } from './compare-toggle';

export function CompareLink() {
  const t = useT();
  const storeCode = useStoreCode();
  const { items, loaded } = useSavedList(useCompareStore());
  return (
    <PageLink
      to={localizedPath('/compare', storeCode)}
      className="button button--ghost saved-button"
      data-testid="compare-link"
    >
      <CompareIcon />
      <span className="visually-hidden">{t('compare.open')} </span>
      <span
        className="saved-count"
        data-testid="compare-count"
        data-loaded={loaded ? 'true' : 'false'}
        data-count={items.length}
      >
        {t('saved.count', { count: items.length })}
      </span>
    </PageLink>
  );
}
