export { hashString } from './hash.ts';
export { Rng, createRng, seedToUint32 } from './rng.ts';
export type { Seed } from './rng.ts';
