import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
    // A password never goes into the log (logs are shipped and kept); the file is readable by its owner only.
    const file = join(config.dataDir, 'demo-account.txt');
    await writeFile(file, `email ${demo.email}\npassword ${demo.password}\n`, { mode: 0o600 });
    app.log.info(`Demo student account created: email ${demo.email}; its password is in ${file}`);
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
