// The practice engine's public API: seeded generators, the soroban bead model, grading and coins.
export * from './random/index.ts';
export * from './soroban/index.ts';
export * from './problems/index.ts';
export * from './grading/index.ts';
export * from './coins/index.ts';
export * from './exams/index.ts';
export * from './learner/index.ts';
