import type { Insertable } from 'kysely';
import type { Executor } from '../db/connect.ts';
import type { CurriculaTable } from '../db/schema.ts';

export async function findCurriculumHash(db: Executor, lpath: number): Promise<string | undefined> {
  const row = await db.selectFrom('curricula').select('content_hash').where('lpath', '=', lpath).executeTakeFirst();
  return row?.content_hash;
}

export const findCurriculumRow = (db: Executor, lpath: number) =>
  db.selectFrom('curricula').select(['content', 'content_hash']).where('lpath', '=', lpath).executeTakeFirst();

/** Insert or replace by lpath in one statement, so two instances starting together cannot collide. */
export async function upsertCurriculum(db: Executor, row: Insertable<CurriculaTable>) {
  await db
    .insertInto('curricula')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('lpath').doUpdateSet({
        name: row.name,
        content: row.content,
        content_hash: row.content_hash,
        units: row.units,
        activities: row.activities,
        loaded_at: row.loaded_at,
      }),
    )
    .execute();
}

export const listCurricula = (db: Executor) =>
  db.selectFrom('curricula').select(['lpath', 'name', 'units', 'activities', 'content_hash', 'loaded_at']).orderBy('lpath').execute();
