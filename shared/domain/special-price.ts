// Special price window (contract §4.2 isSpecialPriceActive): both bounds strict; a missing bound is open.
// Dates are the index format 'YYYY-MM-DD HH:mm:ss' (shop time, treated as UTC).

export function parseIndexDate(value: string): number {
  const iso = value.includes('T') ? value : value.replace(' ', 'T');
  const withZone = /Z|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`;
  const time = Date.parse(withZone);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${value}`);
  return time;
}

export function isSpecialPriceActive(
  from: string | null | undefined,
  to: string | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!from && !to) return true;
  if (from && !(parseIndexDate(from) < now)) return false;
  if (to && !(now < parseIndexDate(to))) return false;
  return true;
}
