// A component of My account rendered for a signed-in customer: the API over a fetch the test answers
// (./services.tsx), the user store holding a session and CUSTOMER's profile, and the notifications it spawns.
//
//   const { user, calls, messages } = renderSignedIn(<MyNewsletter />, { path: '/en/my-account/newsletter', answer });
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { notificationsFeature } from '#client/features/notifications/context.tsx';
import type { NotificationStore } from '#client/features/notifications/store.ts';
import { userFeature } from '#client/features/user/context.tsx';
import type { UserStore } from '#client/features/user/store.ts';
import type { Customer } from '#shared/contract/user.ts';
import { renderInView } from './render';
import { withServices, type ApiCall } from './services';

/** The session's access token the requests carry. */
export const SIGNED_IN_TOKEN = 'token-1';

/** The signed-in customer, with no addresses unless a test gives some. */
export const CUSTOMER: Customer = {
  id: 7,
  group_id: 1,
  email: 'anna@example.ru',
  firstname: 'Анна',
  lastname: 'Петрова',
  created_at: '2026-12-01 10:00:00',
  updated_at: '2026-12-01 10:00:00',
  created_in: 'Default Store View',
  store_id: 1,
  website_id: 1,
  addresses: [],
};

export function renderSignedIn(
  ui: ReactElement,
  options: { path: string; answer: (call: ApiCall) => Response | Promise<Response>; customer?: Customer },
) {
  const { ui: tree, calls } = withServices(ui, options.answer);
  const view = renderInView(tree, { path: options.path, features: [userFeature, notificationsFeature] });
  const userStore = view.stores.user as unknown as UserStore;
  act(() => {
    userStore.getState().setTokens({ token: SIGNED_IN_TOKEN, refreshToken: 'refresh-1' });
    userStore.getState().setProfile(options.customer ?? CUSTOMER);
  });
  const notifications = view.stores.notifications as unknown as NotificationStore;
  return {
    ...view,
    calls,
    userStore,
    /** The notifications' messages, oldest first. */
    messages: () => notifications.getState().items.map((item) => item.message),
  };
}
