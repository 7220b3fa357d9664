import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FactAttempt, GENERATORS, MASTERY_WINDOW, createRng, factState } from '@soroban/core';
import { connect } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { factFluencyOf } from '../apps/server/src/services/fact-fluency.ts';
import { scratchDatabase } from './support/server.ts';

/**
 * bench:facts — the facts grid's fluency computation for a learner with 20,000 fact answers (100
 * A100 sheets and 100 addition facts quizzes of 100): the service the fact_fluency call runs
 * (one window-function query, then the mastery rule per fact), on SQLite or, with DATABASE_URL,
 * PostgreSQL; beside the mastery rule alone over the same answers in memory.
 */
const QUIZZES = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const dataDir = mkdtempSync(join(tmpdir(), 'soroban-quiz-bench-facts-'));
const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL, 'sq_bench_facts') : undefined;
const db = connect({ databaseUrl: scratch?.url, dataDir });
try {
  await migrateToLatest(db);
  const at = new Date().toISOString();
  const user = await db.kysely
    .insertInto('users')
    .values({
      email: 'bench-facts@example.com',
      display_name: 'Bench',
      password_hash: 'x',
      is_paid: 0,
      is_disabled: 0,
      guided_preferred: null,
      show_share_bar: 0,
      just_registered: 0,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rng = createRng(1);
  const inMemory = new Map<string, FactAttempt[]>();
  let answers = 0;
  for (let q = 0; q < QUIZZES; q++) {
    const type = q % 2 === 0 ? 'A100' : 'facts-addition';
    const params = type === 'A100' ? { timeLimitSeconds: 600 } : { max: 20, problems: 100 };
    const { problems } = (GENERATORS[type] as (params: object, seed: number) => ReturnType<(typeof GENERATORS)['A100']>)(params, q);
    const quiz = await db.kysely
      .insertInto('quizzes')
      .values({
        user_id: user.id,
        type,
        params: JSON.stringify(params),
        seed: q,
        lpath: null,
        pathname: null,
        activity_id: null,
        started_at: at,
        finished_at: at,
        submission_hash: null,
        correct: 0,
        total: problems.length,
        passed: 0,
        total_time_ms: 0,
        coins: 0,
        points: 0,
        fluent_count: 0,
        balance_after: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = problems.map((problem, idx) => {
      const correct = rng.int(0, 9) > 0;
      const timeMs = rng.int(600, 6000);
      inMemory.set(problem.factKey ?? '', [{ correct, timeMs }, ...(inMemory.get(problem.factKey ?? '') ?? [])]);
      return {
        quiz_id: quiz.id,
        idx,
        given: correct ? problem.answer : problem.answer + 1,
        answer: problem.answer,
        correct: correct ? 1 : 0,
        time_ms: timeMs,
        fact_key: problem.factKey ?? null,
      };
    });
    await db.kysely.insertInto('quiz_answers').values(rows).execute();
    answers += rows.length;
  }

  const timed = async (work: () => unknown) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(RUNS / 2)] ?? 0, max: times[RUNS - 1] ?? 0 };
  };
  const ctx = { db, user: { id: user.id } };
  const facts = (await factFluencyOf(ctx, 'facts-addition', 1500)).facts.length;
  const service = await timed(() => factFluencyOf(ctx, 'facts-addition', 1500));
  const rule = await timed(() => {
    for (const attempts of inMemory.values()) factState(attempts.slice(0, MASTERY_WINDOW), 1500);
  });
  console.log(`bench:facts on ${db.dialect}: ${answers.toLocaleString('en')} answers, ${facts} facts, ${RUNS} runs`);
  console.table([
    { what: 'fact fluency (query + mastery rule)', 'p50 ms': service.p50.toFixed(2), 'max ms': service.max.toFixed(2) },
    { what: 'mastery rule alone, in memory', 'p50 ms': rule.p50.toFixed(3), 'max ms': rule.max.toFixed(3) },
  ]);
} finally {
  await db.kysely.destroy();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
