export {};
export * from './practice.ts';
