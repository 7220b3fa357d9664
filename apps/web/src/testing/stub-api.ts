import { errorEnvelope, okStatus, type Call, type ErrorEnvelope, type SessionAnswer } from '@soroban/contracts';
import { vi } from 'vitest';
import type { z } from 'zod/mini';

/** What a stubbed call answers: its contract's answer, or a failure envelope (see `failure`). */
type Reply<A extends z.ZodMiniType> = z.input<A> | ErrorEnvelope;
type Sent = { path: string; body: unknown };

export interface CallStub {
  path: string;
  reply: (body: unknown) => unknown;
}

/**
 * Checks a reply against the call's contract (or the error envelope when it is not a success), so a
 * stub that drifted from the contract fails the test instead of testing a screen against an answer
 * the server can no longer send.
 */
function checked<A extends z.ZodMiniType>(call: Call<z.ZodMiniType, A>, reply: Reply<A>) {
  const isSuccess = okStatus.safeParse((reply as { httpResponse?: unknown }).httpResponse).success;
  const parsed = (isSuccess ? call.answer : errorEnvelope).safeParse(reply);
  if (!parsed.success) throw new Error(`The stub for ${call.path} breaks its contract: ${parsed.error.message}`);
  return reply;
}

/** One call's stubbed answer, fixed or computed from the body the screen sent (typed by the contract). */
export function stubCall<B extends z.ZodMiniType, A extends z.ZodMiniType>(
  call: Call<B, A>,
  answer: NoInfer<Reply<A> | ((body: z.input<B>) => Reply<A>)>,
): CallStub {
  if (typeof answer !== 'function') {
    const reply = checked(call, answer);
    return { path: call.path, reply: () => reply };
  }
  return { path: call.path, reply: (body) => checked(call, (answer as (body: z.input<B>) => Reply<A>)(body as z.input<B>)) };
}

/**
 * Replaces fetch with the stubbed calls, answering with the HTTP status the envelope names, as the
 * server does; unit tests of screens use it (the real server is exercised by the e2e suite). A call
 * without a stub answers 404. Returns the recorded requests.
 */
export function stubCalls(...stubs: CallStub[]) {
  const requests: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const path = new URL(url.toString(), 'http://localhost').pathname;
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ path, body });
      const stub = stubs.find((candidate) => candidate.path === path);
      const reply = (stub ? stub.reply(body) : failure(404, `no stub for ${path}`)) as { httpResponse: number };
      return new Response(JSON.stringify(reply), { status: reply.httpResponse, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

/** The bodies the screen sent to one call, in order. */
export const sentTo = <B extends z.ZodMiniType>(requests: Sent[], call: Call<B, z.ZodMiniType>) =>
  requests.filter((request) => request.path === call.path).map((request) => request.body as z.input<B>);

export const failure = (code: number, message: string, redirectURL = '', redirectType: ErrorEnvelope['redirectType'] = ''): ErrorEnvelope => ({
  httpResponse: code,
  message,
  redirectURL,
  redirectType,
});

export function sessionAnswer(overrides: Partial<SessionAnswer> = {}): SessionAnswer {
  const isPaidSubscriber = overrides.isPaidSubscriber ?? 0;
  return {
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
      showShareThisBar: false,
      teaches: false,
      soundMuted: false,
      justRegistered: '0',
    },
    ...overrides,
  };
}
