// MyOrders (spec §2 my-orders; contract U9; issue 14; ADR 038): the customer's orders, newest first, 20 a
// page — Order ID, Date and time, Status, Sum — each linking to its own block (/my-account/orders/{id}).
// Read in the browser with the session's token; "Load more" fetches the next page.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '#shared/domain/money.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { Button } from '#client/components/ui/button.tsx';
import { orderHistoryQueryOptions, ORDER_HISTORY_PAGE } from '#client/lib/api/user-order-history.ts';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import { useUser } from '#client/features/user/context.tsx';
import type { HistoryOrder } from '#client/features/user/store.ts';
import { PageLink } from '#client/components/page-link.tsx';
import { FormFailure } from './form-failure';
import { orderDate, orderStatusLabel } from '#client/features/user/order-labels.ts';

export function MyOrders() {
  const [pages, setPages] = useState(1);
  return (
    <div className="account-orders">
      {Array.from({ length: pages }, (_, index) => (
        <OrdersPage key={index} page={index + 1} last={index + 1 === pages} onMore={() => setPages(pages + 1)} />
      ))}
    </div>
  );
}

function OrdersPage({ page, last, onMore }: { page: number; last: boolean; onMore: () => void }) {
  const t = useT();
  const api = useApi();
  const token = useUser((state) => state.token) ?? '';
  const history = useQuery({ ...orderHistoryQueryOptions(api, token, page), enabled: token !== '' });
  if (history.isError) return <FormFailure message={t('account.requestFailed')} />;
  if (!history.data) return <p role="status">{t('account.loading')}</p>;
  const { items, total_count: total } = history.data;
  if (page === 1 && items.length === 0) {
    return (
      <p data-testid="orders-empty" className="account-orders__empty">
        {t('account.noOrders')}
      </p>
    );
  }
  return (
    <>
      <OrdersTable orders={items} page={page} />
      {last && page * ORDER_HISTORY_PAGE < total ? <Button onClick={onMore}>{t('account.moreOrders')}</Button> : null}
    </>
  );
}

function OrdersTable({ orders, page }: { orders: readonly HistoryOrder[]; page: number }) {
  const t = useT();
  const storeCode = useStoreCode();
  const locale = storeCode === 'en' ? 'en-GB' : 'ru-RU';
  return (
    <table className="account-table" data-testid="orders-table">
      {page === 1 ? (
        <caption className="visually-hidden">{t('account.block.MyOrders', { orderId: '' })}</caption>
      ) : null}
      <thead>
        <tr>
          <th scope="col">{t('account.orderId')}</th>
          <th scope="col">{t('account.orderDate')}</th>
          <th scope="col">{t('account.orderStatus')}</th>
          <th scope="col">{t('account.orderSum')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.entity_id}>
            <th scope="row">
              {/* By the number the shopper was given (the thank-you page, the e-mail), not the platform's row id. */}
              <PageLink to={localizedPath(`/my-account/orders/${order.increment_id}`, storeCode)}>
                #{order.increment_id}
              </PageLink>
            </th>
            <td>{orderDate(order.created_at, locale)}</td>
            <td>{orderStatusLabel(t, order.status)}</td>
            <td>{formatPrice(order.grand_total, storeCode)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
