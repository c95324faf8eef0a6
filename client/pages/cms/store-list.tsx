// The store locator page's list and map (client/features/store-locator): the route's loader awaited the points, so
// the server renders them; a failure to get them leaves the page's text and 'Service is not available'. Loaded by
// the CMS route only on that page.
import { useQuery } from '@tanstack/react-query';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import { stockistsQuery } from '#client/features/store-locator/api/stockists.ts';
import { StoreLocator } from '#client/features/store-locator/components/store-locator.tsx';

export function StoreList() {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { data, isError } = useQuery(stockistsQuery(api, storeCode));
  if (data) return <StoreLocator stockists={data} />;
  return (
    <p className={isError ? 'message message--warning' : 'loading'} role="status">
      {isError ? t('service.unavailable') : t('stores.loading')}
    </p>
  );
}
