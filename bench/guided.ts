import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LearningPath } from '@soroban/core';
import { connect } from '../apps/server/src/db/connect.ts';
import { measure, printTable } from './support/autocannon.ts';
import { signedInCookie, startServer } from './support/server.ts';

/**
 * bench:guided — latency of guided_launchpad.php for a learner deep into the 30-unit program
 * (every activity of units 1–29 done, with failed attempts and other practice besides), beside
 * check_session.php in the same run. Target: the launchpad's p99 within twice the session check's.
 */
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const EXTRA_PRACTICE = Number(process.env.BENCH_EXTRA_QUIZZES ?? 2000);
const server = await startServer(Number(process.env.BENCH_PORT ?? 4321));
try {
  const email = `bench-guided-${Date.now()}@example.com`;
  const cookie = await signedInCookie(server.origin, email);
  const headers = { 'content-type': 'application/json', cookie };
  const body = JSON.stringify({ env: 'production', username: '', password: '', version: '5.7.0', requestedLevel: '' });
  const launchpadUrl = `${server.origin}/rlm/mobile-apis/guided_launchpad.php`;
  // The first visit enrols the learner (and the server has loaded the curriculum at start).
  const first = await fetch(launchpadUrl, { method: 'POST', headers, body });
  if (!first.ok) throw new Error(`guided_launchpad.php answered ${first.status}: ${await first.text()}`);

  const path = JSON.parse(readFileSync(fileURLToPath(new URL('../content/curriculum/lpath-1442.json', import.meta.url)), 'utf8')) as LearningPath;
  const db = connect({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
  let quizzes = 0;
  try {
    const user = await db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const row = (type: string, params: object, activityId: string | null, passed: boolean) => ({
      user_id: user.id,
      type,
      params: JSON.stringify(params),
      seed: 1,
      lpath: '1442',
      pathname: null,
      activity_id: activityId,
      started_at: at,
      finished_at: at,
      submission_hash: null,
      correct: passed ? 10 : 3,
      total: 10,
      passed: passed ? 1 : 0,
      total_time_ms: 60_000,
      coins: 5,
      points: 5,
      fluent_count: 0,
      balance_after: 0,
    });
    const rows = [];
    for (const unit of path.units.slice(0, 29)) {
      for (const activity of unit.activities) {
        if (!activity.practice) {
          await db.kysely.insertInto('guided_confirmations').values({ user_id: user.id, lpath: 1442, activity_id: activity.id, confirmed_at: at }).execute();
          continue;
        }
        // Every step passed, with a failed attempt and an extra pass on the way.
        for (let step = 0; step <= activity.steps; step++) rows.push(row(activity.practice.type, activity.practice.params, activity.id, true));
        rows.push(row(activity.practice.type, activity.practice.params, activity.id, false));
      }
    }
    for (let i = 0; i < EXTRA_PRACTICE; i++) rows.push(row('ten-pairs', { problems: 10 }, null, i % 3 !== 0));
    for (let i = 0; i < rows.length; i += 200)
      await db.kysely
        .insertInto('quizzes')
        .values(rows.slice(i, i + 200))
        .execute();
    quizzes = rows.length;
  } finally {
    await db.kysely.destroy();
  }
  const check = await (await fetch(launchpadUrl, { method: 'POST', headers, body })).json();
  console.log(`learner: ${check.workingUnit} (${quizzes} quizzes in the history); answer ${JSON.stringify(check).length} bytes`);

  const sessionRequest = { url: `${server.origin}/rlm/mobile-apis/check_session.php`, method: 'POST' as const, headers, body };
  const launchpadRequest = { url: launchpadUrl, method: 'POST' as const, headers, body };
  await measure('warm-up', { ...sessionRequest, duration: 2 });
  await measure('warm-up', { ...launchpadRequest, duration: 2 });
  const session = await measure('POST check_session.php', { ...sessionRequest, duration });
  const launchpad = await measure('POST guided_launchpad.php (unit 30)', { ...launchpadRequest, duration });
  printTable([session, launchpad]);
  const ratio = launchpad.p99 / Math.max(session.p99, 1);
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; launchpad p99 ${launchpad.p99} ms = ${ratio.toFixed(2)} × the session check's ${session.p99} ms (target ≤ 2)`,
  );
} finally {
  await server.stop();
}
