// The compare entry: a link to /compare with how many products are compared (0 on the server, the device's count
// once read). In the header's `compare` slot an icon (client/app/layouts/header.tsx); in the mobile menu's footer,
// where a phone reaches it (the header row has no room for it below 1200 px), with its name written out.
import { localizedPath } from '#shared/domain/urls.ts';
import { useSavedList } from '#client/lib/saved-list.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import { useCompareStore } from '#client/features/compare/feature.ts';
import { PageLink } from '#client/components/page-link.tsx';
import { CompareIcon } from './compare-toggle';

export function CompareLink({ labelled = false }: { labelled?: boolean }) {
  const t = useT();
  const storeCode = useStoreCode();
  const { items, loaded } = useSavedList(useCompareStore());
  const testId = labelled ? 'menu-compare' : 'compare';
  return (
    <PageLink
      to={localizedPath('/compare', storeCode)}
      className={
        labelled ? 'button button--ghost saved-button saved-button--labelled' : 'button button--ghost saved-button'
      }
      data-testid={`${testId}-link`}
    >
      <CompareIcon />
      <span className={labelled ? undefined : 'visually-hidden'}>{t('compare.open')} </span>
      <span
        className="saved-count"
        data-testid={`${testId}-count`}
        data-loaded={loaded ? 'true' : 'false'}
        data-count={items.length}
      >
        {t('saved.count', { count: items.length })}
      </span>
    </PageLink>
  );
}
