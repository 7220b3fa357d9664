import { startDeployment } from './support/balancer.ts';
import { startServer } from './support/server.ts';

/**
 * bench:load — simulated students: each signs in, fetches the guided launchpad, starts a quiz,
 * answers, submits and reads the results, in a loop. For rising concurrency it reports throughput,
 * p50/p99 and errors per step, and the concurrency at which any step's p99 passes 100 ms. Target:
 * 200 students, zero errors. With DATABASE_URL (PostgreSQL) it runs twice in one run, both through
 * HAProxy: one server process, then two processes on one database (round-robin), and prints the
 * two side by side. On SQLite (one file, one process) it runs one process, without the balancer.
 */
const LEVELS = (process.env.LOAD_LEVELS ?? '10,50,100,200').split(',').map(Number);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
/** Unrecorded load first, so each process has compiled its hot paths before it is timed. */
const WARM_UP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const STEPS = ['sign in', 'guided launchpad', 'start quiz', 'submit', 'results'] as const;
type Step = (typeof STEPS)[number];

const PORT = Number(process.env.BENCH_PORT ?? 4350);
const base = { env: 'production', username: '', password: '', version: '5.7.0' };

let origin = '';

async function call(path: string, body: object, cookie = ''): Promise<{ status: number; json: Record<string, unknown>; cookie: string }> {
  const response = await fetch(`${origin}/rlm/mobile-apis/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('sq_session='));
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, cookie: setCookie ? (setCookie.split(';')[0] ?? '') : cookie };
}

/** Every student has an account before the clock starts. */
async function accounts(count: number, level: number) {
  const people = [];
  for (let i = 0; i < count; i++) {
    const email = `load-${level}-${i}-${Date.now()}@example.com`;
    await call('register_api.php', { env: 'production', username: email, displayName: `Student ${i}`, password: 'load test password' });
    people.push(email);
  }
  return people;
}

/** A 10-pairs student knows the answers: what makes 10 with the number shown. */
const answersFor = (problems: Array<{ target: number; n: number }>) => problems.map((problem) => problem.target - problem.n);

async function run(level: number, seconds = SECONDS, print = true) {
  const people = await accounts(level, level);
  const times = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
  const errors = new Map<Step, number>(STEPS.map((s) => [s, 0]));
  const deadline = Date.now() + seconds * 1000;
  const timed = async <T>(step: Step, work: () => Promise<{ status: number } & T>) => {
    const started = performance.now();
    try {
      const result = await work();
      times.get(step)?.push(performance.now() - started);
      if (result.status >= 400) errors.set(step, (errors.get(step) ?? 0) + 1);
      return result;
    } catch {
      errors.set(step, (errors.get(step) ?? 0) + 1);
      return undefined;
    }
  };
  await Promise.all(
    people.map(async (email) => {
      while (Date.now() < deadline) {
        const signIn = await timed('sign in', () => call('login_api.php', { ...base, username: email, password: 'load test password' }));
        if (!signIn) continue;
        const cookie = signIn.cookie;
        await timed('guided launchpad', () => call('guided_launchpad.php', { ...base, requestedLevel: '' }, cookie));
        const start = await timed('start quiz', () => call('start_quiz_api.php', { ...base, type: 'ten-pairs', params: { problems: 10 } }, cookie));
        const quizId = start?.json.quizId as number | undefined;
        if (!quizId) continue;
        const answers = answersFor(start?.json.problems as Array<{ target: number; n: number }>);
        await timed('submit', () => call('submit_quiz_api.php', { ...base, quizId, answers, timesMs: answers.map(() => 1) }, cookie));
        await timed('results', () => call('quiz_results_api.php', { ...base, quizId }, cookie));
      }
    }),
  );
  const rows = STEPS.map((step) => {
    const sorted = (times.get(step) ?? []).sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
    return {
      students: level,
      step,
      'req/s': Math.round(sorted.length / seconds),
      'p50 ms': Number(pct(0.5).toFixed(1)),
      'p99 ms': Number(pct(0.99).toFixed(1)),
      errors: errors.get(step) ?? 0,
    };
  });
  if (print) console.table(rows);
  return rows;
}

interface Target {
  label: string;
  origin: string;
}

/**
 * Every level against every target, the targets taking turns at each level (so a machine that gets
 * busier during the run weighs on both alike); per-step tables, then one line per level and target.
 */
async function runAll(targets: Target[]) {
  const summary = [];
  const passed = new Map<string, number>();
  for (const target of targets) {
    origin = target.origin;
    await run(5, WARM_UP_SECONDS, false);
  }
  for (const level of LEVELS) {
    for (const target of targets) {
      origin = target.origin;
      console.log(`== ${target.label}`);
      const rows = await run(level);
      if (!passed.has(target.label) && rows.some((row) => row['p99 ms'] > 100)) passed.set(target.label, level);
      summary.push({
        deployment: target.label,
        students: level,
        'req/s (all steps)': rows.reduce((sum, row) => sum + row['req/s'], 0),
        'worst p99 ms': Math.max(...rows.map((row) => row['p99 ms'])),
        errors: rows.reduce((sum, row) => sum + row.errors, 0),
      });
    }
  }
  for (const target of targets)
    console.log(`${target.label}: p99 of some step passes 100 ms at ${passed.get(target.label) ?? `none of ${LEVELS.join(', ')}`} students`);
  if (targets.length > 1) console.table(summary);
}

if (process.env.DATABASE_URL) {
  // Both deployments run side by side, each on a database of its own; an idle one costs nothing.
  const one = await startDeployment(1, PORT);
  try {
    const two = await startDeployment(2, PORT + 3);
    try {
      await runAll([
        { label: 'PostgreSQL, 1 process behind HAProxy', origin: one.origin },
        { label: 'PostgreSQL, 2 processes behind HAProxy', origin: two.origin },
      ]);
    } finally {
      await two.stop();
    }
  } finally {
    await one.stop();
  }
} else {
  const server = await startServer(PORT);
  try {
    await runAll([{ label: 'SQLite, 1 process (several processes need PostgreSQL: set DATABASE_URL)', origin: server.origin }]);
  } finally {
    await server.stop();
  }
}
