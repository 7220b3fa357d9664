import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { GENERATORS, LESSON_IDS, type LearningPath, type PracticeType } from '@soroban/core';
import { sql } from 'kysely';
import {
  guidedActivityCall,
  guidedActivityDoneCall,
  guidedLaunchpadCall,
  guidedResetCall,
  guidedSeenCall,
  guidedTestOutFinishCall,
  guidedTestOutStartCall,
  type LaunchpadActivity,
  type QuizSpec,
  startQuizCall,
  submitQuizCall,
} from '@soroban/contracts';
import { describe, expect, it } from 'vitest';
import { CURRICULUM_DIR, CurriculumFileError, currentCurriculum, loadCurriculum, parseCurriculum } from '../src/services/curriculum.ts';
import { modules, modulesJson, standing } from '../src/services/curriculum-program.ts';
import { loadGuidedSettings, welcomeVideos } from '../src/services/curriculum-settings.ts';
import { ENV, signedInAppForEachTest, type TestApp } from './test-app.ts';

const bundledText = readFileSync(`${CURRICULUM_DIR}/lpath-1442.json`, 'utf8');
const bundled = JSON.parse(bundledText) as LearningPath;

let t: TestApp;
let cookie: string;
signedInAppForEachTest((app) => {
  ({ t, cookie } = app);
});

/** The launchpad as sent (`raw`, for what must not be in it) and parsed by its contract (`body`). */
const launchpad = async (who = cookie) => {
  const response = await t.send(guidedLaunchpadCall, { requestedLevel: '' }, who);
  const raw = response.json();
  const body = guidedLaunchpadCall.answer.parse(raw);
  const activities = body.modules.flatMap((m) => m.activities);
  return { response, raw, body, activities, byId: (id: string) => activities.find((a) => a.id === id) as LaunchpadActivity };
};

async function takeQuiz(practice: QuizSpec, extra: { lpath?: number | string; pathname?: string; activityId?: string }, pass: boolean) {
  const { quizId } = await t.call(startQuizCall, { ...practice, ...extra }, cookie);
  const quiz = await t.db.kysely.selectFrom('quizzes').selectAll().where('id', '=', quizId).executeTakeFirstOrThrow();
  const generate = GENERATORS[quiz.type as PracticeType] as (params: unknown, seed: number) => { problems: readonly { answer: number }[] };
  const answers = generate(JSON.parse(quiz.params), Number(quiz.seed)).problems.map((p) => (pass ? p.answer : p.answer + 1));
  t.advance(answers.length * 1500);
  const submitted = await t.call(submitQuizCall, { quizId, answers, timesMs: answers.map(() => 1500) }, cookie);
  expect(submitted.summary.passed).toBe(pass);
  return quizId;
}
/** What START opens for a quiz item, asked for as the web asks on START. */
const startSpec = (a: LaunchpadActivity) => t.call(guidedActivityCall, { lpath: 1442, activityId: a.id }, cookie);
const doActivity = async (a: LaunchpadActivity, pass = true) => {
  const spec = await startSpec(a);
  return takeQuiz(spec.practice, { lpath: spec.lpath, pathname: spec.pathname, activityId: spec.activityId }, pass);
};
const confirm = (activityId: string) => t.send(guidedActivityDoneCall, { lpath: 1442, activityId }, cookie);

describe('guided launchpad', () => {
  it('answers a new learner with 201 and every field of SPEC 3', async () => {
    const { response, raw, body, activities } = await launchpad();
    expect(response.statusCode).toBe(201);
    expect(body).toMatchObject({
      httpResponse: 201,
      redirectURL: '',
      redirectType: '',
      justLoggedIn: false,
      justRegistered: '1',
      guidedPreferred: null,
      isPaidSubscriber: 0,
      leftMarginAd: t.config.adPaths.left,
      rightMarginAd: t.config.adPaths.right,
      showShareThisBar: false,
      existingUserGuideVideoLocation: 'lesson:soroban-parts',
      workingUnit: 'Unit 1: First bead moves',
      workingUnitNumber: 1,
      workingLpath: 1442,
      workingGroup: 1,
      workingActivityId: 'u01-lesson',
      programComplete: false,
    });
    expect(body.message).toMatch(/\S/);
    // The test app has no web build, so no install video is in it: sent empty, never a 404 to fetch.
    expect(body).toMatchObject({ iphoneInstallVideoLocation: '', androidInstallVideoLocation: '', generalInstallVideoLocation: '' });
    expect(Object.keys(raw.shareThis).sort()).toEqual(['description', 'image', 'message', 'subject', 'title', 'url']);
    expect(body.shareThis.message).toContain('Unit 1');
    expect(body.modules).toHaveLength(bundled.units.length);
    expect(body.modules[0]).toMatchObject({ moduleName: 'First bead moves', unitNumber: 1, canJump: false });
    expect(body.modules.filter((m) => m.canJump).map((m) => m.unitNumber)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const a of activities) {
      expect(a).toMatchObject({ lpath: 1442, status: { stepsComplete: 0, isJumped: false } });
      for (const field of ['id', 'activity', 'name', 'problemType', 'pathname', 'activity_group', 'activity_unit', 'steps']) expect(a).toHaveProperty(field);
    }
    const video = activities.find((a) => a.activity === 'video') as LaunchpadActivity;
    expect(video.pathname).toBe('lesson:soroban-parts');
    const kanji = activities.find((a) => a.activity === 'kanji') as LaunchpadActivity;
    expect(kanji).toMatchObject({ kanjiId: 0x4e00, kanjiMeaning: 'one', kanjiMov: 'null' });
    expect(activities.filter((a) => a.state === 'current').map((a) => a.id)).toEqual(['u01-lesson']);

    const again = await launchpad();
    expect(again.response.statusCode).toBe(200);
  });

  it('shows the saved preferences and no ads to a paid subscriber', async () => {
    await t.db.kysely.updateTable('users').set({ is_paid: 1, just_registered: 0, guided_preferred: 1, show_share_bar: 1 }).execute();
    const { body } = await launchpad();
    expect(body).toMatchObject({
      isPaidSubscriber: 1,
      leftMarginAd: '',
      rightMarginAd: '',
      justRegistered: '0',
      guidedPreferred: true,
      showShareThisBar: true,
    });
  });

  it('sends an install video location once its file is in the web build, and locations outside the build as they are', async () => {
    mkdirSync(join(t.config.webDistDir, 'videos'), { recursive: true });
    writeFileSync(join(t.config.webDistDir, 'videos', 'install-android.mp4'), '');
    const { body } = await launchpad();
    expect(body).toMatchObject({
      existingUserGuideVideoLocation: 'lesson:soroban-parts',
      iphoneInstallVideoLocation: '',
      androidInstallVideoLocation: '/react/sorobanquizui/build/videos/install-android.mp4',
      generalInstallVideoLocation: '',
    });
    const hosted = 'https://videos.example.com/install-iphone.mp4';
    expect(welcomeVideos({ ...loadGuidedSettings({}), iphoneInstallVideoLocation: hosted }, t.config.webDistDir).iphoneInstallVideoLocation).toBe(hosted);
  });

  it('needs a session', async () => {
    expect((await t.fail(guidedLaunchpadCall, { requestedLevel: '' })).httpResponse).toBe(403);
  });

  it('answers what the contract says, its modules the same value as built field by field', async () => {
    const first = await launchpad();
    for (const id of ['u01-lesson', 'u01-lesson-2', 'u01-kanji']) await confirm(id);
    await doActivity(first.byId('u01-skill'));
    await doActivity(first.byId('u01-skill'), false);
    await t.db.kysely.updateTable('guided_enrolments').set({ jumped_through_unit: 2 }).execute();
    const { raw, body } = await launchpad();
    expect(guidedLaunchpadCall.answer.safeParse(raw).success).toBe(true);
    const path = (await currentCurriculum(t.db, 1442)) as LearningPath;
    const user = await t.db.kysely.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const s = await standing(t.db, user.id, path);
    expect(JSON.parse(modulesJson(s).toString('utf8'))).toEqual(modules(s));
    expect(body.modules).toEqual(modules(s));
    // The quiz START opens is asked for on START (guided_activity_api), not carried by every activity.
    for (const a of raw.modules.flatMap((m: { activities: object[] }) => m.activities)) expect(a).not.toHaveProperty('practice');
  });

  it('is compressed for clients that accept it', async () => {
    await launchpad();
    const plain = await t.send(guidedLaunchpadCall, { requestedLevel: '' }, cookie);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: guidedLaunchpadCall.path,
        payload: { ...ENV, requestedLevel: '' },
        headers: { cookie, 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });
});

describe('what START opens', () => {
  it('answers the quiz of an open quiz item, exactly as the curriculum gives it', async () => {
    const { byId } = await launchpad();
    const skill = byId('u01-skill');
    const source = bundled.units[0]!.activities.find((a) => a.id === 'u01-skill')!;
    expect(await startSpec(skill)).toMatchObject({
      httpResponse: 200,
      activityId: 'u01-skill',
      lpath: 1442,
      pathname: source.pathname,
      problemType: source.problemType,
      practice: source.practice,
    });
  });

  it('refuses lessons, unknown ids, units not open yet and callers without a session', async () => {
    const ask = (activityId: string, who?: string) => t.send(guidedActivityCall, { lpath: 1442, activityId }, who);
    expect((await ask('u01-lesson', cookie)).statusCode).toBe(400);
    expect((await ask('u99-quiz', cookie)).statusCode).toBe(404);
    const closed = await ask(bundled.units[4]!.activities.find((a) => a.practice)!.id, cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('Unit 5 is not open yet');
    expect((await ask('u01-skill')).statusCode).toBe(403);
  });
});

describe('progress', () => {
  it('is made in order: a quiz or a DONE of an activity outside the current group or unit is a 409', async () => {
    const lp = await launchpad();
    const skill = lp.byId('u01-skill');
    const { practice } = await t.call(guidedActivityCall, { lpath: 1442, activityId: 'u01-skill' }, cookie);
    const startLater = await t.send(startQuizCall, { ...practice, lpath: 1442, activityId: skill.id }, cookie);
    expect(startLater.statusCode, startLater.body).toBe(409);
    expect(startLater.json().message).toMatch(/is not open yet: finish the activities before it/);
    const doneLater = await confirm('u01-kanji');
    expect(doneLater.statusCode).toBe(409);
    const laterUnit = bundled.units[4]!.activities.find((a) => !a.practice)!;
    expect((await confirm(laterUnit.id)).json().message).toContain('Unit 5 is not open yet');
    expect(await t.db.kysely.selectFrom('quizzes').select('id').execute()).toEqual([]);
    // In order, the same calls are accepted.
    for (const id of ['u01-lesson', 'u01-lesson-2', 'u01-kanji']) expect((await confirm(id)).statusCode).toBe(200);
    expect((await t.send(startQuizCall, { ...practice, lpath: 1442, activityId: skill.id }, cookie)).statusCode).toBe(200);
  });

  it('completes steps from passed quizzes only, advances groups together and moves the unit', async () => {
    await launchpad();
    expect((await confirm('u01-lesson')).json()).toMatchObject({ status: { stepsComplete: 1 }, workingActivityId: 'u01-lesson-2' });
    // Group 2: a lesson and a kanji item, both current until both are done.
    let lp = await launchpad();
    expect(lp.activities.filter((a) => a.state === 'current').map((a) => a.id)).toEqual(['u01-lesson-2', 'u01-kanji']);
    await confirm('u01-kanji');
    lp = await launchpad();
    expect(lp.body.workingActivityId).toBe('u01-lesson-2');
    await confirm('u01-lesson-2');

    const skill = (await launchpad()).byId('u01-skill');
    expect(skill.state).toBe('current');
    await doActivity(skill, false);
    expect((await launchpad()).byId('u01-skill').status.stepsComplete).toBe(0);
    // A quiz of another activity, or without one, is no step of this one.
    await takeQuiz((await startSpec(skill)).practice, { lpath: 1442 }, true);
    expect((await launchpad()).byId('u01-skill').status.stepsComplete).toBe(0);
    await doActivity(skill);
    lp = await launchpad();
    expect(lp.byId('u01-skill')).toMatchObject({ status: { stepsComplete: 1 }, state: 'current' });
    await doActivity(skill);
    lp = await launchpad();
    expect(lp.byId('u01-skill')).toMatchObject({ status: { stepsComplete: 2 }, state: 'done' });
    expect(lp.body.workingGroup).toBe(4);
    expect(lp.activities.filter((a) => a.state === 'current').map((a) => a.id)).toEqual(['u01-skill-2', 'u01-facts']);

    for (const id of ['u01-skill-2', 'u01-facts', 'u01-skill-3']) {
      const a = (await launchpad()).byId(id);
      for (let step = 0; step < a.steps; step++) await doActivity(a);
    }
    lp = await launchpad();
    expect(lp.body).toMatchObject({ workingUnit: 'Unit 2: Taking beads away', workingUnitNumber: 2, workingActivityId: 'u02-lesson' });
    expect(lp.body.modules[1]?.canJump).toBe(false);
  });

  it('refuses DONE on quiz items, unknown ids and units not open yet', async () => {
    expect((await confirm('u01-skill')).statusCode).toBe(400);
    expect((await confirm('u99-lesson')).statusCode).toBe(404);
    const closed = await confirm('u05-lesson');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('Unit 5 is not open yet');
    expect((await t.fail(guidedActivityDoneCall, { lpath: 7, activityId: 'u01-lesson' }, cookie)).httpResponse).toBe(400);
  });
});

describe('jump quizzes', () => {
  const startJump = (unit: number) => t.send(guidedTestOutStartCall, { lpath: 1442, unit }, cookie);
  const jump = async (unit: number) => guidedTestOutStartCall.answer.parse((await startJump(unit)).json());
  const take = (q: { activityId: string; lpath: number; pathname: string; practice: QuizSpec }, pass: boolean) =>
    takeQuiz(q.practice, { lpath: q.lpath, pathname: q.pathname, activityId: q.activityId }, pass);
  const finish = (testOutId: number) => t.send(guidedTestOutFinishCall, { lpath: 1442, testOutId }, cookie);

  it('jumps to unit 4 when every jump quiz is passed', async () => {
    await launchpad();
    const response = await startJump(4);
    expect(response.statusCode, response.body).toBe(200);
    const body = guidedTestOutStartCall.answer.parse(response.json());
    expect(body.quizzes.length).toBeGreaterThanOrEqual(1);
    expect(body.quizzes.length).toBeLessThanOrEqual(3);
    expect(body.quizzes.every((q) => q.fromUnit >= 1 && q.fromUnit <= 3)).toBe(true);

    const [first, ...rest] = body.quizzes;
    await take(first!, true);
    if (rest.length > 0) expect((await finish(body.testOutId)).statusCode).toBe(409);
    for (const q of rest) await take(q, true);
    // Jump quizzes are graded as quizzes: their answers feed the learner model too.
    expect((await t.db.kysely.selectFrom('learner_skills').select('skill').execute()).length).toBeGreaterThan(0);
    const done = await finish(body.testOutId);
    expect(done.json()).toMatchObject({ passed: true, unit: 4, workingUnit: 'Unit 4: Small friends: subtracting', workingActivityId: 'u04-lesson' });
    const lp = await launchpad();
    expect(lp.byId('u03-skill')).toMatchObject({ status: { isJumped: true, stepsComplete: 0 }, state: 'done' });
    expect(lp.byId('u04-skill').status.isJumped).toBe(false);
    expect(lp.body.modules[3]?.canJump).toBe(false);
    // Recording again answers the same and changes nothing.
    expect((await finish(body.testOutId)).json()).toMatchObject({ passed: true });
  });

  it('changes nothing when a jump quiz is failed, and trusts only matching server grades', async () => {
    await launchpad();
    const body = await jump(3);
    // A quiz with the marker but easier params is not the quiz asked for.
    const easy: QuizSpec = { type: 'ten-pairs', params: { problems: 1 } };
    await takeQuiz(easy, { lpath: 1442, activityId: body.quizzes[0]!.activityId }, true);
    expect((await finish(body.testOutId)).statusCode).toBe(409);
    await take(body.quizzes[0]!, false);
    const result = await finish(body.testOutId);
    expect(result.json()).toMatchObject({ passed: false, workingUnit: 'Unit 1: First bead moves' });
    const lp = await launchpad();
    expect(lp.activities.some((a) => a.status.isJumped)).toBe(false);
    // The attempt stays failed even if the other quizzes are passed afterwards.
    for (const q of body.quizzes) await take(q, true);
    expect((await finish(body.testOutId)).json()).toMatchObject({ passed: false });
  });

  it('refuses jumps backwards, beyond unit 10 and into other people’s attempts', async () => {
    await launchpad();
    expect((await startJump(1)).statusCode).toBe(400);
    expect((await startJump(11)).json().message).toContain('up to 10');
    const body = await jump(2);
    await t.createAccount('other@example.com');
    const other = await t.signIn('other@example.com');
    expect((await t.fail(guidedTestOutFinishCall, { testOutId: body.testOutId }, other)).httpResponse).toBe(404);
  });
});

describe('what the learner was last shown', () => {
  it('is null until kept, then answered on every visit from any device, and cleared by a reset', async () => {
    expect((await launchpad()).body.seen).toBeNull();
    const kept = await t.call(guidedSeenCall, { lpath: 1442, seen: { activityId: 'u01-lesson-2', finishedUnits: [2, 1, 1] } }, cookie);
    expect(kept.seen).toEqual({ activityId: 'u01-lesson-2', finishedUnits: [1, 2] });
    // Another device is another session of the same account: it reads the same.
    const other = await t.signIn();
    expect((await launchpad(other)).body.seen).toEqual({ activityId: 'u01-lesson-2', finishedUnits: [1, 2] });
    await t.send(guidedResetCall, { lpath: 1442, confirm: 'RESET' }, cookie);
    expect((await launchpad()).body.seen).toBeNull();
  });

  it('refuses an activity or unit the program does not have, and a learner who has not opened it yet', async () => {
    await launchpad();
    const activity = await t.fail(guidedSeenCall, { lpath: 1442, seen: { activityId: 'u99-nothing', finishedUnits: [] } }, cookie);
    expect(activity.httpResponse).toBe(404);
    const unit = await t.fail(guidedSeenCall, { lpath: 1442, seen: { activityId: null, finishedUnits: [1, 999] } }, cookie);
    expect(unit).toMatchObject({ httpResponse: 400, message: expect.stringContaining('finishedUnits holds 999') });
    const shape = await t.post(guidedSeenCall.path, { ...ENV, lpath: 1442, seen: { activityId: null, finishedUnits: ['one'] } }, cookie);
    expect(shape.statusCode).toBe(400);
    expect(shape.json().message).toContain('finishedUnits must hold unit numbers');
    await t.createAccount('not-enrolled@example.com');
    const stranger = await t.signIn('not-enrolled@example.com');
    const early = await t.fail(guidedSeenCall, { lpath: 1442, seen: { activityId: null, finishedUnits: [] } }, stranger);
    expect(early).toMatchObject({ httpResponse: 409, message: expect.stringContaining('Open') });
  });
});

describe('reset', () => {
  const progressSoFar = async () => {
    await launchpad();
    for (const id of ['u01-lesson', 'u01-lesson-2', 'u01-kanji']) await confirm(id);
    const skill = (await launchpad()).byId('u01-skill');
    await doActivity(skill);
    await t.db.kysely.updateTable('guided_enrolments').set({ jumped_through_unit: 2 }).execute();
  };

  it('needs the confirmation', async () => {
    const response = await t.post(guidedResetCall.path, { ...ENV, lpath: 1442, confirm: 'yes' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("confirm must be 'RESET'");
  });

  it('deletes the training history of the path, and the mistakes and learner model learnt from it, and returns to unit 1; coins stay', async () => {
    await progressSoFar();
    // Practice of another learning path is not this program's training history.
    await takeQuiz({ type: 'ten-pairs', params: { problems: 5 } }, { lpath: '77' }, true);
    // A missed sheet leaves kept mistakes; every sheet teaches the learner model.
    await takeQuiz({ type: 'ten-pairs', params: { problems: 5 } }, {}, false);
    const learnt = async () => ({
      mistakes: (await t.db.kysely.selectFrom('learner_mistakes').select('problem_key').execute()).length,
      skills: (await t.db.kysely.selectFrom('learner_skills').select('skill').execute()).length,
    });
    expect((await learnt()).mistakes).toBeGreaterThan(0);
    expect((await learnt()).skills).toBeGreaterThan(0);
    const coinsBefore = await t.db.kysely.selectFrom('wallets').select('balance').executeTakeFirst();
    expect((await launchpad()).body.workingUnitNumber).toBe(3);
    const response = await t.send(guidedResetCall, { lpath: 1442, confirm: 'RESET' }, cookie);
    expect(response.json()).toMatchObject({ httpResponse: 200, deletedQuizzes: 2, workingUnit: 'Unit 1: First bead moves', workingActivityId: 'u01-lesson' });
    expect(response.json().message).toContain('with your kept mistakes and your skill map. Coins you earned stay');
    expect(await learnt()).toEqual({ mistakes: 0, skills: 0 });
    const lp = await launchpad();
    expect(lp.activities.every((a) => a.status.stepsComplete === 0 && !a.status.isJumped)).toBe(true);
    expect(await t.db.kysely.selectFrom('quizzes').select('id').execute()).toHaveLength(1);
    expect(await t.db.kysely.selectFrom('wallets').select('balance').executeTakeFirst()).toEqual(coinsBefore);
  });

  it('deletes nothing when any part of the reset fails', async () => {
    await progressSoFar();
    // Make the last delete of the transaction fail.
    if (t.db.dialect === 'sqlite') {
      await sql`CREATE TRIGGER no_reset BEFORE UPDATE ON guided_enrolments BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(t.db.kysely);
    } else {
      await sql`CREATE FUNCTION no_reset() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`.execute(t.db.kysely);
      await sql`CREATE TRIGGER no_reset BEFORE UPDATE ON guided_enrolments FOR EACH ROW EXECUTE FUNCTION no_reset()`.execute(t.db.kysely);
    }
    const response = await t.send(guidedResetCall, { lpath: 1442, confirm: 'RESET' }, cookie);
    expect(response.statusCode).toBe(444);
    expect(await t.db.kysely.selectFrom('quizzes').select('id').execute()).toHaveLength(1);
    expect(await t.db.kysely.selectFrom('guided_confirmations').select('activity_id').execute()).toHaveLength(3);
    const lp = await launchpad();
    expect(lp.byId('u01-skill').status).toEqual({ stepsComplete: 1, isJumped: true });
    expect(lp.body.workingUnitNumber).toBe(3);
  });
});

describe('curriculum loading', () => {
  const withChange = (change: (path: { units: { moduleName: string; activities: Record<string, unknown>[] }[] } & Record<string, unknown>) => void) => {
    const copy = JSON.parse(bundledText);
    change(copy);
    return JSON.stringify(copy, null, 2);
  };
  const problems = (text: string) => {
    try {
      parseCurriculum(text);
    } catch (error) {
      if (error instanceof CurriculumFileError) return error.problems;
      throw error;
    }
    return [];
  };
  const lineOfText = (text: string, needle: string, from = 0) => text.slice(0, text.indexOf(needle, from)).split('\n').length;

  it('names the line and the reason', () => {
    const text = withChange((p) => {
      p.units[4]!.activities[2]!.steps = 2.5;
    });
    const start = text.indexOf('"number": 5,');
    expect(problems(text)).toEqual([`line ${lineOfText(text, '"steps": 2.5', start)}: units[4].activities[2].steps must be a whole number from 1 to 20`]);

    const params = withChange((p) => {
      (p.units[0]!.activities[3]!.practice as { params: { count: number } }).params.count = 9;
    });
    expect(problems(params)[0]).toMatch(
      /^line \d+: units\[0\]\.activities\[3\]\.practice\.params are not accepted by the soroban-skill generator: count must be an integer in 2–5/,
    );
    const route = withChange((p) => {
      p.units[1]!.activities[2]!.pathname = '/launchpad/tools/A100/quiz';
    });
    expect(problems(route)[0]).toMatch(/units\[1\]\.activities\[2\]\.pathname does not run a soroban-skill quiz/);
    const lesson = withChange((p) => {
      (p.units[2]!.activities[0]!.video as { lessonId: string }).lessonId = 'juggling';
    });
    expect(problems(lesson)[0]).toMatch(/units\[2\]\.activities\[0\]\.video\.lessonId must be one of the app's lessons/);
    const duplicate = withChange((p) => {
      p.units[3]!.activities[1]!.id = 'u01-lesson';
    });
    expect(problems(duplicate)).toContainEqual(expect.stringMatching(/units\[3\]\.activities\[1\]\.id repeats the id of units\[0\]\.activities\[0\]/));
    const bad = bundledText.replace('"units": [', '"units": [,,');
    expect(problems(bad)[0]).toMatch(new RegExp(`^line ${lineOfText(bad, ',,')}: the file is not valid JSON`));
  });

  it('loads all or nothing, and the same content again is a no-op', async () => {
    const before = await t.db.kysely.selectFrom('curricula').selectAll().executeTakeFirstOrThrow();
    expect(before).toMatchObject({ lpath: 1442, units: bundled.units.length });
    expect((await loadCurriculum(t.db, bundledText, new Date())).status).toBe('unchanged');
    const broken = withChange((p) => {
      p.name = 'Changed';
      p.units[7]!.activities[1]!.activity_group = 0;
    });
    await expect(loadCurriculum(t.db, broken, new Date())).rejects.toThrow(/units\[7\]\.activities\[1\]\.activity_group must be a whole number from 1 to 99/);
    expect(await t.db.kysely.selectFrom('curricula').selectAll().executeTakeFirstOrThrow()).toEqual(before);
    const renamed = withChange((p) => {
      p.units[0]!.moduleName = 'Hello beads';
    });
    expect((await loadCurriculum(t.db, renamed, new Date())).status).toBe('updated');
    expect((await launchpad()).body.workingUnit).toBe('Unit 1: Hello beads');
  });
});

describe('the lpath 1442 content', () => {
  const path = parseCurriculum(bundledText);

  it('runs from first bead moves to 1 kyu in at least 30 units of 6–12 activities (4 beside a mock exam paper), each starting with a lesson', () => {
    expect(path).toMatchObject({ lpath: 1442, name: 'Soroban & Mental Math' });
    expect(path.units.length).toBeGreaterThanOrEqual(30);
    for (const unit of path.units) {
      // A mock exam is one activity but a whole sitting (up to 50 items in 30 minutes).
      expect(unit.activities.length).toBeGreaterThanOrEqual(unit.activities.some((a) => a.exam) ? 4 : 6);
      expect(unit.activities.length).toBeLessThanOrEqual(12);
      expect(unit.activities[0]).toMatchObject({ activity: 'video', pathname: expect.stringMatching(/^lesson:/) });
    }
    expect(path.units.some((u) => new Set(u.activities.map((a) => a.activity_group)).size < u.activities.length)).toBe(true);
    const kanji = path.units.flatMap((u) => u.activities).filter((a) => a.kanji);
    expect(kanji.map((a) => String.fromCodePoint(a.kanji!.kanjiId)).join('')).toBe('一二三四五六七八九十');
    const lessons = new Set(path.units.flatMap((u) => u.activities).flatMap((a) => (a.video?.lessonId ? [a.video.lessonId] : [])));
    expect([...lessons].every((id) => (LESSON_IDS as string[]).includes(id))).toBe(true);
  });

  it('has params every core generator accepts', () => {
    let quizzes = 0;
    for (const { activities } of path.units) {
      for (const a of activities) {
        if (!a.practice) continue;
        const generate = GENERATORS[a.practice.type] as (params: unknown, seed: number) => { problems: readonly unknown[] };
        expect(() => generate(a.practice!.params, 42), a.id).not.toThrow();
        expect(generate(a.practice.params, 7).problems.length, a.id).toBeGreaterThan(0);
        quizzes++;
      }
    }
    expect(quizzes).toBeGreaterThan(150);
  });
});
