import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENV, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await startTestApp();
  await t.createAccount();
  cookie = await t.signIn();
});
afterEach(async () => {
  await t.close();
});

const session = async () => (await t.post('/rlm/mobile-apis/check_session.php', ENV, cookie)).json();

describe('settings', () => {
  it('saves guidedPreferred and showShareThisBar with 201, and the session answer reflects them', async () => {
    const guided = await t.post(
      '/rlm/mobile-apis/set_setting_api.php',
      { ...ENV, lpath: null, setSetting: { settingName: 'guidedPreferred', settingValue: true } },
      cookie,
    );
    expect(guided.statusCode).toBe(201);
    expect(guided.json()).toMatchObject({ httpResponse: 201, settingName: 'guidedPreferred', settingValue: true });
    await t.post('/rlm/mobile-apis/set_setting_api.php', { ...ENV, lpath: null, setSetting: { settingName: 'showShareThisBar', settingValue: false } }, cookie);
    expect(await session()).toMatchObject({ guidedPreferred: true, user: { showShareThisBar: false } });
  });

  it('needs a session', async () => {
    const response = await t.post('/rlm/mobile-apis/set_setting_api.php', { ...ENV, setSetting: { settingName: 'guidedPreferred', settingValue: true } });
    expect(response.statusCode).toBe(403);
  });

  it('changes the display name, refusing markup', async () => {
    expect((await t.post('/rlm/mobile-apis/update_profile_api.php', { ...ENV, displayName: 'Kenji' }, cookie)).statusCode).toBe(200);
    expect((await session()).user.displayName).toBe('Kenji');
    const markup = await t.post('/rlm/mobile-apis/update_profile_api.php', { ...ENV, displayName: '<img src=x onerror=alert(1)>' }, cookie);
    expect(markup.statusCode).toBe(400);
  });

  it('changes the password only with the current one', async () => {
    const wrong = await t.post('/rlm/mobile-apis/change_password_api.php', { ...ENV, currentPassword: 'guess', newPassword: 'new secret 123' }, cookie);
    expect(wrong.statusCode).toBe(400);
    const right = await t.post(
      '/rlm/mobile-apis/change_password_api.php',
      { ...ENV, currentPassword: 'correct horse battery', newPassword: 'new secret 123' },
      cookie,
    );
    expect(right.statusCode).toBe(200);
    expect(await t.signIn('student@example.com', 'new secret 123')).toMatch(/^sq_session=/);
  });

  it('signs out every other session when the password changes, keeping this one', async () => {
    const other = await t.signIn();
    const response = await t.post(
      '/rlm/mobile-apis/change_password_api.php',
      { ...ENV, currentPassword: 'correct horse battery', newPassword: 'new secret 123' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect((await t.post('/rlm/mobile-apis/check_session.php', ENV, cookie)).json().httpResponse).toBe(200);
    expect((await t.post('/rlm/mobile-apis/check_session.php', ENV, other)).json().httpResponse).toBe(405);
  });

  it('throttles guesses of the current password like sign-ins', async () => {
    const limit = t.config.attemptLimits.signInPerAccount;
    for (let i = 0; i < limit; i++) {
      const wrong = await t.post('/rlm/mobile-apis/change_password_api.php', { ...ENV, currentPassword: `guess ${i}`, newPassword: 'new secret 123' }, cookie);
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await t.post(
      '/rlm/mobile-apis/change_password_api.php',
      { ...ENV, currentPassword: 'correct horse battery', newPassword: 'new secret 123' },
      cookie,
    );
    expect(locked.statusCode).toBe(429);
    expect((await t.post('/rlm/mobile-apis/login_api.php', { ...ENV, username: 'student@example.com', password: 'correct horse battery' })).statusCode).toBe(
      429,
    );
    t.advance(t.config.attemptLimits.windowMs + 1000);
    expect(await t.signIn('student@example.com', 'correct horse battery')).toMatch(/^sq_session=/);
  });
});

describe('event log', () => {
  it('stores every event with its data', async () => {
    const eventData = { OSName: 'Android', deviceType: 'phone', language: 'ja', standAlone: false, userAgent: 'UA' };
    const response = await t.post('/rlm/mobile-apis/event_log_api.php', { ...ENV, lpath: null, event: { eventName: 'login', eventData } }, cookie);
    expect(response.statusCode).toBe(201);
    const row = await t.db.kysely.selectFrom('events').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ event_name: 'login', lpath: null });
    expect(JSON.parse(row.event_data)).toEqual(eventData);
  });

  it('ends the just-registered state when the welcome is done', async () => {
    expect((await session()).justRegistered).toBe('1');
    await t.post('/rlm/mobile-apis/event_log_api.php', { ...ENV, event: { eventName: 'justRegistered', eventData: { justRegistered: false } } }, cookie);
    expect(await session()).toMatchObject({ justRegistered: '0', redirectURL: '/launchpad' });
  });

  it('refuses oversized event data', async () => {
    const response = await t.post('/rlm/mobile-apis/event_log_api.php', { ...ENV, event: { eventName: 'x', eventData: { blob: 'y'.repeat(5000) } } }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('eventData is larger than 4096');
  });
});
