/**
 * The market's own noise: a stateless hash of (stock seed, day, draw), so any day's shock is computed
 * directly without replaying a generator. Only 32-bit integer operations, identical on every engine.
 */

/**
 * Where each day's shock of a stock starts: a 32-bit word per (ticker, day). The server passes one
 * keyed with its secret (an HMAC of ticker and day), so tomorrow's price cannot be computed from
 * this source code; `unkeyedSeeds` is for tests and benchmarks, which need no secret.
 */
export type ShockSeeds = (ticker: string, day: number) => number;

/** Seeds anyone can compute from the ticker alone: never what a server prices with. */
export const unkeyedSeeds: ShockSeeds = (ticker) => hashTicker(ticker);

/** FNV-1a over UTF-16 code units: turns a ticker into the stock's 32-bit seed. */
export function hashTicker(ticker: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < ticker.length; i++) {
    h ^= ticker.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A 32-bit finaliser (murmur3-style) over three words: seed, day and which draw of that day. */
function mix(seed: number, day: number, draw: number): number {
  let h = seed ^ Math.imul(day | 0, 0x9e3779b1) ^ Math.imul(draw + 1, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x27d4eb2f);
  return (h ^ (h >>> 15)) >>> 0;
}

const UNIFORMS_PER_NORMAL = 12;
const TWO_POW_32 = 4294967296;

/**
 * A standard normal shock for (seed, day): the sum of twelve uniforms minus six (Irwin–Hall), which
 * has mean 0 and variance 1. Chosen over Box–Muller because it needs no log or cos, whose results
 * engines may round differently; the integer sum is exact, and one division makes it a double.
 */
export function normalShock(seed: number, day: number): number {
  // Each uniform is (h + ½) / 2^32, centred in its bucket so the mean is exactly ½.
  let sum = UNIFORMS_PER_NORMAL / 2;
  for (let draw = 0; draw < UNIFORMS_PER_NORMAL; draw++) sum += mix(seed, day, draw);
  return sum / TWO_POW_32 - UNIFORMS_PER_NORMAL / 2;
}
