export {};
export * from './practice.ts';
export * from './speech/index.ts';
