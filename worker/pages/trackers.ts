// Third-party tracker scripts (spec §7) as HTML, appended at the very end of the document body: `async`
// so they never block parsing or rendering, and nonce'd because the page CSP allows no other script
// (content-security-policy.ts). Which scripts a page gets is decided by shared/config/trackers.ts
// trackersFor (none on local hosts, product routes skip city-ads tracking).
import type { TrackerScript } from '#shared/config/trackers.ts';
import { escapeHtml } from './html';

export function trackerScriptTags(scripts: readonly TrackerScript[], nonce: string): string {
  return scripts
    .map((script) => `<script async src="${escapeHtml(script.src)}" nonce="${escapeHtml(nonce)}"></script>`)
    .join('');
}
