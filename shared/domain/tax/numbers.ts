// Reading numbers out of loose index documents: numbers, numeric strings; anything else is absent.

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number.parseFloat(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** UTIL parseFloat(x || y): the first truthy of two candidates, as a number (NaN-free: absent → 0). */
export function firstAmount(primary: unknown, fallback: unknown): number {
  return toNumber(primary) || toNumber(fallback) || 0;
}

export function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
