import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceClient, times } from './practice-helpers.ts';
import { ENV, startTestApp, type TestApp } from './test-app.ts';

/**
 * No data crosses accounts: Alice has something in every feature (coins, shares, a kanji, a drawing,
 * quizzes finished and one open, a jump attempt, a video, a classroom with a student who has results
 * and a video, follows, settings). Bob — and then nobody at all — tries every call of the app with
 * Alice's ids, keys and codes. After each call, everything of Alice's in the database and on disk
 * is exactly as it was, and no answer carries anything private of hers; the calls of the rewards,
 * practice, social, classroom, uploads, wallet and profile families are also checked one by one.
 */
const API = '/rlm/mobile-apis/';
const UPLOAD = '/rlm/includes/uppy/uppy_uploader.php';
const BOUNDARY = '----crossaccountboundary';
const MP4_HEAD = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');
/** Calls that start or end sessions or reset passwords: about credentials, not anyone's data (auth tests). */
const CREDENTIAL_CALLS = new Set(['login_api', 'register_api', 'logout_api', 'request_password_reset_api', 'reset_password_api']);
/** Calls that answer signed-out people too: the help topics (the same for everyone). */
const PUBLIC_CALLS = new Set(['video_help_api']);

interface Person {
  id: number;
  cookie: string;
}
let t: TestApp;
let alice: Person;
let bob: Person;
let carol: Person;
const secrets: string[] = [];
const ids = {
  finishedQuiz: 0,
  openQuiz: 0,
  openQuizAnswers: [] as number[],
  classroom: 0,
  joinCode: '',
  video: '',
  carolVideo: '',
  testOut: 0,
  ticker: '',
  price: 0,
  drawing: 0,
};
const ALICE_ORDER_KEY = 'alice-order-key-0001';
const ALICE_KANJI_KEY = 'alice-kanji-key-0001';
const ALICE_KANJI = '04e00';

const post = (name: string, body: object, cookie?: string) => t.post(`${API}${name}.php`, { ...ENV, ...body }, cookie);
async function ok(name: string, body: object, cookie: string) {
  const response = await post(name, body, cookie);
  expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

function uploadVideo(cookie: string, name: string) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`),
    MP4_HEAD,
    Buffer.alloc(2000, 9),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: UPLOAD, payload, headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
}

async function account(email: string, name: string): Promise<Person> {
  const user = await t.createAccount(email, 'correct horse battery', name);
  return { id: user!.id, cookie: await t.signIn(email) };
}

/** Every table's rows that belong to one of `owners` (or to their quizzes and classrooms); whole tables that belong to nobody. */
async function rowsOf(owners: number[]) {
  const tables =
    t.db.dialect === 'sqlite'
      ? (
          await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(
            t.db.kysely,
          )
        ).rows
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%'`.execute(t.db.kysely)
        ).rows;
  const all = new Map<string, Record<string, unknown>[]>();
  for (const { name } of tables) all.set(name, (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db.kysely)).rows);
  const mine = (value: unknown) => owners.includes(Number(value));
  const quizIds = new Set((all.get('quizzes') ?? []).filter((row) => mine(row.user_id)).map((row) => Number(row.id)));
  const classroomIds = new Set((all.get('classrooms') ?? []).filter((row) => mine(row.owner_id)).map((row) => Number(row.id)));
  // An account's failed sign-ins are counted per address: 'account:<email> <address>'.
  const emails = (all.get('users') ?? []).filter((row) => mine(row.id)).map((row) => `account:${String(row.email)} `);
  const snapshot: Record<string, string[]> = {};
  for (const [name, rows] of [...all].sort(([a], [b]) => a.localeCompare(b))) {
    const ownerColumns = ['user_id', 'owner_id', 'follower_id', 'quiz_id', 'classroom_id'].filter((column) => rows[0] && column in rows[0]);
    const belongs = (row: Record<string, unknown>) =>
      name === 'users'
        ? mine(row.id)
        : name === 'sign_in_failures'
          ? emails.some((prefix) => String(row.bucket).startsWith(prefix))
          : ownerColumns.length === 0 ||
            ownerColumns.some((column) =>
              column === 'quiz_id'
                ? quizIds.has(Number(row.quiz_id))
                : column === 'classroom_id'
                  ? classroomIds.has(Number(row.classroom_id))
                  : mine(row[column]),
            );
    snapshot[name] = rows
      .filter(belongs)
      .map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value)))
      .sort();
  }
  const files = existsSync(t.config.uploadsDir)
    ? readdirSync(t.config.uploadsDir).filter((file) => file.startsWith(ids.video) || file.startsWith(ids.carolVideo))
    : [];
  snapshot['uploads folder'] = files.map((file) => `${file}:${readFileSync(join(t.config.uploadsDir, file)).length}`).sort();
  return snapshot;
}

beforeAll(async () => {
  t = await startTestApp();
  alice = await account('alice@example.com', 'Alice Owner');
  bob = await account('bob@example.com', 'Bob Other');
  carol = await account('carol@example.com', 'Carol Student');
  const p = practiceClient(t);

  // Coins, quizzes and fact fluency through real quizzes; one quiz left open.
  for (let i = 0; i < 2; i++) ids.finishedQuiz = (await p.play('A100', { timeLimitSeconds: 300 }, alice.cookie)).quizId;
  await p.play('facts-addition', { max: 10, problems: 6 }, alice.cookie);
  ids.openQuiz = (await p.start('ten-pairs', { problems: 5 }, alice.cookie)).quizId;
  ids.openQuizAnswers = await p.rightAnswers(ids.openQuiz);
  t.advance(60_000);
  await p.play('ten-pairs', { problems: 5 }, carol.cookie);

  // Rewards.
  const market = await ok('market_api', {}, alice.cookie);
  const cheapest = [...(market.stocks as { ticker: string; price: number }[])].sort((a, b) => a.price - b.price)[0]!;
  ids.ticker = cheapest.ticker;
  ids.price = cheapest.price;
  await ok('buy_stocks_api', { ticker: ids.ticker, quantity: 3, expectedPrice: ids.price, idempotencyKey: ALICE_ORDER_KEY }, alice.cookie);
  await ok('buy_kanji_api', { kanjiId: ALICE_KANJI, idempotencyKey: ALICE_KANJI_KEY }, alice.cookie);
  ids.drawing = (await ok('save_drawing_api', { kanjiId: ALICE_KANJI, mistakes: [0], stars: 3 }, alice.cookie)).drawing.drawingId;

  // A video each; a classroom of Alice's with Carol in it; follows; settings; a jump attempt.
  ids.video = (await uploadVideo(alice.cookie, 'alice-secret-take.mp4')).json().video.videoId;
  ids.carolVideo = (await uploadVideo(carol.cookie, 'carol-secret-take.mp4')).json().video.videoId;
  const classroom = (await ok('classroom_create_api', { name: 'Alice Abacus Club' }, alice.cookie)).classroom;
  ids.classroom = classroom.classroomId;
  ids.joinCode = classroom.joinCode;
  await ok('classroom_join_api', { joinCode: ids.joinCode }, carol.cookie);
  await ok('follow_api', { userId: carol.id }, alice.cookie);
  await ok('follow_api', { userId: alice.id }, carol.cookie);
  await ok('set_setting_api', { lpath: null, setSetting: { settingName: 'guidedPreferred', settingValue: true } }, alice.cookie);
  await ok('guided_launchpad', { requestedLevel: '' }, alice.cookie);
  ids.testOut = (await ok('guided_testout_start_api', { lpath: 1442, unit: 2 }, alice.cookie)).testOutId;

  secrets.push(
    'alice@example.com',
    'carol@example.com',
    ids.video,
    ids.carolVideo,
    ids.joinCode,
    'Alice Abacus Club',
    'alice-secret-take',
    'carol-secret-take',
    `Bought 3 × ${ids.ticker}`,
  );
  expect(ids.video).toMatch(/^[\w-]{24}$/);
  expect(ids.carolVideo).toMatch(/^[\w-]{24}$/);
});
afterAll(async () => {
  await t.close();
});

/** A body for any call, carrying Alice's ids and keys wherever a call takes one. */
const aliceFlavouredBody = () => ({
  quizId: ids.finishedQuiz,
  userId: alice.id,
  classroomId: ids.classroom,
  testOutId: ids.testOut,
  videoId: ids.video,
  kanjiId: ALICE_KANJI,
  ticker: ids.ticker,
  quantity: 1,
  expectedPrice: ids.price,
  idempotencyKey: ALICE_ORDER_KEY,
  lpath: 1442,
  unit: 2,
  activityId: 'u1-a1',
  confirm: 'RESET',
  name: 'Taken over',
  displayName: 'Taken Over',
  currentPassword: 'not the password',
  newPassword: 'taken over 12345',
  setSetting: { settingName: 'guidedPreferred', settingValue: false },
  event: { eventName: 'login', eventData: {} },
  type: 'ten-pairs',
  params: { problems: 5 },
  mistakes: [0],
  stars: 3,
  query: 'Alice',
  period: 'all',
  requestedLevel: '',
  seen: { activityId: 'u01-lesson', finishedUnits: [1] },
});

/** Every POST call the app mounts, by name; later features' calls are swept too. */
function everyCall(): string[] {
  const names = new Set<string>();
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /rlm\/mobile-apis\/(\S+?)\.php \([A-Z, ]*POST/.exec(line);
    if (match?.[1]) names.add(match[1]);
  }
  return [...names].sort();
}

function expectNothingOfAlice(body: string, context: string) {
  for (const secret of secrets) expect(body, `${context} leaked ${secret}`).not.toContain(secret);
}

describe("another person and nobody at all, with Alice's ids", () => {
  it('change nothing of Alice’s and read nothing private of hers, on any call', async () => {
    const calls = everyCall().filter((name) => !CREDENTIAL_CALLS.has(name));
    expect(calls.length).toBeGreaterThan(40);
    const owners = [alice.id, carol.id];
    const before = await rowsOf(owners);
    for (const [who, cookie] of [
      ['Bob', bob.cookie],
      ['nobody', undefined],
    ] as const) {
      for (const name of calls) {
        const response = await post(name, aliceFlavouredBody(), cookie);
        const context = `${name} as ${who} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        expectNothingOfAlice(response.body, context);
        // (The envelope's verdict: the session check may carry its "no" in an HTTP 200.)
        if (!cookie && !PUBLIC_CALLS.has(name)) expect([400, 403], context).toContain(response.json().httpResponse);
        expect(await rowsOf(owners), context).toEqual(before);
      }
      for (const video of [ids.video, ids.carolVideo]) {
        const response = await t.app.inject({ method: 'GET', url: `${API}feedback_video.php?id=${video}`, headers: cookie ? { cookie } : {} });
        expect(response.statusCode).toBe(cookie ? 404 : 403);
        expect(response.rawPayload.includes(MP4_HEAD)).toBe(false);
        expectNothingOfAlice(response.body, `video as ${who}`);
      }
    }
    expect(await rowsOf(owners)).toEqual(before);
  });
});

describe('each family, call by call, as Bob', () => {
  it('rewards: no holdings, kanji, drawings or orders of Alice’s; her order key is not his to replay', async () => {
    expect((await ok('my_stocks_api', {}, bob.cookie)).holdings).toEqual([]);
    expect((await ok('my_kanji_api', {}, bob.cookie)).kanji).toEqual([]);
    // Bob drew 一 himself in the sweep above (3 stars); Alice's drawing is not among his.
    const drawingIds = async (body: object) => (await ok('drawing_history_api', body, bob.cookie)).drawings.map((d: { drawingId: number }) => d.drawingId);
    expect(await drawingIds({})).not.toContain(ids.drawing);
    expect(await drawingIds({ kanjiId: ALICE_KANJI })).not.toContain(ids.drawing);
    const detail = await ok('kanji_detail_api', { kanjiId: ALICE_KANJI }, bob.cookie);
    expect(detail.kanji).toMatchObject({ owned: false });
    expect(detail.balance).toBe(0);
    expect((await ok('kanji_list_api', {}, bob.cookie)).kanji.filter((k: { owned: boolean }) => k.owned)).toEqual([]);
    expect(await ok('stock_detail_api', { ticker: ids.ticker }, bob.cookie)).toMatchObject({ sharesOwned: 0, balance: 0 });
    expect((await ok('market_api', {}, bob.cookie)).balance).toBe(0);

    // The same key and the same order as Alice's: a new order of Bob's (he has no coins), not her answer.
    const replay = await post('buy_stocks_api', { ticker: ids.ticker, quantity: 3, expectedPrice: ids.price, idempotencyKey: ALICE_ORDER_KEY }, bob.cookie);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toMatch(/^You have 0 coins/);
    expect(replay.json()).not.toHaveProperty('replayed');
    const kanjiReplay = await post('buy_kanji_api', { kanjiId: ALICE_KANJI, idempotencyKey: ALICE_KANJI_KEY }, bob.cookie);
    expect(kanjiReplay.statusCode).toBe(409);
    expect(kanjiReplay.json().message).toMatch(/^You have 0 coins/);
    // Selling what Alice owns.
    expect(
      (await post('sell_stocks_api', { ticker: ids.ticker, quantity: 1, expectedPrice: ids.price, idempotencyKey: 'bob-sells-alices' }, bob.cookie)).json()
        .message,
    ).toBe(`You do not own any ${ids.ticker} shares to sell.`);
    expect((await post('sell_kanji_api', { kanjiId: ALICE_KANJI, idempotencyKey: 'bob-sells-alices-kanji' }, bob.cookie)).json().message).toBe(
      'You do not own 一, so you cannot sell it.',
    );
    // Drawings of Bob's do not touch Alice's stars or history.
    await ok('save_drawing_api', { kanjiId: ALICE_KANJI, mistakes: [5], stars: 1 }, bob.cookie);
    expect((await ok('drawing_history_api', {}, alice.cookie)).drawings.map((d: { drawingId: number }) => d.drawingId)).toEqual([ids.drawing]);
    expect((await ok('my_kanji_api', {}, alice.cookie)).kanji).toEqual([expect.objectContaining({ kanjiId: ALICE_KANJI, bestStars: 3 })]);
    expect((await ok('my_stocks_api', {}, alice.cookie)).holdings).toEqual([expect.objectContaining({ ticker: ids.ticker, shares: 3 })]);
  });

  it('practice: Alice’s quizzes are not found, cannot be finished, and appear in no list of his', async () => {
    const submit = await post('submit_quiz_api', { quizId: ids.openQuiz, answers: ids.openQuizAnswers, timesMs: times(5) }, bob.cookie);
    expect(submit.statusCode).toBe(404);
    for (const quizId of [ids.finishedQuiz, ids.openQuiz]) {
      const results = await post('quiz_results_api', { quizId }, bob.cookie);
      expect(results.statusCode).toBe(404);
      expect(results.json()).toEqual({ httpResponse: 404, message: 'There is no such quiz among your results.', redirectURL: '', redirectType: '' });
    }
    expect((await ok('quiz_history_api', { limit: 100 }, bob.cookie)).quizzes).toEqual([]);
    expect((await ok('fact_fluency_api', { type: 'facts-addition' }, bob.cookie)).facts).toEqual([]);
    expect((await ok('fact_fluency_api', { type: 'ten-pairs' }, bob.cookie)).facts).toEqual([]);
    // Alice can still finish her open quiz herself.
    const own = await post('submit_quiz_api', { quizId: ids.openQuiz, answers: ids.openQuizAnswers, timesMs: times(5) }, alice.cookie);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('wallet: his own, empty', async () => {
    expect(await ok('wallet_api', {}, bob.cookie)).toMatchObject({ balance: 0, entries: [], hasMore: false });
  });

  it('social: lists are his own; Alice’s profile shows only what a profile shows, never her email', async () => {
    // (The sweep above followed and then unfollowed Alice as Bob.)
    for (const name of ['following_list_api', 'followers_list_api', 'friend_list_api']) expect((await ok(name, {}, bob.cookie)).users).toEqual([]);
    const profile = (await ok('user_profile_api', { userId: alice.id }, bob.cookie)).profile;
    expect(Object.keys(profile).sort()).toEqual(
      [
        'coins',
        'displayName',
        'followers',
        'following',
        'isFollowing',
        'isFriend',
        'isMe',
        'kanjiCollected',
        'level',
        'memberSince',
        'recentPractice',
        'streak',
        'userId',
        'workingUnit',
      ].sort(),
    );
    expect(profile).toMatchObject({ userId: alice.id, displayName: 'Alice Owner', isMe: false, isFollowing: false, isFriend: false });
    // Bob's own profile is Bob's, whatever userId-free body he sends.
    expect((await ok('user_profile_api', {}, bob.cookie)).profile).toMatchObject({ userId: bob.id, isMe: true, coins: 0 });
    const search = await ok('user_search_api', { query: 'o' }, bob.cookie);
    for (const user of search.users) expect(Object.keys(user).sort()).toEqual(['displayName', 'isFollowing', 'isFriend', 'userId']);
    // Unfollowing Carol for Alice: only Bob's follows can change.
    await ok('unfollow_api', { userId: carol.id }, bob.cookie);
    expect((await ok('following_list_api', {}, alice.cookie)).users).toEqual([expect.objectContaining({ userId: carol.id, isFriend: true })]);
  });

  it('classroom: Alice’s classroom and students are not his to see or change', async () => {
    for (const [name, body] of [
      ['classroom_students_api', { classroomId: ids.classroom }],
      ['classroom_rename_api', { classroomId: ids.classroom, name: 'Taken over' }],
      ['classroom_remove_student_api', { classroomId: ids.classroom, userId: carol.id }],
      ['classroom_delete_api', { classroomId: ids.classroom }],
    ] as const) {
      const response = await post(name, body, bob.cookie);
      expect(response.statusCode, name).toBe(404);
      expectNothingOfAlice(response.body, name);
    }
    expect((await post('classroom_leave_api', { classroomId: ids.classroom }, bob.cookie)).statusCode).toBe(404);
    // (The sweep above created a classroom of Bob's own.)
    expect((await ok('classroom_list_api', {}, bob.cookie)).classrooms.map((c: { classroomId: number }) => c.classroomId)).not.toContain(ids.classroom);
    expect((await ok('classroom_joined_api', {}, bob.cookie)).classrooms).toEqual([]);
    // Carol, a student in it, sees its name and teacher, never the code or the roster.
    const joined = await post('classroom_joined_api', {}, carol.cookie);
    expect(joined.body).not.toContain(ids.joinCode);
    expect((await post('classroom_students_api', { classroomId: ids.classroom }, carol.cookie)).statusCode).toBe(404);
    const roster = await ok('classroom_students_api', { classroomId: ids.classroom }, alice.cookie);
    expect(roster.students.map((s: { userId: number }) => s.userId)).toEqual([carol.id]);
  });

  it('uploads: no list or playback of anyone else’s video; his upload is his', async () => {
    expect((await ok('feedback_videos_api', {}, bob.cookie)).videos).toEqual([]);
    const own = await uploadVideo(bob.cookie, 'bob.mp4');
    expect(own.statusCode).toBe(200);
    const row = await t.db.kysely.selectFrom('feedback_videos').select('owner_id').where('id', '=', own.json().video.videoId).executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(bob.id);
    expect((await ok('feedback_videos_api', {}, alice.cookie)).videos.map((v: { videoId: string }) => v.videoId)).toEqual([ids.video]);
    // The teacher plays her student's video; Carol cannot play her teacher's.
    expect((await t.app.inject({ method: 'GET', url: `${API}feedback_video.php?id=${ids.carolVideo}`, headers: { cookie: alice.cookie } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: `${API}feedback_video.php?id=${ids.video}`, headers: { cookie: carol.cookie } })).statusCode).toBe(404);
  });

  it('profile and settings: a userId in the body changes nothing but his own account', async () => {
    await ok('update_profile_api', { userId: alice.id, displayName: 'Renamed Bob' }, bob.cookie);
    await ok('set_setting_api', { userId: alice.id, lpath: null, setSetting: { settingName: 'guidedPreferred', settingValue: false } }, bob.cookie);
    await ok('change_password_api', { userId: alice.id, currentPassword: 'correct horse battery', newPassword: 'bob new password' }, bob.cookie);
    expect((await ok('check_session', {}, bob.cookie)).user).toMatchObject({ userId: bob.id, displayName: 'Renamed Bob' });
    expect(await ok('check_session', {}, alice.cookie)).toMatchObject({ guidedPreferred: true, user: { userId: alice.id, displayName: 'Alice Owner' } });
    expect(await t.signIn('alice@example.com', 'correct horse battery')).toMatch(/^sq_session=/);
    expect(await t.signIn('bob@example.com', 'bob new password')).toMatch(/^sq_session=/);
  });
});
