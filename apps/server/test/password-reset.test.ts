import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { changePasswordCall, checkSessionCall, loginCall, requestPasswordResetCall, resetPasswordCall } from '@soroban/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createMailer } from '../src/services/outbox.ts';
import { ENV, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  await t.createAccount();
});
afterEach(async () => {
  await t.close();
});

const linkToken = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';

describe('password reset', () => {
  it('answers the same for known and unknown emails, and mails a link only to the real account', async () => {
    const known = await t.call(requestPasswordResetCall, { username: 'student@example.com' });
    const unknown = await t.call(requestPasswordResetCall, { username: 'nobody@example.com' });
    expect(known).toEqual(unknown);
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]?.to).toBe('student@example.com');
    expect(t.sent[0]?.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
  });

  it('limits requests per email, known or not, so an inbox cannot be flooded, and per address', async () => {
    const ask = (username: string, address = '203.0.113.20') =>
      t.app.inject({ method: 'POST', url: requestPasswordResetCall.path, remoteAddress: address, payload: { env: 'production', username } });
    for (const username of ['student@example.com', 'nobody@example.com']) {
      for (let i = 0; i < t.config.attemptLimits.resetRequestPerEmail; i++) expect((await ask(username)).statusCode).toBe(200);
      const refused = await ask(username.toUpperCase(), '198.51.100.30');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many requests for a new password. Wait 15 minutes and try again; a link already sent still works for an hour.');
    }
    expect(t.sent).toHaveLength(t.config.attemptLimits.resetRequestPerEmail);
    t.advance(t.config.attemptLimits.windowMs + 1000);
    expect((await ask('student@example.com')).statusCode).toBe(200);
    expect(t.sent).toHaveLength(t.config.attemptLimits.resetRequestPerEmail + 1);

    await t.close();
    t = await startTestApp({ RESET_LIMIT_PER_ADDRESS: '2' });
    expect((await ask('a@example.com')).statusCode).toBe(200);
    expect((await ask('b@example.com')).statusCode).toBe(200);
    expect((await ask('c@example.com')).statusCode).toBe(429);
  });

  it('sets the new password once, signs out old sessions, and refuses the link a second time', async () => {
    const oldCookie = await t.signIn();
    await t.call(requestPasswordResetCall, { username: 'student@example.com' });
    const token = linkToken(t.sent[0]?.text ?? '');
    await t.call(resetPasswordCall, { token, password: 'a brand new secret' });
    // check_session answers a "no" with HTTP 200 and the verdict in httpResponse.
    expect((await t.send(checkSessionCall, {}, oldCookie)).json<{ httpResponse: number }>().httpResponse).toBe(405);
    await t.call(loginCall, { username: 'student@example.com', password: 'a brand new secret' });
    const again = await t.fail(resetPasswordCall, { token, password: 'another secret!!' });
    expect(again.httpResponse).toBe(400);
    expect(again.message).toMatch(/expired or was already used/);
  });

  it('refuses an expired link and a made-up one', async () => {
    await t.call(requestPasswordResetCall, { username: 'student@example.com' });
    const token = linkToken(t.sent[0]?.text ?? '');
    t.advance(t.config.passwordResetTtlMs + 1);
    expect((await t.fail(resetPasswordCall, { token, password: 'a brand new secret' })).httpResponse).toBe(400);
    expect((await t.fail(resetPasswordCall, { token: 'x'.repeat(43), password: 'a brand new secret' })).httpResponse).toBe(400);
  });

  it('without SMTP writes each message to data/outbox/', async () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir });
    const logged: string[] = [];
    const log = { info: (_: unknown, line: string) => logged.push(line) } as unknown as Parameters<typeof createMailer>[1];
    await createMailer(config, log)({ to: 'a@example.com', subject: 'Hello', text: 'Open https://example/link' });
    const folder = join(t.config.dataDir, 'outbox');
    const [file] = readdirSync(folder);
    expect(readFileSync(join(folder, file ?? ''), 'utf8')).toContain('To: a@example.com\nFrom: Soroban Quiz');
    // The log says where the message is, never what it says: a reset link is as good as a password.
    expect(logged.join('\n')).not.toContain('https://example/link');
  });

  it('voids every other outstanding link of the account when a reset succeeds or the password changes', async () => {
    for (let i = 0; i < 2; i++) await t.call(requestPasswordResetCall, { username: 'student@example.com' });
    const [first, second] = t.sent.map((message) => linkToken(message.text));
    await t.call(resetPasswordCall, { token: first ?? '', password: 'a brand new secret' });
    expect((await t.fail(resetPasswordCall, { token: second ?? '', password: 'someone else!!' })).message).toMatch(/expired or was already used/);

    await t.call(requestPasswordResetCall, { username: 'student@example.com' });
    const third = linkToken(t.sent[2]?.text ?? '');
    const cookie = await t.signIn('student@example.com', 'a brand new secret');
    await t.call(changePasswordCall, { currentPassword: 'a brand new secret', newPassword: 'changed in settings' }, cookie);
    expect((await t.fail(resetPasswordCall, { token: third, password: 'someone else!!' })).message).toMatch(/expired or was already used/);
  });

  it("forgives the account's failed sign-ins from every address when a reset succeeds, as the 429 promises", async () => {
    const login = (password: string, address: string) =>
      t.app.inject({ method: 'POST', url: loginCall.path, remoteAddress: address, payload: { ...ENV, username: 'student@example.com', password } });
    for (const address of ['203.0.113.9', '198.51.100.4']) {
      for (let i = 0; i < t.config.attemptLimits.signInPerAccount; i++) await login(`wrong${i}`, address);
    }
    const locked = await login('a brand new secret', '203.0.113.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/or reset your password/);
    await t.call(requestPasswordResetCall, { username: 'student@example.com' });
    await t.call(resetPasswordCall, { token: linkToken(t.sent[0]?.text ?? ''), password: 'a brand new secret' });
    for (const address of ['203.0.113.9', '198.51.100.4']) expect((await login('a brand new secret', address)).statusCode).toBe(200);
  });

  it('throttles tries of reset links per address, right or wrong', async () => {
    await t.close();
    t = await startTestApp({ RESET_USE_LIMIT_PER_ADDRESS: '2' });
    const use = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: resetPasswordCall.path,
        remoteAddress: address,
        payload: { ...ENV, token: 'x'.repeat(43), password: 'a brand new secret' },
      });
    for (let i = 0; i < 2; i++) expect((await use('203.0.113.9')).statusCode).toBe(400);
    const refused = await use('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many tries of reset links from this network. Wait 15 minutes/);
    expect((await use('198.51.100.4')).statusCode).toBe(400);
  });
});
