import { handInMockExamCall, quizResultsCall, startMockExamCall, submitQuizCall, todaysPracticeCall } from '@soroban/contracts';
import { DEFAULT_LEARNER_PARAMS, diagnoseList, generateExamPaper, traceList } from '@soroban/core';
import { describe, expect, it } from 'vitest';
import { type PracticeClient, times } from './practice-helpers.ts';
import { signedInAppForEachTest, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
let p: PracticeClient;
signedInAppForEachTest((app) => {
  ({ t, cookie, p } = app);
});

const skills = async () => {
  const rows = await t.db.kysely.selectFrom('learner_skills').selectAll().execute();
  return new Map(rows.map((row) => [row.skill, row]));
};

/** A complement cell as the model records it after misses, at the test clock's start (2026-11-22 10:00 UTC). */
async function missedCell(skill: string) {
  const { id } = await t.db.kysely.selectFrom('users').select('id').executeTakeFirstOrThrow();
  await t.db.kysely
    .insertInto('learner_skills')
    .values({ user_id: id, skill, known: 0.05, stability: 0.3, last_at: '2026-11-22T10:00:00.000Z', reps: 2, lapses: 1 })
    .execute();
}

/** The focus stored with a started quiz (the server's, never the client's). */
async function storedFocus(quizId: number) {
  const stored = await t.db.kysely.selectFrom('quizzes').select('params').where('id', '=', quizId).executeTakeFirstOrThrow();
  return JSON.parse(stored.params).focus as string[];
}

describe('the learner model on grading', () => {
  it('raises every fact answered right and lowers the ones answered wrong', async () => {
    await p.play('facts-addition', { max: 10, problems: 6 }, cookie, { right: 4 });
    const rows = [...(await skills()).values()];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.skill.startsWith('fact:'))).toBe(true);
    expect(rows.some((row) => row.known > DEFAULT_LEARNER_PARAMS.pInit && row.lapses === 0)).toBe(true);
    expect(rows.some((row) => row.known < DEFAULT_LEARNER_PARAMS.pInit && row.lapses === 1)).toBe(true);
  });

  it('counts a right list for its cells and a wrong one against the cell the diagnosis names', async () => {
    // Lists until one has a big friend to miss.
    for (;;) {
      const quiz = await p.start('addition-list', { digits: 2, count: 5, allowSubtraction: false, allowNegative: false, problems: 5 }, cookie);
      const lists = quiz.problems.map((display) => (display.kind === 'list' ? display.numbers : []));
      // A list with a big friend whose missed carry no other rule explains (a number 10 left out would).
      const missedCarry = (numbers: readonly number[]) => {
        const step = traceList(numbers).find((s) => s.family === 'ten-complement' && !s.carry && s.op === '+');
        const wrong = numbers.reduce((sum, n) => sum + n, 0) - 10 ** ((step?.rod ?? 0) + 1);
        const diagnosis = step ? diagnoseList(numbers, wrong) : null;
        // The diagnosis may name another step the same wrong total fits (a mixed one on that rod): skip those lists.
        return diagnosis?.kind === 'missed-carry' && diagnosis.step?.family === 'ten-complement'
          ? { wrong, named: diagnosis.step.cell, step: diagnosis.step }
          : null;
      };
      const target = lists.findIndex((numbers) => missedCarry(numbers) !== null);
      t.advance(5 * 1000 + 1000);
      const right = await p.rightAnswers(quiz.quizId);
      if (target < 0) {
        await t.call(submitQuizCall, { quizId: quiz.quizId, answers: right, timesMs: times(5, 1000) }, cookie);
        continue;
      }
      const { wrong, named, step } = missedCarry(lists[target] as number[])!;
      const answers = right.map((value, i) => (i === target ? wrong : value));
      const before = (await skills()).get('list:2x5')?.reps ?? 0;
      await t.call(submitQuizCall, { quizId: quiz.quizId, answers, timesMs: times(5, 1000) }, cookie);
      const rows = await skills();
      expect(named).toBeDefined();
      expect(rows.get(named!)?.lapses).toBe(1);
      expect(rows.get('list:2x5')).toMatchObject({ reps: before + 5, lapses: 1 });
      const rightCells = lists.filter((_, i) => i !== target).flatMap((list) => traceList(list).map((s) => s.cell));
      expect(rightCells.every((cell) => rows.has(cell))).toBe(true);

      const results = await t.call(quizResultsCall, { quizId: quiz.quizId }, cookie);
      expect(results.items.map((item) => item.diagnosis?.kind ?? null)).toEqual(right.map((_, i) => (i === target ? 'missed-carry' : null)));
      expect(results.items[target]?.diagnosis?.message).toMatch(/big friend.*was missed/);
      // The step goes with it, for the right move on the beads.
      const { before: stepBefore, rod, op, digit, rodValue, family } = step;
      expect(results.items[target]?.diagnosis?.step).toEqual({ before: stepBefore, rod, op, digit, rodValue, family });
      return;
    }
  });
});

describe('the learner model fed from everywhere', () => {
  it('counts a flash round for the flash skill of its digits, a slow right round for less than a fast one', async () => {
    // 4 one-digit numbers in 2 s (500 ms a number, the target) and in 8 s (4 times slower).
    await p.play('flash', { digits: 1, count: 4, seconds: 2, rounds: 1 }, cookie, { right: 1, timeMs: 12_000 });
    const fast = (await skills()).get('flash:1');
    expect(fast).toMatchObject({ reps: 1, lapses: 0 });
    expect([...(await skills()).keys()]).toEqual(['flash:1']);
    await t.db.kysely.deleteFrom('learner_skills').execute();
    await p.play('flash', { digits: 1, count: 4, seconds: 8, rounds: 1 }, cookie, { right: 1, timeMs: 12_000 });
    const slow = (await skills()).get('flash:1');
    expect(slow!.known).toBeLessThan(fast!.known);
    expect(slow!.stability).toBeLessThan(fast!.stability);
    await p.play('flash', { digits: 2, count: 3, seconds: 3, rounds: 2 }, cookie, { right: 0, timeMs: 12_000 });
    expect((await skills()).get('flash:2')).toMatchObject({ reps: 2, lapses: 2 });
  });

  it('counts every answered item of a mock exam, an empty box for nothing, and a late paper not at all', async () => {
    const exam = await t.call(startMockExamCall, { body: 'soroban', grade: '4-kyu', seed: 'm1' }, cookie);
    const paper = generateExamPaper('soroban', '4-kyu', 'm1');
    // Lists all right, × the first 10 right and one wrong, ÷ left empty.
    const answers = paper.sections.map((s, si) =>
      s.problems.map((p, i) => (si === 0 ? p.answer : si === 1 && i < 10 ? p.answer : si === 1 && i === 10 ? p.answer + 1 : null)),
    );
    t.advance(20 * 60 * 1000);
    await t.call(handInMockExamCall, { examId: exam.examId, answers }, cookie);
    const rows = await skills();
    const listCells = paper.sections[0]!.problems.flatMap((p) => (p.display.kind === 'list' ? traceList(p.display.numbers).map((s) => s.cell) : []));
    expect(listCells.every((cell) => rows.get(cell)?.lapses === 0)).toBe(true);
    const mulReps = [...rows].filter(([skill]) => skill.startsWith('mul:')).reduce((sum, [, row]) => sum + row.reps, 0);
    const mulLapses = [...rows].filter(([skill]) => skill.startsWith('mul:')).reduce((sum, [, row]) => sum + row.lapses, 0);
    expect([mulReps, mulLapses]).toEqual([11, 1]);
    expect([...rows.keys()].some((skill) => skill.startsWith('div:'))).toBe(false);

    await t.db.kysely.deleteFrom('learner_skills').execute();
    const late = await t.call(startMockExamCall, { body: 'soroban', grade: '4-kyu', seed: 'm2' }, cookie);
    t.advance(40 * 60 * 1000);
    await t.call(
      handInMockExamCall,
      { examId: late.examId, answers: generateExamPaper('soroban', '4-kyu', 'm2').sections.map((s) => s.problems.map((p) => p.answer)) },
      cookie,
    );
    expect((await skills()).size).toBe(0);
  });

  it('counts the rounds of a flash mock exam for the flash skill at the paper’s speed', async () => {
    const exam = await t.call(startMockExamCall, { body: 'flash', grade: '3-dan', seed: 'f1' }, cookie);
    const paper = generateExamPaper('flash', '3-dan', 'f1');
    const answers = paper.sections.map((s) => s.problems.map((p, i) => (i < 7 ? p.answer : p.answer + 1)));
    t.advance(3 * 60 * 1000);
    await t.call(handInMockExamCall, { examId: exam.examId, answers }, cookie);
    expect((await skills()).get('flash:3')).toMatchObject({ reps: 10, lapses: 3 });
  });
});

describe('facts drills aimed by the model', () => {
  const keyOf = (d: { kind: string; a?: number; b?: number; op?: string }) => `${d.a}${d.op}${d.b}`;

  it('asks the missed facts first, says so, and grades against the stored focus; a client cannot send a focus', async () => {
    const first = await p.start('facts-addition', { max: 10, problems: 10 }, cookie);
    expect(first.focus).toEqual({ due: [], weak: [] });
    const right = await p.rightAnswers(first.quizId);
    // The first two wrong, the rest right and fast.
    t.advance(10 * 1500 + 1000);
    await t.call(submitQuizCall, { quizId: first.quizId, answers: right.map((a, i) => (i < 2 ? a + 1 : a)), timesMs: times(10, 1500) }, cookie);
    const missed = first.problems.slice(0, 2).map(keyOf);

    t.advance(60_000);
    // A focus sent by the client (facts it answered right, which the model would not ask now) is dropped.
    const sent = first.problems.slice(2, 8).map(keyOf);
    const next = await p.start('facts-addition', { max: 10, problems: 6, focus: sent }, cookie);
    expect(next.focus?.weak.slice().sort()).toEqual(missed.slice().sort());
    expect(next.problems.map(keyOf)).toEqual(expect.arrayContaining(missed));
    // Facts already answered right come after the ones never seen: none of them in a quiz of 6.
    const rightOnes = new Set(first.problems.slice(2).map(keyOf));
    expect(next.problems.slice(2).some((d) => rightOnes.has(keyOf(d)))).toBe(false);
    const focus = await storedFocus(next.quizId);
    expect(focus.slice(0, 2).sort()).toEqual(missed.slice().sort());
    expect(focus).toHaveLength(6);

    t.advance(6 * 1500 + 1000);
    const answers = next.problems.map((d) => (d.kind === 'binary' ? d.a + d.b : 0));
    const graded = await t.call(submitQuizCall, { quizId: next.quizId, answers, timesMs: times(6, 1500) }, cookie);
    expect(graded.summary.correct).toBe(6);
  });
});

describe('soroban drills aimed at weak cells', () => {
  it('deals a missed big friend to the first list of the next ten-complement drill, and grades it from the stored focus', async () => {
    // 7 + 8 missed (as the model records it), then a drill of big friends.
    await missedCell('cell:7+8');
    const quiz = await p.start('soroban-skill', { family: 'ten-complement', digits: 1, count: 4, operations: 'add', problems: 3, focus: ['cell:1+9'] }, cookie);
    expect(quiz.focus).toEqual({ due: [], weak: ['cell:7+8'] });
    expect(await storedFocus(quiz.quizId)).toEqual(['cell:7+8']);
    const first = quiz.problems[0]!;
    const steps = first.kind === 'list' ? traceList(first.numbers) : [];
    expect(steps.some((step) => step.family === 'ten-complement' && step.op === '+' && step.digit === 8)).toBe(true);
    t.advance(3 * 5000);
    const answers = quiz.problems.map((d) => (d.kind === 'list' ? d.numbers.reduce((a, b) => a + b, 0) : 0));
    expect((await t.call(submitQuizCall, { quizId: quiz.quizId, answers, timesMs: times(3, 4000) }, cookie)).summary.correct).toBe(3);
  });
});

describe('addition lists aimed at weak cells', () => {
  it('passes every other list of a free addition drill through a missed cell, ignores a focus the client sends, and grades from the stored focus', async () => {
    // 3 − 8 (a borrow on a rod showing 3) missed.
    await missedCell('cell:3-8');
    const params = { digits: 2, count: 4, allowSubtraction: true, allowNegative: false, problems: 4 };
    // Without subtraction a subtraction cell is out of reach: the drill is not aimed.
    expect((await p.start('addition-list', { ...params, allowSubtraction: false }, cookie)).focus).toBeNull();
    const quiz = await p.start('addition-list', { ...params, focus: ['cell:1+9'] }, cookie);
    expect(quiz.focus).toEqual({ due: [], weak: ['cell:3-8'] });
    expect(await storedFocus(quiz.quizId)).toEqual(['cell:3-8']);
    const lists = quiz.problems.map((d) => (d.kind === 'list' ? d.numbers : []));
    for (const index of [0, 2]) expect(traceList(lists[index]!).some((step) => step.cell === 'cell:3-8')).toBe(true);
    t.advance(4 * 5000);
    const answers = lists.map((numbers) => numbers.reduce((a, b) => a + b, 0));
    expect((await t.call(submitQuizCall, { quizId: quiz.quizId, answers, timesMs: times(4, 4000) }, cookie)).summary.correct).toBe(4);
  });
});

describe('audible anzan aimed at weak cells', () => {
  it('reads every other round through a missed cell, and grades from the stored focus', async () => {
    await missedCell('cell:3-8');
    const params = { digits: 2, count: 4, paceMs: 1000, allowSubtraction: true, rounds: 4 };
    expect((await p.start('audible', { ...params, allowSubtraction: false }, cookie)).focus).toBeNull();
    const quiz = await p.start('audible', { ...params, focus: ['cell:1+9'] }, cookie);
    expect(quiz.focus).toEqual({ due: [], weak: ['cell:3-8'] });
    expect(await storedFocus(quiz.quizId)).toEqual(['cell:3-8']);
    const rounds = quiz.problems.map((d) => (d.kind === 'list' ? d.numbers : []));
    for (const index of [0, 2]) expect(traceList(rounds[index]!).some((step) => step.cell === 'cell:3-8')).toBe(true);
    t.advance(4 * 8000);
    const answers = rounds.map((numbers) => numbers.reduce((a, b) => a + b, 0));
    expect((await t.call(submitQuizCall, { quizId: quiz.quizId, answers, timesMs: times(4, 7000) }, cookie)).summary.correct).toBe(4);
  });
});

describe('the diagnosis in the results', () => {
  it('replays the bead moves sent with the answers and names the number that went wrong', async () => {
    const quiz = await p.start('addition-list', { digits: 1, count: 3, allowSubtraction: false, allowNegative: false, problems: 1 }, cookie);
    const numbers = quiz.problems[0]?.kind === 'list' ? quiz.problems[0].numbers : [];
    // The learner works the list on the beads but leaves the last number out.
    const digits: number[] = [];
    const moves = traceList(numbers.slice(0, -1)).map((step, i) => {
      digits[step.rod] = ((digits[step.rod] ?? 0) + (step.op === '+' ? step.digit : 10 - step.digit)) % 10;
      return { rod: step.rod, beads: digits[step.rod] as number, ms: 400 * (i + 1) };
    });
    const given = numbers.slice(0, -1).reduce((sum, n) => sum + n, 0);
    t.advance(5000);
    await t.call(submitQuizCall, { quizId: quiz.quizId, answers: [given], timesMs: [3000], beadMoves: [moves] }, cookie);
    const results = await t.call(quizResultsCall, { quizId: quiz.quizId }, cookie);
    expect(results.items[0]?.diagnosis).toEqual({ kind: 'skipped-number', message: `number 3 (${numbers[2]}) was left out` });
  });
});

describe("today's practice", () => {
  it('offers the first direct cells to a new learner, then brings facts back when they are due', async () => {
    const fresh = await t.call(todaysPracticeCall, {}, cookie);
    expect(fresh).toMatchObject({ dueCount: 0, due: [], weakest: [] });
    expect(fresh.next).toEqual(['cell:0+1', 'cell:0+2', 'cell:0+3', 'cell:0+4', 'cell:0+5'].map((skill) => ({ skill, family: 'direct' })));

    await p.play('facts-addition', { max: 10, problems: 6 }, cookie, { right: 5 });
    const sameDay = await t.call(todaysPracticeCall, {}, cookie);
    expect(sameDay.dueCount).toBe(0);
    // The missed fact is the weakest.
    expect(sameDay.weakest[0]?.mastery).toBeLessThan(sameDay.weakest.at(-1)!.mastery);

    // Every fact's first stability is at most a day: two days later all of them are due, none left to rank.
    t.advance(2 * 86_400_000);
    const later = await t.call(todaysPracticeCall, {}, cookie);
    expect(later.dueCount).toBe(sameDay.weakest.length);
    expect(later.due.map((skill) => skill.skill).sort()).toEqual(sameDay.weakest.map((skill) => skill.skill).sort());
    expect(later.weakest).toEqual([]);
  });
});
