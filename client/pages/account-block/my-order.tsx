// MyOrder (spec §2 my-order /my-account/orders/{orderId}; contract U9; issue 14; ADR 038): one order of the
// customer — its lines, totals and addresses. The platform has no single-order call (contract §1.1), so the
// order is found in the history, read 100 at a time (the contract's largest page), newest first.
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { fetchOrderHistory, userQueryKeys } from '#client/lib/api/user-order-history.ts';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import { useUser } from '#client/features/user/context.tsx';
import type { HistoryOrder } from '#client/features/user/store.ts';
import { PageLink } from '#client/components/page-link.tsx';
import { FormFailure } from './form-failure';
import { countryName, orderDate, orderStatusLabel } from '#client/features/user/order-labels.ts';

/** Contract U9: the largest page the platform serves. */
const SEARCH_PAGE_SIZE = 100;
/** Bound on the pages read to find one order (10 000 orders is far beyond any customer's history). */
const MAX_SEARCH_PAGES = 100;

async function findOrder(api: ApiClient, token: string, orderId: string, signal: AbortSignal) {
  for (let page = 1; page <= MAX_SEARCH_PAGES; page += 1) {
    const history = await fetchOrderHistory(api, token, page, { signal, pageSize: SEARCH_PAGE_SIZE });
    // By the order's number; the platform's row id too, which the links of older pages carried.
    const found = history.items.find(
      (order) => String(order.increment_id) === orderId || String(order.entity_id) === orderId,
    );
    if (found) return found;
    if (page * SEARCH_PAGE_SIZE >= history.total_count) break;
  }
  return null;
}

interface AddressLike {
  firstname?: unknown;
  lastname?: unknown;
  street?: unknown;
  city?: unknown;
  postcode?: unknown;
  country_id?: unknown;
  telephone?: unknown;
}

/** An address of the order as lines of text (its shape is the stored order's, contract §1.4). */
function addressLines(value: unknown, locale: string): string[] {
  if (!value || typeof value !== 'object') return [];
  const address = value as AddressLike;
  const text = (part: unknown) => (typeof part === 'string' ? part : '');
  const street = Array.isArray(address.street) ? address.street.filter((line) => typeof line === 'string') : [];
  return [
    `${text(address.firstname)} ${text(address.lastname)}`.trim(),
    ...(street as string[]),
    `${text(address.postcode)} ${text(address.city)}`.trim(),
    text(address.country_id) === '' ? '' : countryName(text(address.country_id), locale),
    text(address.telephone),
  ].filter((line) => line !== '');
}

const amount = (order: HistoryOrder, key: string): number => {
  const value = (order as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : 0;
};

export function MyOrder({ orderId }: { orderId: string }) {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const token = useUser((state) => state.token) ?? '';
  const order = useQuery({
    queryKey: [...userQueryKeys.all, 'order', orderId],
    queryFn: ({ signal }) => findOrder(api, token, orderId, signal),
    enabled: token !== '',
  });
  if (order.isError) return <FormFailure message={t('account.requestFailed')} />;
  if (order.data === undefined) return <p role="status">{t('account.loading')}</p>;
  if (order.data === null) return <p>{t('account.orderNotFound')}</p>;
  return <OrderDetails order={order.data} storeCode={storeCode} />;
}

function OrderDetails({ order, storeCode }: { order: HistoryOrder; storeCode: StoreCode }) {
  const t = useT();
  const locale = storeCode === 'en' ? 'en-GB' : 'ru-RU';
  const shipping = (
    order as { extension_attributes?: { shipping_assignments?: Array<{ shipping?: { address?: unknown } }> } }
  ).extension_attributes?.shipping_assignments?.[0]?.shipping?.address;
  const billing = (order as { billing_address?: unknown }).billing_address;
  const totals: Array<[string, number]> = [
    [t('account.subtotal'), amount(order, 'subtotal_incl_tax')],
    [t('account.shipping'), amount(order, 'shipping_incl_tax')],
    ...(amount(order, 'discount_amount') !== 0
      ? ([[t('account.discount'), amount(order, 'discount_amount')]] as Array<[string, number]>)
      : []),
    [t('account.grandTotal'), order.grand_total],
  ];
  return (
    <div className="account-order" data-testid="order-details">
      <p>
        {t('account.orderSummary', {
          number: order.increment_id,
          date: orderDate(order.created_at, locale),
          status: orderStatusLabel(t, order.status),
        })}
      </p>
      <table className="account-table">
        <caption>{t('account.orderItems')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.itemName')}</th>
            <th scope="col">{t('account.itemSku')}</th>
            <th scope="col">{t('account.itemQty')}</th>
            <th scope="col">{t('account.itemSum')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => {
            const row = (item as { row_total_incl_tax?: unknown }).row_total_incl_tax;
            return (
              <tr key={item.item_id}>
                <th scope="row">{item.name}</th>
                <td>{item.sku}</td>
                <td>{item.qty_ordered}</td>
                <td>{typeof row === 'number' ? formatPrice(row, storeCode) : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="account-order__totals">
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatPrice(value, storeCode)}</dd>
          </div>
        ))}
      </dl>
      <div className="account-order__addresses">
        <AddressBlock
          id="order-shipping-address"
          title={t('account.shippingAddress')}
          lines={addressLines(shipping, locale)}
        />
        <AddressBlock
          id="order-billing-address"
          title={t('account.billingAddress')}
          lines={addressLines(billing, locale)}
        />
      </div>
      <p>
        <PageLink to={localizedPath('/my-account/orders', storeCode)}>{t('account.backToOrders')}</PageLink>
      </p>
    </div>
  );
}

/** One of the order's addresses under its heading. */
function AddressBlock({ id, title, lines }: { id: string; title: string; lines: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <address>
        {lines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}
