import { type BeadId, type BeadTap, type Rod, rodForDigit, rodValue, tapBead } from './beads.ts';

/**
 * A soroban is a list of rods where index 0 is the ones rod (the rightmost one used) and index i
 * holds 10^i; a UI that shows unit dots maps screen columns onto this order.
 */
export type Soroban = Rod[];

export const DEFAULT_RODS = 13;
export const MIN_RODS = 9;
export const MAX_RODS = 27;

export function createSoroban(rodCount: number = DEFAULT_RODS): Soroban {
  return Array.from({ length: rodCount }, () => ({ heaven: false, earth: 0 }));
}

export function sorobanFromNumber(value: number, rodCount: number = DEFAULT_RODS): Soroban {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`a soroban shows whole numbers ≥ 0, got ${value}`);
  const rods: Soroban = [];
  let rest = value;
  for (let i = 0; i < rodCount; i++) {
    rods.push(rodForDigit(rest % 10));
    rest = Math.floor(rest / 10);
  }
  if (rest > 0) throw new RangeError(`${value} needs more than ${rodCount} rods`);
  return rods;
}

export function readNumber(rods: readonly Rod[]): number {
  let value = 0;
  for (let i = rods.length - 1; i >= 0; i--) value = value * 10 + rodValue(rods[i] as Rod);
  return value;
}

/** tapBead on one rod of a whole soroban; returns a new soroban (the old one is left untouched). */
export function tapSorobanBead(rods: readonly Rod[], rodIndex: number, bead: BeadId): BeadTap & { rods: Soroban } {
  const rod = rods[rodIndex];
  if (rod === undefined) throw new RangeError(`no rod ${rodIndex}`);
  const tap = tapBead(rod, bead);
  const next = rods.slice();
  next[rodIndex] = tap.rod;
  return { ...tap, rods: next };
}
