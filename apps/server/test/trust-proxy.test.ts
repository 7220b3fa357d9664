import { registerCall } from '@soroban/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * A balancer appends the address it saw to whatever X-Forwarded-For the client sent (HAProxy's
 * `option forwardfor`, nginx's $proxy_add_x_forwarded_for), so only the last TRUST_PROXY entries
 * were written by proxies; anything before them is the client's own word.
 */
describe('TRUST_PROXY counts the proxies in front', () => {
  const signUpThroughOneProxy = (app: TestApp, i: number, claimed: string, real: string) =>
    app.app.inject({
      method: 'POST',
      url: registerCall.path,
      // The balancer's own address is the connection's; the client's is the entry it appended.
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': `${claimed}, ${real}` },
      payload: { env: 'production', username: `kid${i}@example.com`, displayName: `Kid ${i}`, password: 'abacus-is-fun' },
    });

  it('with one proxy, a client cannot pick its own address by sending X-Forwarded-For', async () => {
    t = await startTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '2', TRUST_PROXY: '1' });
    expect((await signUpThroughOneProxy(t, 0, '198.51.100.1', '203.0.113.7')).statusCode).toBe(200);
    expect((await signUpThroughOneProxy(t, 1, '198.51.100.2', '203.0.113.7')).statusCode).toBe(200);
    // A third address claimed, the same client: its limit is spent.
    expect((await signUpThroughOneProxy(t, 2, '198.51.100.3', '203.0.113.7')).statusCode).toBe(429);
    // Another client behind the same balancer has its own.
    expect((await signUpThroughOneProxy(t, 3, '198.51.100.3', '203.0.113.8')).statusCode).toBe(200);
  });

  it('with two proxies, the address the outer one saw is the client', async () => {
    t = await startTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1', TRUST_PROXY: '2' });
    // Claimed, then what the outer proxy saw, then the outer proxy as the inner one saw it.
    const signUp = (i: number, client: string) =>
      t!.app.inject({
        method: 'POST',
        url: registerCall.path,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${i}, ${client}, 10.0.0.1` },
        payload: { env: 'production', username: `kid${i}@example.com`, displayName: `Kid ${i}`, password: 'abacus-is-fun' },
      });
    expect((await signUp(0, '203.0.113.7')).statusCode).toBe(200);
    expect((await signUp(1, '203.0.113.7')).statusCode).toBe(429);
    expect((await signUp(2, '203.0.113.8')).statusCode).toBe(200);
  });

  it('refuses a value that is not a number of proxies, saying what it means', async () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be a whole number/);
  });
});
