import { errorEnvelope } from '@soroban/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountedCallPaths } from './mounted-calls.ts';
import { ENV, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
const calls: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  // Logout and uploads are probed by bad-input.test.ts; logout would end the session used here.
  calls.push(...mountedCallPaths(t.app).filter((path) => !/logout_api|uppy_uploader/.test(path)));
  await t.createAccount();
  cookie = await t.signIn();
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
  }, 120_000);
});
