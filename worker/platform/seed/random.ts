// Seeded pseudo-random numbers for the demo catalogue (supplement §2: the same seed gives
// byte-identical data). Math.random is never used. Every product draws from its own stream
// (`streamFor(seed, salt, index)`), so any product can be generated alone: chunks, store views and
// neighbours (bundle links) all see the same values without generating the whole catalogue.

/** 32-bit mix of several integers (murmur3 finaliser per step); stable across runtimes. */
export function hashInts(...parts: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x01000193);
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for demo data; the state is one 32-bit integer. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick on an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items in their original order (order-stable subsets read naturally). */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const wanted = Math.min(count, items.length);
    while (chosen.size < wanted) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
  }
}

/** Independent stream for one (seed, purpose, index): e.g. product 17 of seed 1. */
export function streamFor(seed: number, salt: number, index: number): Random {
  return new Random(hashInts(seed, salt, index));
}

/** Salts that keep the streams of different purposes apart. */
export const STREAM = {
  product: 1,
  review: 2,
  content: 3,
} as const;
