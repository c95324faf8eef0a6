// The signed-in customer's state (spec §3 "User": token, refreshToken, current, orders_history,
// session_started, local_data_loaded; UI state authElem; issue 14; ADR 038) as a zustand store, one per page
// load (per request on the server, where it stays anonymous: personal data only ever loads in the browser).
// The actions only change state; the session (./session.ts) talks to the platform, ./persistence.browser.ts
// keeps the state in IndexedDB (`user` store), and logout's clearing of other features' data runs through
// the tasks the composition root registers (`onLogout`: features never import each other).
import { createStore } from 'zustand/vanilla';
import type { Customer, OrderHistory } from '#shared/contract/user.ts';

/** One order of the history (contract U9 item). */
export type HistoryOrder = OrderHistory['items'][number];

/** Spec §3 UI state authElem: which form the login panel shows (default login). */
export type AuthMode = 'login' | 'register' | 'forgot';

/** What the device keeps between visits (IndexedDB `user`: current-token, current-refresh-token, …). */
export interface SavedUser {
  token: string | null;
  refreshToken: string | null;
  current: Customer | null;
  ordersHistory: HistoryOrder[];
}

/** A spec §8 message of the session the app shows as a notification (features may not import notifications). */
export interface UserNotice {
  kind: 'loggedIn';
  /** Tells two equal notices apart. */
  seq: number;
}

/** Work done at logout besides the user's own state (cart, wishlist, compare, saved checkout details). */
export type LogoutTask = () => void | Promise<void>;

/** Work done after a login in this tab, with the new token (spec §4 post-login: the guest cart's merge). */
export type LoginTask = (token: string) => void | Promise<void>;

export interface UserState extends SavedUser {
  /** Spec §3 session_started: epoch ms of the session's start (null: none yet). */
  sessionStarted: number | null;
  /** Spec §3 local_data_loaded: the saved user was read from the device (false on the server, until then). */
  loaded: boolean;
  authElem: AuthMode;
  /** Bumped to ask the layout to open the login panel (spec §4: after a failed refresh; a "Log in" button). */
  loginRequest: number;
  logoutTasks: readonly LogoutTask[];
  loginTasks: readonly LoginTask[];
  /** The last notice the shopper's own action made (client/app/layouts/account-notices.tsx shows it). */
  notice: UserNotice | null;
  /**
   * What a login waits for first: the session's composition (the saved user read, the login tasks registered).
   * Already done unless the device had nothing saved, where the composition root starts it on demand
   * (client/app/saved-state.browser.ts).
   */
  beforeLogin: () => Promise<void>;

  /** The device's saved user, read once after hydration (or when another tab changed it). */
  restore(saved: SavedUser): void;
  /** The device has saved nothing (client/app/saved-state.browser.ts): the guest is the known user. */
  markNothingSaved(): void;
  /** Login or refresh: the token pair (spec §4: the rotating refresh token is always replaced). */
  setTokens(tokens: { token: string; refreshToken: string }): void;
  setProfile(customer: Customer): void;
  setOrdersHistory(orders: HistoryOrder[]): void;
  startSession(now: number): void;
  /** Spec §4 logout: the user's own state goes (the tasks are the session's to run). */
  clear(): void;
  setAuthElem(mode: AuthMode): void;
  requestLogin(mode?: AuthMode): void;
  announce(kind: UserNotice['kind']): void;
  /** Registers a logout task; returns its removal. */
  onLogout(task: LogoutTask): () => void;
  /** Registers a login task (run by the session's logIn, never by a restore or another tab's login). */
  onLogin(task: LoginTask): () => void;
  setBeforeLogin(wait: () => Promise<void>): void;
}

const EMPTY: SavedUser = { token: null, refreshToken: null, current: null, ordersHistory: [] };

export function createUserStore() {
  return createStore<UserState>()((set, get) => ({
    ...EMPTY,
    sessionStarted: null,
    loaded: false,
    authElem: 'login',
    loginRequest: 0,
    logoutTasks: [],
    loginTasks: [],
    notice: null,
    beforeLogin: () => Promise.resolve(),
    restore(saved) {
      set({ ...saved, loaded: true });
    },
    markNothingSaved() {
      set({ loaded: true });
    },
    setTokens({ token, refreshToken }) {
      set({ token, refreshToken });
    },
    setProfile(current) {
      set({ current });
    },
    setOrdersHistory(ordersHistory) {
      set({ ordersHistory });
    },
    startSession(now) {
      set({ sessionStarted: now });
    },
    clear() {
      set({ ...EMPTY, sessionStarted: null });
    },
    setAuthElem(authElem) {
      set({ authElem });
    },
    requestLogin(mode = 'login') {
      set({ authElem: mode, loginRequest: get().loginRequest + 1 });
    },
    announce(kind) {
      set({ notice: { kind, seq: (get().notice?.seq ?? 0) + 1 } });
    },
    onLogout(task) {
      set({ logoutTasks: [...get().logoutTasks, task] });
      return () => set({ logoutTasks: get().logoutTasks.filter((registered) => registered !== task) });
    },
    onLogin(task) {
      set({ loginTasks: [...get().loginTasks, task] });
      return () => set({ loginTasks: get().loginTasks.filter((registered) => registered !== task) });
    },
    setBeforeLogin(beforeLogin) {
      set({ beforeLogin });
    },
  }));
}

export type UserStore = ReturnType<typeof createUserStore>;

/** Logged in = a token is held (spec §6: two states, guest and customer). */
export const isLoggedIn = (state: Pick<UserState, 'token'>): boolean => state.token !== null && state.token !== '';

/**
 * The customer's default shipping address (spec §3 addresses; Magento's `default_shipping` id or flag), or
 * the first one; null without a profile or addresses. The checkout prefills its shipping step from it.
 */
export function defaultShippingAddress(customer: Customer | null): Customer['addresses'][number] | null {
  if (!customer) return null;
  const byId = customer.addresses.find((address) => String(address.id) === customer.default_shipping);
  return byId ?? customer.addresses.find((address) => address.default_shipping) ?? customer.addresses[0] ?? null;
}
