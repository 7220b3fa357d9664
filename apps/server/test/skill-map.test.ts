import { classSkillHeatmapCall, createClassroomCall, joinClassroomCall, skillMapCall } from '@soroban/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { practiceClient } from './practice-helpers.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let p: ReturnType<typeof practiceClient>;
let teacher: { id: number; cookie: string };
let student: { id: number; cookie: string };
let stranger: { id: number; cookie: string };
const DAY = 86_400_000;

async function account(email: string, name: string) {
  const user = await t.createAccount(email, 'correct horse battery', name);
  return { id: user!.id, cookie: await t.signIn(email) };
}

beforeEach(async () => {
  t = await startTestApp();
  p = practiceClient(t);
  teacher = await account('teacher@example.com', 'Tess Teacher');
  student = await account('student@example.com', 'Sam Student');
  stranger = await account('stranger@example.com', 'Stan Stranger');
});
afterEach(async () => {
  await t.close();
});

async function classroomWith(...students: { cookie: string }[]) {
  const { classroom } = await t.call(createClassroomCall, { name: 'Class 3B' }, teacher.cookie);
  for (const one of students) await t.call(joinClassroomCall, { joinCode: classroom.joinCode }, one.cookie);
  return classroom.classroomId;
}

/** Stores a complement cell's state as the model would have left it `daysAgo` days before now. */
async function setCell(userId: number, skill: string, known: number, stability = 30, daysAgo = 0) {
  await t.db.kysely
    .insertInto('learner_skills')
    .values({
      user_id: userId,
      skill,
      known,
      stability,
      last_at: new Date(Date.parse('2026-11-22T10:00:00.000Z') - daysAgo * DAY).toISOString(),
      reps: 3,
      lapses: 0,
    })
    .execute();
}

describe('skill_map_api', () => {
  it('answers a new learner: every cell unseen, nothing practised, an empty trend', async () => {
    const map = await t.call(skillMapCall, {}, student.cookie);
    expect(map.student).toEqual({ userId: student.id, displayName: 'Sam Student' });
    expect(map.cells).toHaveLength(180);
    expect(map.cells.every((cell) => cell.mastery === null && cell.dueAt === null && !cell.due)).toBe(true);
    expect(map.cells.find((cell) => cell.skill === 'cell:7+8')).toMatchObject({ op: '+', rodValue: 7, digit: 8, family: 'ten-complement' });
    expect(map.counts).toEqual({ mastered: 0, learning: 0, due: 0, unseen: 180 });
    expect(map.factSets).toEqual([]);
    expect(map.sizes).toEqual([]);
    expect(map.trend).toHaveLength(8);
    expect(map.trend.at(-1)).toMatchObject({ week: '2026-W47', monday: '2026-11-16', meanMastery: null });
  });

  it("shows one's own facts, sizes and cells with forgetting applied at the server's now", async () => {
    await p.play('facts-addition', { max: 10, problems: 6 }, student.cookie, { right: 5 });
    await p.play('addition-list', { digits: 1, count: 3, allowSubtraction: false, allowNegative: false, problems: 2 }, student.cookie);
    const map = await t.call(skillMapCall, {}, student.cookie);
    const facts = map.factSets.find((set) => set.set === 'addition')!;
    expect(facts.name).toBe('Addition facts');
    expect(facts.facts.length).toBeGreaterThan(0);
    expect(facts.facts.filter((fact) => (fact.mastery ?? 1) < 0.2)).toHaveLength(1); // the one answered wrong
    expect(map.sizes).toEqual([expect.objectContaining({ skill: 'list:1x3', kind: 'list', name: 'Lists of 3 1-digit numbers', due: false })]);
    const seenCells = map.cells.filter((cell) => cell.mastery !== null);
    expect(seenCells.length).toBeGreaterThan(0);
    expect(map.counts.unseen).toBe(180 - seenCells.length);
    expect(map.counts.mastered + map.counts.learning).toBe(facts.facts.length + map.sizes.length + seenCells.length);
    expect(map.counts.due).toBe(0);

    // Ten days on, nothing was practised: every mastery has fallen and every skill is due.
    t.advance(10 * DAY);
    const later = await t.call(skillMapCall, {}, student.cookie);
    const before = new Map(map.cells.map((cell) => [cell.skill, cell.mastery]));
    for (const cell of later.cells.filter((c) => c.mastery !== null)) expect(cell.mastery!).toBeLessThan(before.get(cell.skill)!);
    const laterFacts = later.factSets.find((set) => set.set === 'addition')!.facts;
    laterFacts.forEach((fact, i) => expect(fact.mastery!).toBeLessThan(facts.facts[i]!.mastery!));
    expect(later.counts.due).toBe(later.counts.mastered + later.counts.learning);
  });

  it('keeps one trend row per learner per week, the current week read now', async () => {
    await p.play('facts-addition', { max: 10, problems: 6 }, student.cookie);
    await p.play('facts-addition', { max: 10, problems: 6 }, student.cookie);
    t.advance(8 * DAY); // Sunday to the Monday after next: two ISO weeks later
    await p.play('facts-addition', { max: 10, problems: 6 }, student.cookie);
    const rows = await t.db.kysely.selectFrom('learner_weeks').selectAll().where('user_id', '=', student.id).orderBy('week').execute();
    expect(rows.map((row) => row.week)).toEqual(['2026-W47', '2026-W49']);
    expect(rows.every((row) => row.practised > 0 && row.mean_mastery > 0 && row.mean_mastery <= 1)).toBe(true);

    t.advance(2 * DAY);
    const { trend } = await t.call(skillMapCall, {}, student.cookie);
    expect(trend.map((week) => week.week)).toEqual(['2026-W42', '2026-W43', '2026-W44', '2026-W45', '2026-W46', '2026-W47', '2026-W48', '2026-W49']);
    expect(trend.map((week) => week.meanMastery !== null)).toEqual([false, false, false, false, false, true, false, true]);
    expect(trend[5]).toMatchObject({ meanMastery: rows[0]!.mean_mastery, mastered: rows[0]!.mastered, practised: rows[0]!.practised });
    // The current week is read at now: two days of forgetting since its last update.
    expect(trend[7]!.meanMastery!).toBeLessThan(rows[1]!.mean_mastery);
    expect(trend[7]!.practised).toBe(rows[1]!.practised);
  });

  it("shows a teacher their student's map and refuses everyone else alike", async () => {
    await p.play('facts-addition', { max: 10, problems: 6 }, student.cookie);
    await classroomWith(student);
    const own = await t.call(skillMapCall, {}, student.cookie);
    const asTeacher = await t.call(skillMapCall, { studentId: student.id }, teacher.cookie);
    expect(asTeacher).toEqual(own);
    expect((await t.call(skillMapCall, { studentId: student.id }, student.cookie)).student.userId).toBe(student.id);

    const refusals = [
      await t.fail(skillMapCall, { studentId: student.id }, stranger.cookie), // not their teacher
      await t.fail(skillMapCall, { studentId: teacher.id }, student.cookie), // a student asking for the teacher
      await t.fail(skillMapCall, { studentId: 999_999 }, teacher.cookie), // no such account
    ];
    // Another teacher with a classroom of their own sees nothing either.
    const { classroom } = await t.call(createClassroomCall, { name: 'Other class' }, stranger.cookie);
    await t.call(joinClassroomCall, { joinCode: classroom.joinCode }, (await account('other@example.com', 'Olly Other')).cookie);
    refusals.push(await t.fail(skillMapCall, { studentId: student.id }, stranger.cookie));
    for (const refusal of refusals) expect(refusal).toMatchObject({ httpResponse: 404, message: 'You have no student with that studentId.' });
    expect((await t.fail(skillMapCall, { studentId: student.id })).httpResponse).toBe(403);
  });
});

describe('class_skill_heatmap_api', () => {
  it('ranks the cells most students are weak in, for the owner only', async () => {
    const others = [await account('b@example.com', 'Bea'), await account('c@example.com', 'Cy')];
    const classroomId = await classroomWith(student, ...others);
    await setCell(student.id, 'cell:7+8', 0.2);
    await setCell(others[0]!.id, 'cell:7+8', 0.3);
    await setCell(others[1]!.id, 'cell:7+8', 0.95);
    await setCell(student.id, 'cell:3-8', 0.4);
    await setCell(others[0]!.id, 'cell:0+1', 0.99);
    // Known once, but forgotten: practised 200 days ago with a one-day stability.
    await setCell(others[1]!.id, 'cell:4+1', 0.99, 1, 200);
    await setCell(stranger.id, 'cell:7+8', 0.1); // not in the class

    const heat = await t.call(classSkillHeatmapCall, { classroomId }, teacher.cookie);
    expect(heat.studentCount).toBe(3);
    expect(heat.cells).toHaveLength(180);
    const cell = heat.cells.find((c) => c.skill === 'cell:7+8')!;
    expect(cell).toMatchObject({ op: '+', rodValue: 7, digit: 8, family: 'ten-complement', practised: 3, weak: 2 });
    expect(cell.meanMastery).toBeCloseTo((0.2 + 0.3 + 0.95) / 3, 5);
    expect(heat.cells.find((c) => c.skill === 'cell:9+9')).toMatchObject({ meanMastery: null, practised: 0, weak: 0 });
    expect(heat.weakest.map((w) => [w.name, w.weak])).toEqual([
      ['7 + 8, big friend', 2],
      ['4 + 1, small friend', 1],
      ['3 − 8, mixed', 1],
    ]);

    for (const who of [stranger, student]) {
      expect(await t.fail(classSkillHeatmapCall, { classroomId }, who.cookie)).toMatchObject({
        httpResponse: 404,
        message: 'You have no classroom with that classroomId.',
      });
    }
  });
});
