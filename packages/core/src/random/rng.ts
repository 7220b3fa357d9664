import { hashString } from './hash.ts';

/** A seed: an integer (taken modulo 2^32) or any string (hashed with FNV-1a, see hash.ts). */
export type Seed = number | string;

const TWO_POW_32 = 4294967296;
const TWO_POW_53 = 9007199254740992;

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): 128 bits of state, only 32-bit
 * integer operations, so every engine produces the same stream. Math.random is never used because
 * the server must regenerate a quiz from its stored seed.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // Spread the 32-bit seed over the four words with a splitmix-style mixer so that nearby seeds
    // (1, 2, 3…) start far apart, then drop the first outputs while the state settles.
    let s = seed >>> 0;
    const mix = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = 1;
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** A uniform integer in [0, 2^32). */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform float in [0, 1) with 32 bits of resolution. */
  float(): number {
    return this.uint32() / TWO_POW_32;
  }

  /**
   * A uniform integer in [0, n) for a whole n in 1–2^32, unchecked for hot loops. u * n < 2^64 loses
   * low bits when rounded to a double but stays strictly below n * 2^32, so the floor never reaches n.
   */
  below(n: number): number {
    return Math.floor((this.uint32() * n) / TWO_POW_32);
  }

  /** A uniform integer in [min, max], both inclusive; spans up to 2^53 are supported. */
  int(min: number, max: number): number {
    const span = max - min + 1;
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || span < 1 || span > TWO_POW_53) {
      throw new RangeError(`Rng.int: bad range [${min}, ${max}]`);
    }
    if (span <= TWO_POW_32) return min + this.below(span);
    const high = this.uint32() >>> 11;
    const unit = (high * TWO_POW_32 + this.uint32()) / TWO_POW_53;
    return min + Math.min(span - 1, Math.floor(unit * span));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.float() < p;
  }

  /** A uniform element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty list');
    return items[this.below(items.length)] as T;
  }

  /** Fisher–Yates shuffle in place; returns the same array for chaining. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const held = items[i] as T;
      items[i] = items[j] as T;
      items[j] = held;
    }
    return items;
  }
}

export function seedToUint32(seed: Seed): number {
  if (typeof seed === 'string') return hashString(seed);
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer or a string, got ${seed}`);
  // Modulo 2^32 through the float, not `>>> 0`, so seeds above 2^53 are still handled the same way everywhere.
  return ((seed % TWO_POW_32) + TWO_POW_32) % TWO_POW_32;
}

export function createRng(seed: Seed): Rng {
  return new Rng(seedToUint32(seed));
}
