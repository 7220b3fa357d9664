import { errorEnvelope } from '@soroban/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountedCallPaths } from './mounted-calls.ts';
import { ENV, signedInApp, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
const calls: string[] = [];

beforeAll(async () => {
  ({ t, cookie } = await signedInApp());
  // Every POST route the app mounts, including ones later features add, is probed.
  calls.push(...mountedCallPaths(t.app));
  // Logout goes last: when it succeeds it ends the session the other probes use.
  calls.sort((a, b) => Number(a.endsWith('/logout_api.php')) - Number(b.endsWith('/logout_api.php')));
});
afterAll(async () => {
  await t.close();
});

const hostileBodies: Array<[string, { payload: string; type: string }]> = [
  ['malformed JSON', { payload: '{"env": "production",', type: 'application/json' }],
  ['a JSON array', { payload: '[1,2,3]', type: 'application/json' }],
  ['a JSON string', { payload: '"hello"', type: 'application/json' }],
  ['null', { payload: 'null', type: 'application/json' }],
  ['wrong types', { payload: JSON.stringify({ env: 42, username: [], password: {}, setSetting: 'x', event: 7 }), type: 'application/json' }],
  ['prototype pollution', { payload: '{"env":"production","__proto__":{"admin":true}}', type: 'application/json' }],
  ['plain text', { payload: 'env=production', type: 'text/plain' }],
  ['a huge body', { payload: JSON.stringify({ env: 'production', junk: 'x'.repeat(200_000) }), type: 'application/json' }],
];

describe('bad input to every call gets a 4xx envelope that says what is wrong', () => {
  it('finds the calls to probe', () => {
    expect(calls).toContain('/rlm/mobile-apis/login_api.php');
    expect(calls.length).toBeGreaterThanOrEqual(10);
  });

  it.each(hostileBodies)('%s', async (_name, { payload, type }) => {
    cookie = await t.signIn();
    for (const path of calls) {
      for (const headers of [{}, { cookie }]) {
        const response = await t.app.inject({ method: 'POST', url: path, payload, headers: { ...headers, 'content-type': type } });
        const context = `${path} answered ${response.statusCode}: ${response.body}`;
        expect(response.statusCode, context).toBeLessThan(500);
        // SPEC 7: logout takes no body, so whatever is sent it still signs out.
        if (response.statusCode === 200 && path.endsWith('/logout_api.php')) continue;
        expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
        const body = errorEnvelope.parse(response.json());
        expect(body.httpResponse, context).toBe(response.statusCode);
        expect(body.message.length, context).toBeGreaterThan(10);
        expect(body.message, context).not.toMatch(/at .*\.ts:\d+|stack|TypeError|SQLITE|relation/i);
      }
    }
  });

  it('names the missing and mistyped fields', async () => {
    const missing = await t.post('/rlm/mobile-apis/login_api.php', { username: 'a@b.c' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("The request is not valid: env: env must be 'production' or 'staging'.");
    const setting = await t.post('/rlm/mobile-apis/set_setting_api.php', { ...ENV, setSetting: { settingName: 'colour', settingValue: 'yes' } }, cookie);
    expect(setting.statusCode).toBe(400);
    expect(setting.json().message).toMatch(/setSetting\.settingName: .*guidedPreferred.*; setSetting\.settingValue: settingValue must be true or false/);
    const noBody = await t.app.inject({ method: 'POST', url: '/rlm/mobile-apis/check_session.php' });
    expect(noBody.json().message).toBe('The request is not valid: send a JSON object as the request body.');
  });

  it('answers unknown paths and methods with a 404 envelope', async () => {
    for (const [method, url] of [
      ['POST', '/rlm/mobile-apis/nope.php'],
      ['GET', '/rlm/mobile-apis/login_api.php'],
      ['DELETE', '/anything'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ httpResponse: 404, message: `There is no ${method} ${url} here.` });
    }
  });

  it('hides an unexpected fault behind a 444 with no internals', async () => {
    const broken = await startTestApp();
    await broken.db.kysely.schema.dropTable('events').execute();
    await broken.createAccount();
    const brokenCookie = await broken.signIn();
    const response = await broken.post('/rlm/mobile-apis/event_log_api.php', { ...ENV, event: { eventName: 'login', eventData: {} } }, brokenCookie);
    expect(response.statusCode).toBe(444);
    expect(response.json()).toEqual({ httpResponse: 444, message: 'Something went wrong on our side. Please try again in a moment.' });
    await broken.close();
  });
});
