import { changePasswordCall, checkSessionCall, eventLogCall, loginCall, setSettingCall, updateProfileCall } from '@soroban/contracts';
import { describe, expect, it } from 'vitest';
import { signedInAppForEachTest, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
signedInAppForEachTest((app) => {
  ({ t, cookie } = app);
});

const session = () => t.call(checkSessionCall, {}, cookie);
/** A session's verdict: check_session answers a "no" with HTTP 200 and the verdict in httpResponse. */
const verdict = async (as: string) => (await t.send(checkSessionCall, {}, as)).json<{ httpResponse: number }>().httpResponse;
const changePassword = (currentPassword: string) => ({ currentPassword, newPassword: 'new secret 123' });

describe('settings', () => {
  it('saves guidedPreferred and showShareThisBar with 201 (the share bar starts off for a new account), and the session answer reflects them', async () => {
    const guided = await t.call(setSettingCall, { lpath: null, setSetting: { settingName: 'guidedPreferred', settingValue: true } }, cookie);
    expect(guided).toMatchObject({ httpResponse: 201, settingName: 'guidedPreferred', settingValue: true });
    expect((await session()).user.showShareThisBar).toBe(false);
    await t.call(setSettingCall, { lpath: null, setSetting: { settingName: 'showShareThisBar', settingValue: true } }, cookie);
    expect(await session()).toMatchObject({ guidedPreferred: true, user: { showShareThisBar: true } });
    await t.call(setSettingCall, { lpath: null, setSetting: { settingName: 'showShareThisBar', settingValue: false } }, cookie);
    expect((await session()).user.showShareThisBar).toBe(false);
  });

  it('saves "I teach": off for a new account, on once chosen, off again when taken back', async () => {
    expect((await session()).user.teaches).toBe(false);
    await t.call(setSettingCall, { lpath: null, setSetting: { settingName: 'teaches', settingValue: true } }, cookie);
    expect((await session()).user.teaches).toBe(true);
    await t.call(setSettingCall, { lpath: null, setSetting: { settingName: 'teaches', settingValue: false } }, cookie);
    expect((await session()).user.teaches).toBe(false);
  });

  it('remembers the sound switch per account: sounds on for a new account, muted once chosen, back on when taken back', async () => {
    expect((await session()).user.soundMuted).toBe(false);
    await t.call(setSettingCall, { lpath: null, setSetting: { settingName: 'soundMuted', settingValue: true } }, cookie);
    expect((await session()).user.soundMuted).toBe(true);
    // Another person's switch is their own.
    await t.createAccount('other@example.com');
    expect((await t.call(checkSessionCall, {}, await t.signIn('other@example.com'))).user.soundMuted).toBe(false);
    await t.call(setSettingCall, { lpath: null, setSetting: { settingName: 'soundMuted', settingValue: false } }, cookie);
    expect((await session()).user.soundMuted).toBe(false);
  });

  it('needs a session', async () => {
    expect((await t.fail(setSettingCall, { setSetting: { settingName: 'guidedPreferred', settingValue: true } })).httpResponse).toBe(403);
  });

  it('changes the display name, refusing markup', async () => {
    await t.call(updateProfileCall, { displayName: 'Kenji' }, cookie);
    expect((await session()).user.displayName).toBe('Kenji');
    expect((await t.fail(updateProfileCall, { displayName: '<img src=x onerror=alert(1)>' }, cookie)).httpResponse).toBe(400);
  });

  it('changes the password only with the current one', async () => {
    expect((await t.fail(changePasswordCall, changePassword('guess'), cookie)).httpResponse).toBe(400);
    await t.call(changePasswordCall, changePassword('correct horse battery'), cookie);
    expect(await t.signIn('student@example.com', 'new secret 123')).toMatch(/^sq_session=/);
  });

  it('signs out every other session when the password changes, keeping this one', async () => {
    const other = await t.signIn();
    await t.call(changePasswordCall, changePassword('correct horse battery'), cookie);
    expect(await verdict(cookie)).toBe(200);
    expect(await verdict(other)).toBe(405);
  });

  it('throttles guesses of the current password like sign-ins', async () => {
    const limit = t.config.attemptLimits.signInPerAccount;
    for (let i = 0; i < limit; i++) {
      expect((await t.fail(changePasswordCall, changePassword(`guess ${i}`), cookie)).httpResponse).toBe(400);
    }
    expect((await t.fail(changePasswordCall, changePassword('correct horse battery'), cookie)).httpResponse).toBe(429);
    expect((await t.fail(loginCall, { username: 'student@example.com', password: 'correct horse battery' })).httpResponse).toBe(429);
    t.advance(t.config.attemptLimits.windowMs + 1000);
    expect(await t.signIn('student@example.com', 'correct horse battery')).toMatch(/^sq_session=/);
  });
});

describe('event log', () => {
  it('stores every event with its data', async () => {
    const eventData = { OSName: 'Android', deviceType: 'phone', language: 'ja', standAlone: false, userAgent: 'UA' };
    expect((await t.call(eventLogCall, { lpath: null, event: { eventName: 'login', eventData } }, cookie)).httpResponse).toBe(201);
    const row = await t.db.kysely.selectFrom('events').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ event_name: 'login', lpath: null });
    expect(JSON.parse(row.event_data)).toEqual(eventData);
  });

  it('ends the just-registered state when the welcome is done', async () => {
    expect((await session()).justRegistered).toBe('1');
    await t.call(eventLogCall, { event: { eventName: 'justRegistered', eventData: { justRegistered: false } } }, cookie);
    expect(await session()).toMatchObject({ justRegistered: '0', redirectURL: '/launchpad' });
  });

  it('refuses oversized event data', async () => {
    const refused = await t.fail(eventLogCall, { event: { eventName: 'x', eventData: { blob: 'y'.repeat(5000) } } }, cookie);
    expect(refused.httpResponse).toBe(400);
    expect(refused.message).toContain('eventData is larger than 4096');
  });
});
