// The state the server hands to the browser inside the page: dehydrated queries and router loader
// data. It travels in a non-executable JSON script (no inline JavaScript, so a strict CSP holds).
import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_STATE_ELEMENT_ID = '__storefront_state';

export interface PageState {
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
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
