// The state the server hands to the browser inside the page: dehydrated queries and router loader
// data. It travels in a non-executable JSON script (no inline JavaScript, so a strict CSP holds).
import type { DehydratedState } from '@tanstack/react-query';
import type { StorefrontSettings } from '#shared/config/settings.ts';

export const PAGE_STATE_ELEMENT_ID = '__storefront_state';

export interface PageState {
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
  /** Shop settings (supplement §5): the browser builds the same links as the server. */
  settings: StorefrontSettings;
}

/** JSON that is safe inside <script>: no `</script>`, no `<!--`, no line separators that break JS. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
