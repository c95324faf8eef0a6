// Escaping for text and attribute values written into HTML by hand (the head, the error page).
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * A JSON-LD script element around serialised JSON (shared/domain/seo/json-ld.ts serializeJsonLd
 * escapes `<` already). Every `<` is escaped again as `\u003c`, which is the same JSON, so neither
 * `</script>` nor `<!--` can ever appear inside the element.
 */
export function jsonLdScript(json: string, nonce?: string): string {
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<script type="application/ld+json"${nonceAttribute}>${json.replace(/</g, '\\u003c')}</script>`;
}
