import {
  buyStocksCall,
  changePasswordCall,
  classroomStudentsCall,
  createClassroomCall,
  errorEnvelope,
  eventLogCall,
  followCall,
  guidedActivityCall,
  guidedLaunchpadCall,
  guidedTestOutFinishCall,
  joinClassroomCall,
  kanjiDetailCall,
  loginCall,
  quizHistoryCall,
  quizResultsCall,
  registerCall,
  removeStudentCall,
  renameClassroomCall,
  startQuizCall,
  UPLOAD_PATH,
  stockDetailCall,
  submitQuizCall,
  unfollowCall,
  updateProfileCall,
  userProfileCall,
  userSearchCall,
  walletCall,
} from '@soroban/contracts';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV, signedInApp, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await signedInApp());
});
afterAll(async () => {
  await t.close();
});

/** JSON text nested `depth` levels deep, [[[…]]], written out since JSON.stringify itself would overflow. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Sends a raw body (so a test can send what JSON.stringify itself could not build) and checks the refusal. */
async function expectRefused(path: string, payload: string, signedIn: boolean, message: RegExp) {
  const before = t.errorLogs().length;
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { 'content-type': 'application/json', ...(signedIn ? { cookie } : {}) },
  });
  const context = `${path} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBe(400);
  const envelope = errorEnvelope.parse(response.json());
  expect(envelope.httpResponse).toBe(400);
  expect(envelope.message, context).toMatch(message);
  expect(t.errorLogs().slice(before), context).toEqual([]);
}

const body = (fields: object) => JSON.stringify({ ...ENV, ...fields });

describe('deeply nested JSON', () => {
  // 25,000 levels in 50 KB: once enough to overflow the stack in a schema refinement.
  const deep = `{"a":${nested(25_000)}}`;

  it.each([true, false])('is a plain 400 in event data (signed in: %s)', async (signedIn) => {
    const payload = body({ event: { eventName: 'login', eventData: '@@' } }).replace('"@@"', deep);
    expect(payload.length).toBeGreaterThan(50_000);
    await expectRefused(eventLogCall.path, payload, signedIn, /nested more than \d+ levels deep/);
  });

  it('is a plain 400 in any call, before the body is read as JSON', async () => {
    const raw = nested(30_000);
    await expectRefused(loginCall.path, raw, false, /nested more than \d+ levels deep/);
  });

  it('event data is a flat object of short values', async () => {
    const payload = body({ event: { eventName: 'login', eventData: { a: { b: 1 } } } });
    await expectRefused(eventLogCall.path, payload, true, /eventData\.a: .*text, a number, true, false or null/);
    const flat = await t.post(
      eventLogCall.path,
      { ...ENV, event: { eventName: 'login', eventData: { screen: 'home', count: 3, ok: true, none: null } } },
      cookie,
    );
    expect(flat.statusCode).toBe(201);
  });
});

const NUL = 'a\u0000b';
const HUGE_ID = 2 ** 31;

describe('a NUL character in any text field is a plain 400', () => {
  // Most fields say NUL; fields with a fixed form (codes, keys, emails) say what the form is.
  const cases: Array<[string, string, object, boolean, RegExp?]> = [
    ['login username', loginCall.path, { username: `me${NUL}@example.com`, password: 'x' }, false],
    ['login password', loginCall.path, { username: 'me@example.com', password: NUL }, false],
    ['version', loginCall.path, { version: NUL }, false],
    ['register email', registerCall.path, { username: `me${NUL}@example.com`, displayName: 'Me', password: 'long enough 1' }, false, /Enter an email address/],
    ['search', userSearchCall.path, { query: NUL }, true],
    ['search cursor', userSearchCall.path, { query: 'ab', cursor: NUL }, true],
    ['event name', eventLogCall.path, { event: { eventName: NUL, eventData: {} } }, true],
    ['event type', eventLogCall.path, { event: { eventName: 'login', eventType: NUL, eventData: {} } }, true],
    ['event data key', eventLogCall.path, { event: { eventName: 'login', eventData: { [NUL]: 1 } } }, true, /keys .*NUL/],
    ['event data value', eventLogCall.path, { event: { eventName: 'login', eventData: { screen: NUL } } }, true],
    ['join code', joinClassroomCall.path, { joinCode: NUL }, true],
    ['classroom name', createClassroomCall.path, { name: NUL }, true],
    ['display name', updateProfileCall.path, { displayName: NUL }, true],
    ['current password', changePasswordCall.path, { currentPassword: NUL, newPassword: 'long enough 1' }, true],
    ['quiz pathname', startQuizCall.path, { type: 'ten-pairs', pathname: NUL }, true],
    ['quiz activity', startQuizCall.path, { type: 'ten-pairs', activityId: NUL }, true],
    ['guided level', guidedLaunchpadCall.path, { requestedLevel: NUL }, true],
    ['guided activity', guidedActivityCall.path, { lpath: 1442, activityId: NUL }, true, /activityId: must be 1 to 48/],
    ['ticker', stockDetailCall.path, { ticker: NUL }, true, /ticker must be 2–5 letters/],
    [
      'idempotency key',
      buyStocksCall.path,
      { ticker: 'ABC', quantity: 1, expectedPrice: 10, idempotencyKey: `key-${NUL}-long-enough` },
      true,
      /idempotencyKey may use only/,
    ],
    ['kanji', kanjiDetailCall.path, { kanjiId: NUL }, true, /kanjiId must be 5 hex digits/],
  ];
  it.each(cases)('%s', async (_name, path, fields, signedIn, message = /cannot contain a NUL character|cannot contain < > or control characters/) => {
    await expectRefused(path, body(fields), signedIn, message);
  });
});

describe('an id above 2^31 − 1 is a plain 400', () => {
  const cases: Array<[string, string, object]> = [
    ['follow userId', followCall.path, { userId: HUGE_ID }],
    ['unfollow userId', unfollowCall.path, { userId: HUGE_ID }],
    ['profile userId', userProfileCall.path, { userId: HUGE_ID }],
    ['classroomId', classroomStudentsCall.path, { classroomId: HUGE_ID }],
    ['rename classroomId', renameClassroomCall.path, { classroomId: HUGE_ID, name: 'Room' }],
    ['remove student userId', removeStudentCall.path, { classroomId: 1, userId: HUGE_ID }],
    ['submit quizId', submitQuizCall.path, { quizId: HUGE_ID, answers: [], timesMs: [] }],
    ['results quizId', quizResultsCall.path, { quizId: HUGE_ID }],
    ['history beforeQuizId', quizHistoryCall.path, { beforeQuizId: HUGE_ID }],
    ['ledger beforeEntryId', walletCall.path, { beforeEntryId: HUGE_ID }],
    ['testOutId', guidedTestOutFinishCall.path, { lpath: 1442, testOutId: HUGE_ID }],
  ];
  it.each(cases)('%s', async (_name, path, fields) => {
    await expectRefused(path, body(fields), true, /too large/);
  });
});

describe('invisible and direction-changing characters in names people see', () => {
  // Zero-width space, right-to-left override, left-to-right isolate, BOM inside, soft hyphen.
  const names = ['Ann\u200bSmith', 'Ann \u202e001 stniop', 'Ann\u2066Smith', 'Ann\ufeffSmith', 'An\u00adn'];
  it.each(names)('are refused in display and classroom names: %j', async (name) => {
    const message = /cannot contain invisible or direction-changing characters/;
    await expectRefused(registerCall.path, body({ username: 'format@example.com', displayName: name, password: 'long enough 1' }), false, message);
    await expectRefused(updateProfileCall.path, body({ displayName: name }), true, message);
    await expectRefused(createClassroomCall.path, body({ name }), true, message);
    await expectRefused(renameClassroomCall.path, body({ classroomId: 1, name }), true, message);
  });

  it('leave names in other scripts alone', async () => {
    for (const displayName of ['أحمد', 'שרה', 'さくら', 'Zoë']) {
      expect((await t.post(updateProfileCall.path, { ...ENV, displayName }, cookie)).statusCode).toBe(200);
    }
    expect((await t.post(createClassroomCall.path, { ...ENV, name: 'صف ٣' }, cookie)).statusCode).toBe(201);
  });
});

describe('an upload the client drops midway', () => {
  it('is logged at info as a cancelled upload, not as an error', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const boundary = '----droppedupload';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
    const before = t.logs.length;
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // Promises a 1 MB body, sends the start of it, then goes away.
    socket.write(
      `POST ${UPLOAD_PATH} HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n${head}`,
    );
    socket.write(Buffer.concat([Buffer.from('000000206674797069736f6d', 'hex'), Buffer.alloc(20_000, 7)]));
    await sleep(200);
    socket.destroy();
    let cancelled = undefined as (typeof t.logs)[number] | undefined;
    for (let waited = 0; !cancelled && waited < 10_000; waited += 100) {
      await sleep(100);
      cancelled = t.logs.slice(before).find((line) => /cancelled/i.test(line.msg ?? ''));
    }
    expect(
      t.logs.slice(before).filter((line) => line.level >= 40),
      JSON.stringify(t.logs.slice(before)),
    ).toEqual([]);
    expect(cancelled).toMatchObject({ level: 30, msg: expect.stringMatching(/upload cancelled/i) });
    expect(JSON.stringify(cancelled)).not.toMatch(/stack/);
  });
});
