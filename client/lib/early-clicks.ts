// Clicks a shopper makes before the app has hydrated are kept and made again once it has (ADR 061). The page is
// painted and usable to the eye well before its JavaScript runs (ADR 034 requests the scripts after the first
// paint), and until hydrateRoot attaches React's listeners a button does nothing: "Add to cart", a filter option
// or the menu button pressed then was lost. React replays nothing from before its root exists, and a click on a
// boundary whose code is not there yet it drops. So an inline script in the document's head (the worker writes
// EARLY_CLICKS_SCRIPT) takes such clicks in the capture phase, cancels their default (a checkbox stays as it
// was, a form is not sent natively) and keeps their targets; the entry stops it right before hydrateRoot and,
// once the page has hydrated, clicks each kept target again, so each action happens exactly once.
// Links are left alone (the browser, then the page-links listener, follows them). Should the app's code not load
// (a chunk gone after a new deployment), the loader calls `fail()`: the page stays usable as the server sent it,
// and a control touched then says, in a status line, that this part could not be loaded. Should the app simply
// never start, the script gives up after EARLY_CLICKS_GIVE_UP_MS and clicks the targets itself, so a native form
// still submits.

/** The global the inline script answers on: `{ stop(): Element[]; fail(): void }`. */
export const EARLY_CLICKS_GLOBAL = '__storefrontEarlyClicks';

/** 15 s: longer than the slowest hydration seen in the browser tests on a loaded machine (~6 s). */
export const EARLY_CLICKS_GIVE_UP_MS = 15_000;

/** The id of the status line a touched control fills when the app's code could not be loaded. */
export const UNAVAILABLE_STATUS_ID = '__storefront_unavailable';

/** What a click is kept for: controls with an action, not links or text fields. */
const KEPT = 'button,[role=button],input[type=checkbox],input[type=radio],input[type=submit],label';

/**
 * The inline script's source for a store view's `unavailable` text (no `</script>` inside: the text is JSON with
 * `<` escaped; the worker adds the nonce).
 */
export function earlyClicksScript(unavailable: string): string {
  const text = JSON.stringify(unavailable).replace(/</g, '\\u003c');
  return (
    `(()=>{const k=[];let on=!0,failed=!1,p=null;` +
    `const region=()=>{if(!p){p=document.createElement("p");p.id=${JSON.stringify(UNAVAILABLE_STATUS_ID)};` +
    `p.className="app-unavailable";p.setAttribute("role","status");document.body.append(p)}return p};` +
    `const say=()=>{region().textContent=${text}};` +
    `const h=e=>{const t=e.target instanceof Element?e.target.closest(${JSON.stringify(KEPT)}):null;` +
    `if(!t||t.closest("a")||!t.closest("#root"))return;e.preventDefault();e.stopPropagation();` +
    `failed?say():k.push(t)};` +
    `const stop=()=>{if(on&&!failed){on=!1;document.removeEventListener("click",h,!0)}return k.splice(0)};` +
    `document.addEventListener("click",h,!0);` +
    `window[${JSON.stringify(EARLY_CLICKS_GLOBAL)}]={stop,fail(){if(!on)return;failed=!0;region();k.length&&(k.length=0,say())}};` +
    `setTimeout(()=>{if(on&&!failed)for(const t of stop())t.isConnected&&t.click()},${EARLY_CLICKS_GIVE_UP_MS})})()`
  );
}
