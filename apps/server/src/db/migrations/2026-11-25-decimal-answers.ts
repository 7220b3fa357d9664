import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * From 3 kyu answers are decimals (x.xxx, official rounding), so given and right answers become
 * doubles, exact for whole numbers up to 2^53 as before. SQLite needs nothing: a column declared
 * bigint has integer affinity and keeps a value that is not whole as a real.
 */
export const decimalAnswers = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`alter table quiz_answers alter column given type double precision, alter column answer type double precision`.execute(db);
  },
});
