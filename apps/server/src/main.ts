import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { deleteExpiredSessions } from './repositories/sessions.ts';
import { deleteFailuresBefore } from './repositories/sign-in-failures.ts';
import { createDemoAccountIfEmpty } from './services/demo-account.ts';

const config = loadConfig();
const db = connect(config);
await migrateToLatest(db);

const app = await buildApp({ config, db, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

if (!config.isProduction) {
  const demo = await createDemoAccountIfEmpty(db, new Date());
  if (demo) {
    app.log.info(`Demo student account created (shown only this once): email ${demo.email}  password ${demo.password}`);
  }
}

// Expired sessions and throttled attempts older than the window are only clutter; sweep them hourly.
const sweep = async () => {
  const now = new Date();
  await deleteExpiredSessions(db.kysely, now.toISOString());
  await deleteFailuresBefore(db.kysely, new Date(now.getTime() - config.attemptLimits.windowMs).toISOString());
};
await sweep();
setInterval(() => void sweep().catch((error: unknown) => app.log.error(error, 'sweep failed')), 3_600_000).unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Soroban Quiz is at http://localhost:${config.port}/react/sorobanquizui/build/ (database: ${db.dialect})`);
