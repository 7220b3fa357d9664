import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.createAccount();
});
afterAll(async () => {
  await t.close();
});

describe('security headers and foreign origins', () => {
  it('sends CSP, frame-ancestors, no-sniff and a referrer policy on pages, calls and errors', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/react/sorobanquizui/build/login' }),
      await t.post('/rlm/mobile-apis/check_session.php', ENV),
      await t.app.inject({ method: 'GET', url: '/nowhere' }),
    ]) {
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('refuses state-changing calls from a foreign Origin and accepts its own', async () => {
    const login = { ...ENV, username: 'student@example.com', password: 'correct horse battery' };
    const foreign = await t.app.inject({ method: 'POST', url: '/rlm/mobile-apis/login_api.php', payload: login, headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/came from another site/);
    const own = await t.app.inject({
      method: 'POST',
      url: '/rlm/mobile-apis/login_api.php',
      payload: login,
      headers: { origin: 'http://localhost:8080', host: 'localhost:8080' },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('anonymous callers', () => {
  /** Calls a signed-out person may make: signing in or up, resetting a password, help topics. */
  const PUBLIC = /\/(login_api|register_api|request_password_reset_api|reset_password_api|check_session|video_help_api)\.php$/;

  it('get no data from any call that needs a session', async () => {
    const calls = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(rlm\/\S+?\.php) \([A-Z, ]*POST/.exec(line)?.[1])
      .filter((path): path is string => Boolean(path))
      .map((path) => `/${path}`);
    expect(calls.length).toBeGreaterThan(20);
    for (const path of calls.filter((p) => !PUBLIC.test(p))) {
      // A body that passes validation where it can, so the answer is about the session, not the input.
      const response = await t.post(path, { ...ENV, quizId: 1, userId: 1, classroomId: 1, unit: 3, query: 'a', type: 'ten-pairs', params: { problems: 1 } });
      expect([400, 403, 415], `${path} answered ${response.statusCode}: ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 403) expect(response.json()).toMatchObject({ redirectURL: '/login' });
    }
  });
});

describe('the session cookie', () => {
  it('is Secure when the app is served over https', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://soroban.example' });
    await secure.createAccount();
    const response = await secure.post('/rlm/mobile-apis/login_api.php', { ...ENV, username: 'student@example.com', password: 'correct horse battery' });
    expect(response.cookies.find((c) => c.name === 'sq_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    await secure.close();
  });
});
