// The dictionary's message groups: each view's texts split by where the browser shows them (ADR 064), so a page
// downloads the texts every page shows (`core`) and its own kind's, and a panel's body brings the panels' texts.
// The server and the tests register every group. Which group a key belongs in follows from the code that shows
// it (tests/shared/i18n/message-groups.test.ts says where a key has to move).
export const MESSAGE_GROUPS = [
  'core',
  'catalogue',
  'cms',
  'product',
  'checkout',
  'account',
  'panels',
  'forms',
  'cart',
] as const;

export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

/** What every page loads before hydrating. */
export const CORE_MESSAGES: readonly MessageGroup[] = ['core'];

/** What a panel's body loads with its code (client/components/lazy-aside.tsx). */
export const PANEL_MESSAGES: readonly MessageGroup[] = ['panels', 'forms', 'cart'];
