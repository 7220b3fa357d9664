import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect, type Db } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

export interface TestDatabase {
  db: Db;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Removes the database; close the app (or destroy `db.kysely`) first. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of the kind the suite runs on: a SQLite file in a temporary folder,
 * or, when DATABASE_URL is set, a new PostgreSQL database on that server, dropped afterwards
 * (the server outlives the test run, so nothing may be left behind on it).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'soroban-quiz-test-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = connect({ databaseUrl: undefined, dataDir });
    await migrateToLatest(db);
    return {
      db,
      dataDir,
      databaseUrl: undefined,
      drop: async () => {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `sq_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = connect({ databaseUrl: url.toString(), dataDir });
  await migrateToLatest(db);
  return {
    db,
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
