import { Migrator } from 'kysely';
import type { Db } from './connect.ts';
import { migrations } from './migrations/index.ts';

/** Brings the schema to the latest version; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: db.kysely,
    // Features add migrations independently; their relative order does not matter.
    allowUnorderedMigrations: true,
    provider: { getMigrations: async () => migrations(db.dialect) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
