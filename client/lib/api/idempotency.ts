// Idempotency keys of replayable writes (DESIGN.md §2: "replayed exactly once (idempotency keys)"; ADR 015
// cart updates): one key per write, the same for every retry of it. A TanStack mutation retries with the
// same variables object, so the key is remembered per variables object.

/** A random UUID v4. getRandomValues works outside secure contexts too (randomUUID does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const keys = new WeakMap<object, string>();

/** The write's own key when it has one, else one key per variables object (stable across retries). */
export function idempotencyKeyFor(variables: { idempotencyKey?: string }): string {
  if (variables.idempotencyKey) return variables.idempotencyKey;
  let key = keys.get(variables);
  if (key === undefined) {
    key = newIdempotencyKey();
    keys.set(variables, key);
  }
  return key;
}
