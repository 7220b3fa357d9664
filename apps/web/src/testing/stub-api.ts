import type { SessionAnswer } from '@soroban/contracts';
import { vi } from 'vitest';

type Answer = { status: number; body: unknown } | ((body: unknown) => { status: number; body: unknown });

/**
 * Replaces fetch with answers per call path, shaped like the server's envelopes; unit tests of
 * screens use it (the real server is exercised by the e2e suite). Returns the recorded requests.
 */
export function stubApi(answers: Record<string, Answer>) {
  const requests: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const path = new URL(url.toString(), 'http://localhost').pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ path, body });
      const entry = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1];
      const answer = typeof entry === 'function' ? entry(body) : (entry ?? { status: 404, body: { httpResponse: 404, message: `no stub for ${path}` } });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

export const failure = (code: number, message: string, redirectURL = '', redirectType = '') => ({
  status: code,
  body: { httpResponse: code, message, redirectURL, redirectType },
});

export function sessionAnswer(overrides: Partial<SessionAnswer> = {}): { status: number; body: SessionAnswer } {
  const isPaidSubscriber = overrides.isPaidSubscriber ?? 0;
  return {
    status: 200,
    body: {
      httpResponse: 200,
      message: 'OK',
      justLoggedIn: false,
      justRegistered: '0',
      guidedPreferred: false,
      isPaidSubscriber,
      redirectURL: '/launchpad',
      redirectType: 'internal',
      leftMarginAd: isPaidSubscriber ? '' : '/ads/left.svg',
      rightMarginAd: isPaidSubscriber ? '' : '/ads/right.svg',
      user: {
        userId: 1,
        displayName: 'Aiko',
        email: 'aiko@example.com',
        isPaidSubscriber,
        guidedPreferred: false,
        showShareThisBar: true,
        justRegistered: '0',
      },
      ...overrides,
    },
  };
}
