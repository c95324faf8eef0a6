// The end of the site header: an empty element as the header's last child, in every layout, which the document
// head waits for before the first paint (worker/pages/document.ts: `<link rel="expect" blocking="render">`,
// ADR 051). Empty, so it is "fully parsed" (the spec's condition) the moment it is inserted (Chromium's, which
// ends the wait at the target's start tag: the header itself as the target ended it before its tools).
export const SITE_HEADER_END_ID = 'site-header-end';

/** The marker; `hidden`, so it takes no room and is nothing to assistive technology. */
export function SiteHeaderEnd() {
  return <span id={SITE_HEADER_END_ID} hidden />;
}
