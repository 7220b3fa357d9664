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
    const own = await t.app.inject({ method: 'POST', url: '/rlm/mobile-apis/login_api.php', payload: login, headers: { origin: 'http://localhost:8080', host: 'localhost:8080' } });
    expect(own.statusCode).toBe(200);
  });
});
