// The `taxrule` entity of a store view (contract §3.6), read from D1 and kept per isolate for a short
// while: the processor runs on every product search, the rules change only with a new seed/import.
import type { StoreCode } from '#shared/config/store-views.ts';
import type { TaxRate, TaxRule } from '#shared/domain/tax/index.ts';

/** How long an isolate trusts its copy of the rules. */
export const TAX_RULES_TTL_MS = 60_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const numbers = (v: unknown): number[] =>
  Array.isArray(v)
    ? v
        .map((x) => (typeof x === 'string' ? Number(x) : x))
        .filter((x): x is number => typeof x === 'number' && Number.isFinite(x))
    : [];

function toRate(raw: unknown): TaxRate | undefined {
  if (!isRecord(raw) || typeof raw.tax_country_id !== 'string') return undefined;
  const rate = typeof raw.rate === 'string' ? Number(raw.rate) : raw.rate;
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return undefined;
  return {
    tax_country_id: raw.tax_country_id,
    tax_region_id: typeof raw.tax_region_id === 'number' ? raw.tax_region_id : Number(raw.tax_region_id ?? 0),
    region_name: typeof raw.region_name === 'string' ? raw.region_name : null,
    rate,
    ...(typeof raw.code === 'string' ? { code: raw.code } : {}),
  };
}

/** A stored rule document → TaxRule; rules without an id are dropped. */
export function toTaxRule(raw: unknown): TaxRule | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'number') return undefined;
  const rates = Array.isArray(raw.rates) ? raw.rates.map(toRate).filter((r): r is TaxRate => r !== undefined) : [];
  return {
    id: raw.id,
    product_tax_class_ids: numbers(raw.product_tax_class_ids),
    customer_tax_class_ids: numbers(raw.customer_tax_class_ids),
    rates,
  };
}

interface CacheEntry {
  loadedAt: number;
  rules: Promise<readonly TaxRule[]>;
}

const cache = new Map<StoreCode, CacheEntry>();

async function queryRules(db: D1Database, store: StoreCode): Promise<readonly TaxRule[]> {
  const { results } = await db
    .prepare(`SELECT doc FROM documents WHERE store = ?1 AND entity = 'taxrule' ORDER BY id`)
    .bind(store)
    .all<{ doc: string }>();
  return results.map((row) => toTaxRule(JSON.parse(row.doc))).filter((r): r is TaxRule => r !== undefined);
}

/**
 * Rules of a store view; concurrent requests share one query. A failed query and an empty answer
 * (a catalogue seeded without rules, or not seeded yet) are not kept, so rules appear as soon as
 * they are written.
 */
export function loadTaxRules(db: D1Database, store: StoreCode, now = Date.now()): Promise<readonly TaxRule[]> {
  const cached = cache.get(store);
  if (cached && now - cached.loadedAt < TAX_RULES_TTL_MS) return cached.rules;
  const rules = queryRules(db, store);
  const entry: CacheEntry = { loadedAt: now, rules };
  cache.set(store, entry);
  const forget = () => {
    if (cache.get(store) === entry) cache.delete(store);
  };
  rules.then((list) => (list.length === 0 ? forget() : undefined), forget);
  return rules;
}

/** Tests and re-seeding: forget the cached rules of this isolate. */
export function clearTaxRulesCache(): void {
  cache.clear();
}
