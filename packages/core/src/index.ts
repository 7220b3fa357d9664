export {};
export * from './practice.ts';
export * from './speech/index.ts';
export * from './curriculum/index.ts';
export * from './practice-modes.ts';
export * from './rewards.ts';
export * from './words.ts';
