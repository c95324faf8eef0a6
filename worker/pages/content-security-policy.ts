// Content-Security-Policy of server-rendered pages (issue 4: no inline script except nonce'd ones).
// React's streaming SSR writes small inline scripts that move Suspense content into place; they carry
// the per-response nonce. The page state travels as non-executable JSON (ADR 002) and needs none.

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Third-party origins a page may load (configured trackers, spec §7), on top of 'self'. */
export interface ExtraSources {
  scriptOrigins?: readonly string[];
  imageOrigins?: readonly string[];
}

export function contentSecurityPolicy(nonce: string, extra: ExtraSources = {}): string {
  const scripts = (extra.scriptOrigins ?? []).map((origin) => ` ${origin}`).join('');
  const images = (extra.imageOrigins ?? []).map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${scripts}`,
    "style-src 'self'",
    `img-src 'self' data:${images}`,
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
