// The notifications (client/features/notifications/components/notification-list.tsx): a polite live region, an
// OK button where a notification has no actions of its own, a duplicate of the last ignored, the newest two shown
// newest first, and a lifetime of NOTIFICATION_TIME_TO_LIVE (5 s) counted by a controlled clock instead of waited for.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { NotificationList } from '#client/features/notifications/components/notification-list.tsx';
import { notificationsFeature } from '#client/features/notifications/context.tsx';
import type { NotificationState } from '#client/features/notifications/store.ts';
import { NOTIFICATION_TIME_TO_LIVE } from '#shared/domain/notifications.ts';
import { renderInView } from '#tests/support/components/render.tsx';

const ADDED = 'Товар добавлен в корзину!';

function renderList() {
  const view = renderInView(<NotificationList />, { features: [notificationsFeature] });
  const store = view.stores.notifications as StoreApi<NotificationState>;
  const spawn = (message: string, extra: Partial<Parameters<NotificationState['spawn']>[0]> = {}) =>
    act(() => store.getState().spawn({ type: 'success', message, ...extra }));
  return { ...view, spawn };
}

const messages = () => screen.queryAllByTestId('notification').map((item) => item.querySelector('p')?.textContent);

afterEach(() => vi.useRealTimers());

describe('NotificationList', () => {
  it('announces politely and closes with OK', async () => {
    const { user, spawn } = renderList();
    spawn(ADDED, { hasNoTimeout: true });
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(messages()).toEqual([ADDED]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(messages()).toEqual([]);
  });

  it('ignores a duplicate of the last notification but not of an earlier one; shows the newest two, newest first', () => {
    const { spawn } = renderList();
    spawn(ADDED, { hasNoTimeout: true });
    spawn(ADDED, { hasNoTimeout: true });
    expect(messages()).toEqual([ADDED]);
    spawn('Товар добавлен в избранное', { hasNoTimeout: true });
    spawn(ADDED, { hasNoTimeout: true });
    expect(messages()).toEqual([ADDED, 'Товар добавлен в избранное']);
    spawn('Товар добавлен к сравнению', { hasNoTimeout: true });
    expect(messages()).toEqual(['Товар добавлен к сравнению', ADDED]);
  });

  it('goes away by itself after 5 s, not before', () => {
    vi.useFakeTimers();
    const { spawn } = renderList();
    spawn(ADDED);
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_TIME_TO_LIVE - 1);
    });
    expect(messages()).toEqual([ADDED]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(messages()).toEqual([]);
  });

  it('shows its own action instead of OK, and the action closes it', async () => {
    const { user, spawn } = renderList();
    spawn(ADDED, { hasNoTimeout: true, action1: { label: 'Отменить' } });
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(messages()).toEqual([]);
  });
});
