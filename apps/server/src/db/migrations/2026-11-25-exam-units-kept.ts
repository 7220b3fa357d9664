import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The guided exam units (7 kyu to 1 kyu) used to be untimed part quizzes (`u17-exam-lists`,
 * `-times`, `-divide`; unit 32 also the `-full` papers) and are now one mock paper (`u17-exam`).
 * A learner who had passed every part of a unit keeps that unit finished: the new activity is
 * confirmed for them, so nobody's place in the program moves back. Units passed only in part are
 * sat again as the real paper.
 */
export const OLD_EXAM_PARTS: Record<string, readonly string[]> = {
  ...Object.fromEntries([17, 20, 23, 25, 27, 29].map((unit) => [`u${unit}-exam`, ['lists', 'times', 'divide'].map((part) => `u${unit}-exam-${part}`)])),
  'u32-exam': ['lists', 'times', 'divide', 'lists-full', 'times-full', 'divide-full'].map((part) => `u32-exam-${part}`),
};

export const examUnitsKept = (): Migration => ({
  async up(db: Kysely<unknown>) {
    const now = new Date().toISOString();
    for (const [exam, parts] of Object.entries(OLD_EXAM_PARTS)) {
      await sql`
        INSERT INTO guided_confirmations (user_id, lpath, activity_id, confirmed_at)
        SELECT e.user_id, e.lpath, ${exam}, ${now} FROM guided_enrolments e
        WHERE (
          SELECT COUNT(DISTINCT q.activity_id) FROM quizzes q
          WHERE q.user_id = e.user_id AND q.passed = 1 AND q.activity_id IN (${sql.join(parts)})
        ) = ${parts.length}
        ON CONFLICT DO NOTHING
      `.execute(db);
    }
  },
});
