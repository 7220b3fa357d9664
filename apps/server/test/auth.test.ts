import { checkSessionCall, loginCall, logoutCall, registerCall, walletCall } from '@soroban/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENV, sessionCookie, startTestApp, type TestApp } from './test-app.ts';

// Status codes, cookies and addresses are what these tests look at, so they send calls by path.
const LOGIN = loginCall.path;
const CHECK = checkSessionCall.path;
const LOGOUT = logoutCall.path;
const REGISTER = registerCall.path;

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('sign-in, session check and sign-out', () => {
  it('signs in with the right password, sets an httpOnly session cookie and answers the session fields', async () => {
    await t.createAccount();
    const response = await t.post(LOGIN, { ...ENV, username: 'Student@Example.com ', password: 'correct horse battery' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'sq_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.json()).toMatchObject({
      httpResponse: 200,
      justLoggedIn: true,
      justRegistered: '1',
      guidedPreferred: null,
      isPaidSubscriber: 0,
      redirectURL: '/onboarding',
      leftMarginAd: '/react/sorobanquizui/build/ads/left-margin-ad.svg',
      rightMarginAd: '/react/sorobanquizui/build/ads/right-margin-ad.svg',
      user: { email: 'student@example.com', displayName: 'Student One' },
    });
  });

  it('never stores the password in clear', async () => {
    await t.createAccount();
    const row = await t.db.kysely.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('correct horse');
  });

  it('answers a wrong password and an unknown email the same way (401)', async () => {
    await t.createAccount();
    const wrong = await t.fail(loginCall, { username: 'student@example.com', password: 'nope' });
    const unknown = await t.fail(loginCall, { username: 'nobody@example.com', password: 'nope' });
    expect(wrong.httpResponse).toBe(401);
    expect(unknown.httpResponse).toBe(401);
    expect(wrong).toEqual(unknown);
    expect(wrong.message).toMatch(/email or password is not right/);
  });

  it('refuses a disabled account with 402 once the password is right', async () => {
    const user = await t.createAccount();
    await t.db.kysely.updateTable('users').set({ is_disabled: 1 }).where('id', '=', user!.id).execute();
    expect((await t.fail(loginCall, { username: 'student@example.com', password: 'correct horse battery' })).httpResponse).toBe(402);
  });

  it('checks the session from the cookie: 200 valid, 403 none, 405 unknown or expired', async () => {
    await t.createAccount();
    const cookie = await t.signIn();
    const valid = await t.post(CHECK, ENV, cookie);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ httpResponse: 200, justLoggedIn: false });

    // "No" is an answer to the session check, sent with HTTP 200; the envelope carries the verdict.
    const none = await t.post(CHECK, ENV);
    expect(none.json()).toMatchObject({
      httpResponse: 403,
      redirectURL: '/login',
      redirectType: 'internal',
      leftMarginAd: t.config.adPaths.left,
      rightMarginAd: t.config.adPaths.right,
    });
    expect(none.statusCode).toBe(200);

    const unknown = await t.post(CHECK, ENV, 'sq_session=made-up-token');
    expect(unknown.json()).toMatchObject({ httpResponse: 405, redirectURL: '/login' });
    expect(unknown.statusCode).toBe(200);

    t.advance(t.config.sessionTtlMs + 1000);
    const expired = await t.post(CHECK, ENV, cookie);
    expect(expired.json().httpResponse).toBe(405);
  });

  it('answers the session check of a disabled account with 402, and keeps other failures HTTP errors', async () => {
    await t.createAccount();
    const cookie = await t.signIn();
    await t.db.kysely.updateTable('users').set({ is_disabled: 1 }).execute();
    const disabled = await t.post(CHECK, ENV, cookie);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ httpResponse: 402 });
    // Calls that need a session still fail with the status of their envelope.
    expect((await t.post(LOGOUT, {}, 'sq_session=made-up-token')).statusCode).toBe(405);
    expect((await t.post(CHECK, { ...ENV, version: '5.6.9' })).statusCode).toBe(418);
  });

  it('honours username and password in the body for older clients', async () => {
    await t.createAccount();
    const response = await t.post(CHECK, { ...ENV, username: 'student@example.com', password: 'correct horse battery' });
    expect(response.statusCode).toBe(200);
    const wrong = await t.post(CHECK, { ...ENV, username: 'student@example.com', password: 'bad' });
    expect(wrong.statusCode).toBe(401);
  });

  it('ends the session on logout, with or without a body', async () => {
    await t.createAccount();
    const cookie = await t.signIn();
    const response = await t.app.inject({ method: 'POST', url: LOGOUT, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'sq_session')?.value).toBe('');
    expect((await t.post(CHECK, ENV, cookie)).json().httpResponse).toBe(405);
    expect((await t.post(LOGOUT, {}, cookie)).statusCode).toBe(405);
  });

  it('answers 418 to a client older than the minimum version, and a clear 400 to a malformed one', async () => {
    await t.createAccount();
    const cookie = await t.signIn();
    const old = await t.post(CHECK, { ...ENV, version: '5.6.9' }, cookie);
    expect(old.statusCode).toBe(418);
    expect(old.json().message).toMatch(/new version/);
    const newer = await t.post(CHECK, { ...ENV, version: '5.10.0' }, cookie);
    expect(newer.statusCode).toBe(200);
    const garbage = await t.post(CHECK, { ...ENV, version: 'latest' }, cookie);
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/version must look like 5\.7\.0/);
  });
});

describe('sign-in throttling', () => {
  it('locks an account after repeated failures from one address, and says how long to wait', async () => {
    await t.createAccount();
    for (let i = 0; i < t.config.attemptLimits.signInPerAccount; i++) {
      expect((await t.post(LOGIN, { ...ENV, username: 'student@example.com', password: `wrong${i}` })).statusCode).toBe(401);
    }
    const locked = await t.fail(loginCall, { username: 'student@example.com', password: 'correct horse battery' });
    expect(locked.httpResponse).toBe(429);
    expect(locked.message).toMatch(/Wait 15 minutes/);

    t.advance(t.config.attemptLimits.windowMs + 1000);
    expect((await t.post(LOGIN, { ...ENV, username: 'student@example.com', password: 'correct horse battery' })).statusCode).toBe(200);
  });

  it('throttles unknown emails exactly like real ones', async () => {
    for (let i = 0; i < t.config.attemptLimits.signInPerAccount; i++) {
      await t.post(LOGIN, { ...ENV, username: 'ghost@example.com', password: 'x' });
    }
    expect((await t.post(LOGIN, { ...ENV, username: 'ghost@example.com', password: 'x' })).statusCode).toBe(429);
  });

  it('checks no more guesses than the limit when they all arrive at once', async () => {
    await t.createAccount();
    const limit = t.config.attemptLimits.signInPerAccount;
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) => t.post(LOGIN, { ...ENV, username: 'student@example.com', password: `guess number ${i}` })),
    );
    const statuses = burst.map((r) => r.statusCode);
    // At most the limit's worth of passwords were checked; the rest were refused unchecked.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(limit);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // Guesses one at a time after the burst: the burst and these together are exactly the limit.
    let checked = statuses.filter((s) => s === 401).length;
    for (let i = 0; i < limit + 1; i++) {
      const status = (await t.post(LOGIN, { ...ENV, username: 'student@example.com', password: `one more ${i}` })).statusCode;
      if (status === 401) checked++;
      else expect(status).toBe(429);
    }
    expect(checked).toBe(limit);
    expect((await t.post(LOGIN, { ...ENV, username: 'student@example.com', password: 'correct horse battery' })).statusCode).toBe(429);
  });

  it('counts guesses sent as body credentials on any call like sign-ins', async () => {
    await t.createAccount();
    for (let i = 0; i < t.config.attemptLimits.signInPerAccount; i++) {
      expect((await t.post(CHECK, { ...ENV, username: 'student@example.com', password: `wrong${i}` })).statusCode).toBe(401);
    }
    expect((await t.post(walletCall.path, { ...ENV, username: 'student@example.com', password: 'correct horse battery' })).statusCode).toBe(429);
    expect((await t.post(LOGIN, { ...ENV, username: 'student@example.com', password: 'correct horse battery' })).statusCode).toBe(429);
  });

  it('does not let a forged X-Forwarded-For escape the address limit unless a proxy is trusted', async () => {
    await t.close();
    t = await startTestApp({ SIGNIN_LIMIT_PER_ADDRESS: '3', SIGNIN_LIMIT_PER_ACCOUNT: '100', SIGNIN_SLOWDOWN_MS: '0' });
    const attempt = (i: number, forwarded: string) =>
      t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { ...ENV, username: `user${i}@example.com`, password: 'x' },
        headers: { 'x-forwarded-for': forwarded },
      });
    for (let i = 0; i < 3; i++) expect((await attempt(i, `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await attempt(3, '198.51.100.7')).statusCode).toBe(429);

    await t.close();
    // Behind a trusted proxy the forwarded address is the client's: each client has its own limit.
    t = await startTestApp({ SIGNIN_LIMIT_PER_ADDRESS: '3', SIGNIN_LIMIT_PER_ACCOUNT: '100', TRUST_PROXY: '1', SIGNIN_SLOWDOWN_MS: '0' });
    for (let i = 0; i < 3; i++) expect((await attempt(i, '203.0.113.1')).statusCode).toBe(401);
    expect((await attempt(3, '203.0.113.1')).statusCode).toBe(429);
    expect((await attempt(4, '203.0.113.2')).statusCode).toBe(401);
  });

  it('limits one address trying many accounts, but never refuses a right password from it', async () => {
    await t.close();
    t = await startTestApp({ SIGNIN_LIMIT_PER_ADDRESS: '3', SIGNIN_SLOWDOWN_MS: '50' });
    await t.createAccount();
    for (let i = 0; i < 3; i++) await t.post(LOGIN, { ...ENV, username: `user${i}@example.com`, password: 'x' });
    expect((await t.post(LOGIN, { ...ENV, username: 'fresh@example.com', password: 'x' })).statusCode).toBe(429);
    // A school behind one address keeps signing in while someone there guesses.
    expect((await t.post(LOGIN, { ...ENV, username: 'student@example.com', password: 'correct horse battery' })).statusCode).toBe(200);
    expect((await t.post(LOGIN, { ...ENV, username: 'student@example.com', password: 'wrong' })).statusCode).toBe(429);
  });

  it("lets nobody lock the owner out: another address's failures never refuse the right password", async () => {
    await t.createAccount();
    const login = (password: string, address: string) =>
      t.app.inject({ method: 'POST', url: LOGIN, remoteAddress: address, payload: { ...ENV, username: 'student@example.com', password } });
    for (let i = 0; i < t.config.attemptLimits.signInPerAccount; i++) expect((await login(`wrong${i}`, '203.0.113.9')).statusCode).toBe(401);
    expect((await login('correct horse battery', '203.0.113.9')).statusCode).toBe(429);
    expect((await login('correct horse battery', '198.51.100.4')).statusCode).toBe(200);
    // The owner's success does not forgive the guesser's address.
    expect((await login('correct horse battery', '203.0.113.9')).statusCode).toBe(429);
  });
});

describe('sign-up', () => {
  it('answers racing sign-ups of one email with one account and a plain 409 for the rest', async () => {
    const signUp = () => t.post(REGISTER, { env: 'production', username: 'twins@example.com', displayName: 'Twin', password: 'abacus-is-fun' });
    const answers = await Promise.all(Array.from({ length: 4 }, signUp));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'twins@example.com').execute()).toHaveLength(1);
  });

  it('limits how many accounts one address makes in a window, made or refused, including a parallel burst', async () => {
    await t.close();
    t = await startTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '4' });
    const signUp = (i: number, address = '203.0.113.9') =>
      t.app.inject({
        method: 'POST',
        url: REGISTER,
        remoteAddress: address,
        payload: { env: 'production', username: `kid${i}@example.com`, displayName: `Kid ${i}`, password: 'abacus-is-fun' },
      });
    expect((await signUp(0)).statusCode).toBe(200);
    expect((await signUp(0)).statusCode).toBe(409); // an email already taken still counts
    const burst = await Promise.all([1, 2, 3, 4, 5].map((i) => signUp(i)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    const refused = burst.find((r) => r.statusCode === 429)!.json();
    expect(refused).toMatchObject({ httpResponse: 429, message: 'Too many new accounts from this network. Wait 15 minutes and try again.' });
    expect(await t.db.kysely.selectFrom('users').select('email').where('email', 'like', 'kid%').execute()).toHaveLength(3);
    expect((await signUp(6, '198.51.100.4')).statusCode).toBe(200); // another address has its own allowance
    t.advance(t.config.attemptLimits.windowMs + 1000);
    expect((await signUp(7)).statusCode).toBe(200);
  });

  it('creates the account, signs the person in and marks them just registered', async () => {
    const response = await t.post(REGISTER, {
      env: 'production',
      username: 'New.Learner@Example.com',
      displayName: '  Aiko  ',
      password: 'abacus-is-fun',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ justRegistered: '1', redirectURL: '/onboarding', user: { displayName: 'Aiko', email: 'new.learner@example.com' } });
    const check = await t.post(CHECK, ENV, sessionCookie(response));
    expect(check.json().user.email).toBe('new.learner@example.com');
    const wallet = await t.db.kysely.selectFrom('wallets').selectAll().executeTakeFirstOrThrow();
    expect(wallet.balance).toBe(0);
  });

  it('refuses a taken email (409) and explains every invalid field', async () => {
    await t.createAccount();
    const taken = await t.fail(registerCall, { username: 'student@example.com', displayName: 'Copy', password: 'abacus-is-fun' });
    expect(taken.httpResponse).toBe(409);
    const invalid = await t.fail(registerCall, { username: 'not-an-email', displayName: 'A', password: 'short' });
    expect(invalid.httpResponse).toBe(400);
    const { message } = invalid;
    expect(message).toContain('username: Enter an email address');
    expect(message).toContain('displayName: Display name needs at least 2 characters;');
    expect(message).toContain('password: Password needs at least 8 characters.');
  });
});
