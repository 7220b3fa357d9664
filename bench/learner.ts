import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERATORS, type GradedProblem, type PracticeType, type SkillState, createRng, redoRecipe, updateSkill } from '@soroban/core';
import { connect } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { CallContext } from '../apps/server/src/lib/call-route.ts';
import { todaysPractice, updateLearnerSkills } from '../apps/server/src/services/learner.ts';
import { recordMistakes } from '../apps/server/src/services/mistakes.ts';
import { startReview } from '../apps/server/src/services/review.ts';
import { scratchDatabase } from './support/server.ts';

/**
 * bench:learner — (1) the learner model's update of one skill per answer (core updateSkill, µs);
 * (2) the server's update from a graded quiz of 100 answers (skills read, updated, written);
 * (3) today's practice for a learner whose 20,000 answers (100 A100 sheets and 100 lists quizzes
 * of 100, a tenth wrong) went through the model: p50 and max ms over BENCH_RUNS (30) calls; (4) building
 * and storing that learner's review quizzes (today's practice, and a redo of the kept mistakes the
 * wrong answers left): p50 ms. On SQLite or, with DATABASE_URL, PostgreSQL in a database of its own.
 */
const QUIZZES = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DAY = 86_400_000;

const rng = createRng(16);
const UPDATES = 1_000_000;
let state: SkillState | null = null;
const started = performance.now();
for (let i = 0; i < UPDATES; i++) {
  state = updateSkill(state, { correct: rng.float() < 0.85, at: i * 60_000, responseMs: rng.int(500, 8000), targetMs: 3000 });
}
const updateUs = ((performance.now() - started) * 1000) / UPDATES;

const dataDir = mkdtempSync(join(tmpdir(), 'soroban-quiz-bench-learner-'));
const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL, 'sq_bench_learner') : undefined;
const db = connect({ databaseUrl: scratch?.url, dataDir });
try {
  await migrateToLatest(db);
  const user = await db.kysely
    .insertInto('users')
    .values({
      email: 'bench-learner@example.com',
      display_name: 'Bench',
      password_hash: 'x',
      is_paid: 0,
      is_disabled: 0,
      guided_preferred: null,
      show_share_bar: 0,
      just_registered: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const quizTimes: number[] = [];
  let answers = 0;
  const start = Date.UTC(2026, 0, 1);
  for (let q = 0; q < QUIZZES; q++) {
    const type = q % 2 === 0 ? 'A100' : 'addition-list';
    const params = type === 'A100' ? { timeLimitSeconds: 600 } : { digits: 2, count: 5, allowSubtraction: true, allowNegative: false, problems: 100 };
    const { problems } = (GENERATORS[type] as (params: object, seed: number) => ReturnType<(typeof GENERATORS)['A100']>)(params, q);
    const items: GradedProblem[] = problems.map((problem, index) => {
      const correct = rng.int(0, 9) > 0;
      // A wrong list answer misses a carry: the diagnosis then names a cell.
      const given = correct ? problem.answer : problem.answer + (rng.chance(0.5) ? 10 : -10);
      return { index, given, answer: problem.answer, correct, timeMs: rng.int(600, 9000) };
    });
    const at = new Date(start + Math.floor(q / 4) * DAY);
    const t0 = performance.now();
    await db.kysely.transaction().execute((trx) => updateLearnerSkills(trx, user.id, problems, items, at, 3000));
    quizTimes.push(performance.now() - t0);
    const spec = { type: type as PracticeType, params };
    await recordMistakes(db.kysely, user.id, {
      recipe: (index) => redoRecipe(spec, q, index),
      problems,
      items,
      beadMoves: [],
      timed: type === 'A100',
      now: at,
    });
    answers += items.length;
  }
  quizTimes.sort((a, b) => a - b);

  const now = new Date(start + 60 * DAY);
  const ctx = { db, user: { id: user.id }, now };
  const skills = (
    await db.kysely
      .selectFrom('learner_skills')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
  const plan = await todaysPractice(ctx);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await todaysPractice(ctx);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const caller = (await db.kysely.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow()) as CallContext['user'];
  // Quotas are not what this measures.
  const config = { ...loadConfig({}), quotas: { ...loadConfig({}).quotas, quizStartsPerMinute: Number.MAX_SAFE_INTEGER } };
  const reviewTimes = { today: [] as number[], mistakes: [] as number[] };
  for (let i = 0; i < RUNS; i++)
    for (const source of ['today', 'mistakes'] as const) {
      const t0 = performance.now();
      // startReview writes no log, so none is given.
      await startReview({ db, user: caller, now, config, log: undefined as never, ip: '127.0.0.1' }, source);
      reviewTimes[source].push(performance.now() - t0);
    }
  for (const list of Object.values(reviewTimes)) list.sort((a, b) => a - b);
  const mistakes = (
    await db.kysely
      .selectFrom('learner_mistakes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
  console.log(`bench:learner on ${db.dialect}: ${answers.toLocaleString('en')} answers, ${Number(skills)} skills, ${plan.dueCount} due, ${RUNS} runs`);
  console.table([
    { what: 'updateSkill, one answer on one skill (core)', value: `${updateUs.toFixed(3)} µs` },
    { what: 'update from a graded quiz of 100 answers (p50)', value: `${(quizTimes[QUIZZES >> 1] ?? 0).toFixed(2)} ms` },
    { what: "today's practice (p50)", value: `${(times[RUNS >> 1] ?? 0).toFixed(2)} ms` },
    { what: "today's practice (max)", value: `${(times[RUNS - 1] ?? 0).toFixed(2)} ms` },
    { what: `today's practice quiz built and stored (p50)`, value: `${(reviewTimes.today[RUNS >> 1] ?? 0).toFixed(2)} ms` },
    { what: `redo of ${Number(mistakes)} kept mistakes built and stored (p50)`, value: `${(reviewTimes.mistakes[RUNS >> 1] ?? 0).toFixed(2)} ms` },
  ]);
} finally {
  await db.kysely.destroy();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
