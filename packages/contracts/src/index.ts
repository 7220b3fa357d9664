export * from './errors.ts';
export * from './envelope.ts';
export * from './client-body.ts';
export * from './account-fields.ts';
export * from './auth.ts';
export * from './settings.ts';
export * from './events.ts';
export * from './wallet.ts';
