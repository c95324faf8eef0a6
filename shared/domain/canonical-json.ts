// JSON text that does not depend on the order of an object's keys: the same value, whichever way a client
// serialised it, gives the same text (and so the same hash). Used for an order's body hash, so a retry that a
// client re-serialised with its keys in another order is the same order, not a 409 (ADR 058). Pure.

/** `JSON.stringify` with every object's keys sorted (arrays keep their order; `undefined` members are left out). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (member === null || typeof member !== 'object' || Array.isArray(member)) return member;
    const record = member as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    );
  });
}
