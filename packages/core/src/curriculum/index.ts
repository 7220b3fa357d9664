export * from './model.ts';
export * from './lessons.ts';
export * from './routes.ts';
export * from './progress.ts';
export * from './testout.ts';
export * from './placement.ts';
