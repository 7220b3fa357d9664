import { errorEnvelope } from '@soroban/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountedCallPaths } from './mounted-calls.ts';
import { ENV, signedInApp, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
const calls: string[] = [];

beforeAll(async () => {
  ({ t, cookie } = await signedInApp());
  // Logout and uploads are probed by bad-input.test.ts; logout would end the session used here.
  calls.push(...mountedCallPaths(t.app).filter((path) => !/logout_api|uppy_uploader/.test(path)));
});
afterAll(async () => {
  await t.close();
});

/** Bodies that look almost right: the real field names with values of any JSON shape. */
const nearMiss = fc.record(
  {
    env: fc.oneof(fc.constant('production'), fc.jsonValue()),
    username: fc.jsonValue(),
    password: fc.jsonValue(),
    version: fc.oneof(fc.constant('5.7.0'), fc.string()),
    quizId: fc.oneof(fc.integer(), fc.jsonValue()),
    type: fc.oneof(fc.constantFrom('flash', 'ten-pairs', 'A100'), fc.jsonValue()),
    params: fc.jsonValue(),
    answers: fc.jsonValue(),
    timesMs: fc.jsonValue(),
    userId: fc.jsonValue(),
    unit: fc.jsonValue(),
    setSetting: fc.jsonValue(),
    event: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

/** Text with what attackers slip in: NUL (PostgreSQL cannot store it) and invisible or direction-overriding format characters. */
const hostileText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\u200b', '\u202e', '\u2066', '\ufeff', '\u00ad'), fc.string({ maxLength: 12 }))
  .map(([before, special, after]) => `${before}${special}${after}`);
/** Ids past a 32-bit column, and numbers no id can be. */
const hugeNumber = fc.oneof(fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(2 ** 31, 2 ** 53, 1e308, -(2 ** 31) - 1));
const hostileValue = fc.oneof(hostileText, hugeNumber, fc.jsonValue());

/** Every field name a call reads, each given a hostile value (or left out). */
const hostileFields = fc.record(
  Object.fromEntries(
    [
      'username',
      'password',
      'version',
      'quizId',
      'beforeQuizId',
      'userId',
      'classroomId',
      'testOutId',
      'beforeEntryId',
      'query',
      'cursor',
      'joinCode',
      'name',
      'displayName',
      'email',
      'currentPassword',
      'newPassword',
      'ticker',
      'kanjiId',
      'quantity',
      'expectedPrice',
      'idempotencyKey',
      'activityId',
      'pathname',
      'requestedLevel',
      'lpath',
      'unit',
      'limit',
      'type',
      'examId',
      'grade',
      'seed',
      'body',
    ].map((field) => [field, hostileValue]),
  ),
  { requiredKeys: [] },
);
const hostileBody = fc.oneof(
  hostileFields.map((fields) => ({ ...ENV, ...fields })),
  fc
    .record({ eventName: fc.oneof(hostileText, fc.constant('login')), eventData: fc.dictionary(hostileText, hostileValue, { maxKeys: 3 }) })
    .map((event) => ({ ...ENV, event })),
);

/** JSON text nested `depth` levels deep inside a body, written out since JSON.stringify would overflow on it. */
const deepBody = fc
  .tuple(fc.integer({ min: 33, max: 25_000 }), fc.constantFrom('[', '{"a":'), fc.constantFrom('eventData', 'answers', 'setSetting', 'userId'))
  .map(([depth, open, field]) => `{"env":"production","${field}":${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}}`);

describe('fuzzing every call with malformed bodies', () => {
  it('never answers 5xx, never crashes, always a valid envelope with a useful message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), fc.oneof(fc.jsonValue(), nearMiss), fc.boolean(), async (path, body, signedIn) => {
        const response = await t.post(path, body ?? null, signedIn ? cookie : undefined);
        expect(response.statusCode, `${path} ${JSON.stringify(body)} → ${response.body}`).toBeLessThan(500);
        const envelope = errorEnvelope.safeParse(response.json());
        expect(envelope.success, response.body).toBe(true);
        if (response.statusCode >= 400) expect(envelope.data?.message.length ?? 0).toBeGreaterThan(10);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 5000) },
    );
    // The session survived it all.
    expect((await t.post('/rlm/mobile-apis/check_session.php', ENV, cookie)).statusCode).toBe(200);
    expect(t.errorLogs()).toEqual([]);
  }, 120_000);

  it('answers NUL, huge ids, format characters and deep nesting with an envelope and nothing logged as an error', async () => {
    const payloads = fc.oneof(
      hostileBody.map((body) => JSON.stringify(body)),
      deepBody,
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), payloads, fc.boolean(), async (path, payload, signedIn) => {
        const errorsBefore = t.errorLogs().length;
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          payload,
          headers: { 'content-type': 'application/json', ...(signedIn ? { cookie } : {}) },
        });
        const context = `${path} ${payload.slice(0, 200)} → ${response.body.slice(0, 300)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        const envelope = errorEnvelope.safeParse(response.json());
        expect(envelope.success, context).toBe(true);
        if (response.statusCode >= 400) expect(envelope.data?.message.length ?? 0, context).toBeGreaterThan(10);
        expect(t.errorLogs().slice(errorsBefore), context).toEqual([]);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 2000) },
    );
    expect((await t.post('/rlm/mobile-apis/check_session.php', ENV, cookie)).statusCode).toBe(200);
  }, 120_000);
});
