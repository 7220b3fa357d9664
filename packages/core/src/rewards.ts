// The rewards API: the simulated stock market's prices and the kanji collectibles' grading.
export * from './market/index.ts';
export * from './kanji/index.ts';
