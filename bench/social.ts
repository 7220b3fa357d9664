import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connect, type Db } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { createAccount } from '../apps/server/src/services/accounts.ts';

/**
 * bench:social — the top-100 call (top100_api.php) through app.inject on a database holding
 * 100,000 users and 1,000,000 graded quizzes with their points aggregates, for a viewer in the
 * top 100, in the middle and at the bottom (where counting the people ahead is longest), for
 * this week and all time. SQLite by default; PostgreSQL in a fresh database when DATABASE_URL is set.
 */
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const QUIZZES = Number(process.env.BENCH_QUIZZES ?? 1_000_000);
const CALLS = 200;
const NOW = new Date('2026-11-22T10:00:00.000Z');
const WEEK = '2026-W47';
const WEEK_START = '2026-11-16';

async function freshDatabase(dataDir: string): Promise<{ db: Db; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = connect({ databaseUrl: undefined, dataDir });
    return { db, drop: async () => undefined };
  }
  const name = `sq_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    db: connect({ databaseUrl: url.toString(), dataDir }),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Rows made by the database itself from a counter (a recursive CTE runs on both), so loading is quick. */
async function fill(db: Db) {
  const k = db.kysely;
  const series = (count: number) => sql.raw(`with recursive s(n) as (select 1 union all select n + 1 from s where n < ${count})`);
  let started = performance.now();
  await sql`${series(USERS)}
    insert into users (email, display_name, password_hash, is_paid, is_disabled, show_share_bar, just_registered, created_at)
    select 'student' || n || '@bench.local', 'Student ' || n, 'not a hash', 0, 0, 1, 0, '2026-01-01T00:00:00.000Z' from s`.execute(k);
  console.log(`  ${USERS.toLocaleString('en')} users in ${seconds(started)}`);

  started = performance.now();
  // Spread over users by a multiplicative step; 13 days (10th–22nd), the last 7 of them this ISO week;
  // points from a Lehmer generator so totals spread out (with some ties, as real ones have).
  await sql`${series(QUIZZES)}
    insert into quizzes (user_id, type, params, seed, lpath, started_at, finished_at, correct, total, passed, points, coins)
    select 1 + (cast(n as bigint) * 7919) % ${sql.lit(USERS)}, 'addition-list', '{}', n, '1442',
      '2026-11-' || (10 + n % 13) || 'T09:00:00.000Z', '2026-11-' || (10 + n % 13) || 'T09:05:00.000Z',
      n % 11, 10, case when n % 11 >= 7 then 1 else 0 end, (cast(n as bigint) * 48271) % 2147483647 % 500, 0 from s`.execute(k);
  console.log(`  ${QUIZZES.toLocaleString('en')} quizzes in ${seconds(started)}`);

  started = performance.now();
  await sql`insert into points_totals (user_id, lpath, period, points)
    select user_id, '1442', 'all', sum(points) from quizzes group by user_id`.execute(k);
  await sql`insert into points_totals (user_id, lpath, period, points)
    select user_id, '1442', ${WEEK}, sum(points) from quizzes where finished_at >= ${WEEK_START} group by user_id`.execute(k);
  // What autovacuum / a routine ANALYZE would have done on a live database.
  await sql.raw(db.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(k);
  console.log(`  points aggregates (all time and ${WEEK}) and statistics in ${seconds(started)}`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const dataDir = mkdtempSync(join(tmpdir(), 'soroban-quiz-bench-social-'));
const database = await freshDatabase(dataDir);
try {
  const { db } = database;
  console.log(`bench:social on ${db.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}`);
  await migrateToLatest(db);
  await fill(db);

  const viewer = await createAccount(db, {
    email: 'viewer@bench.local',
    displayName: 'Viewer',
    passwordHash: await hashPassword('bench password 1'),
    createdAt: NOW.toISOString(),
  });
  if (!viewer) throw new Error('could not create the viewer');
  // Some friends among the leaders, so the friend flags do work.
  const leaders = await db.kysely.selectFrom('points_totals').select('user_id').where('period', '=', 'all').orderBy('points', 'desc').limit(20).execute();
  for (const { user_id } of leaders.filter((_, index) => index % 4 === 0)) {
    await db.kysely
      .insertInto('follows')
      .values([
        { follower_id: viewer.id, followee_id: user_id, created_at: NOW.toISOString() },
        { follower_id: user_id, followee_id: viewer.id, created_at: NOW.toISOString() },
      ])
      .execute();
  }

  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web-build') });
  const app = await buildApp({ config, db, clock: () => NOW });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/rlm/mobile-apis/login_api.php',
    payload: { env: 'production', username: 'viewer@bench.local', password: 'bench password 1' },
  });
  const cookie = login.cookies.find((c) => c.name === 'sq_session');
  if (!cookie) throw new Error(`sign-in failed: ${login.body}`);

  const pointsAt = async (period: string, rank: 'top' | 'middle' | 'bottom') => {
    const count = Number(
      (
        await db.kysely
          .selectFrom('points_totals')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('period', '=', period)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const offset = rank === 'top' ? 10 : rank === 'middle' ? Math.floor(count / 2) : count - 1;
    const row = await db.kysely
      .selectFrom('points_totals')
      .select('points')
      .where('lpath', '=', '1442')
      .where('period', '=', period)
      .orderBy('points', 'desc')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();
    return rank === 'bottom' ? 0 : row.points;
  };

  const results: Record<string, string | number>[] = [];
  for (const period of ['week', 'all'] as const) {
    const key = period === 'all' ? 'all' : WEEK;
    for (const place of ['top', 'middle', 'bottom'] as const) {
      const points = await pointsAt(key, place);
      await db.kysely.deleteFrom('points_totals').where('user_id', '=', viewer.id).execute();
      await db.kysely.insertInto('points_totals').values({ user_id: viewer.id, lpath: '1442', period: key, points }).execute();
      const payload = { env: 'production', username: '', password: '', version: '5.7.0', lpath: 1442, period };
      const once = () => app.inject({ method: 'POST', url: '/rlm/mobile-apis/top100_api.php', payload, cookies: { sq_session: cookie.value } });
      let answer = await once();
      for (let i = 0; i < 20; i++) answer = await once();
      if (answer.statusCode !== 200) throw new Error(`top100 answered ${answer.statusCode}: ${answer.body}`);
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const started = performance.now();
        const response = await once();
        times.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`top100 answered ${response.statusCode}`);
      }
      times.sort((a, b) => a - b);
      const body = answer.json() as { rows: unknown[]; me: { rank: number | null } };
      results.push({
        period: key,
        viewer: place,
        'viewer rank': body.me.rank ?? '-',
        ranked: (
          await db.kysely
            .selectFrom('points_totals')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('period', '=', key)
            .executeTakeFirstOrThrow()
        ).n,
        rows: body.rows.length,
        'p50 ms': percentile(times, 50).toFixed(2),
        'p99 ms': percentile(times, 99).toFixed(2),
      });
    }
  }
  console.table(results);
  console.log(`${CALLS} calls per row through app.inject (session check, validation and serialisation included), after 20 warm-up calls.`);
  await app.close();
} finally {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
