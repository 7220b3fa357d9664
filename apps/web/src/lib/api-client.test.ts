import { checkSessionCall } from '@soroban/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, sendEarly, sessionBody } from '@/lib/api-client';
import { failure, sessionAnswer, stubCall, stubCalls } from '@/testing/stub-api';

afterEach(() => vi.unstubAllGlobals());

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('sendEarly', () => {
  it('hands its answer to the first call with the same path and body, once', async () => {
    const requests = stubCalls(stubCall(checkSessionCall, sessionAnswer()));
    sendEarly(checkSessionCall.path, sessionBody());
    expect(requests).toHaveLength(1);
    expect(await callApi(checkSessionCall, sessionBody())).toMatchObject({ httpResponse: 200 });
    expect(requests).toHaveLength(1);
    await callApi(checkSessionCall, sessionBody());
    expect(requests).toHaveLength(2);
  });

  it('is not used for another body, and its failure reaches the call that takes it', async () => {
    const requests = stubCalls(stubCall(checkSessionCall, failure(403, 'Please sign in.', '/login', 'internal')));
    sendEarly(checkSessionCall.path, { ...sessionBody(), version: '9.9.9' });
    expect(await rejection(callApi(checkSessionCall, sessionBody()))).toMatchObject({ code: 403 });
    expect(requests).toHaveLength(2);
    expect(await rejection(callApi(checkSessionCall, { ...sessionBody(), version: '9.9.9' }))).toMatchObject({ code: 403, redirectURL: '/login' });
    expect(requests).toHaveLength(2);
  });
});

describe('callApi', () => {
  it('posts JSON with the session body and parses the answer with the contract', async () => {
    const requests = stubCalls(stubCall(checkSessionCall, sessionAnswer()));
    const answer = await callApi(checkSessionCall, sessionBody());
    expect(answer).toMatchObject({ httpResponse: 200, isPaidSubscriber: 0 });
    expect(requests[0]).toEqual({
      path: '/rlm/mobile-apis/check_session.php',
      body: { env: expect.stringMatching(/^(production|staging)$/), username: '', password: '', version: '5.7.0' },
    });
  });

  it('turns a failure envelope into an ApiError with its code and redirect', async () => {
    stubCalls(stubCall(checkSessionCall, failure(405, 'Session not recognized.', '/login', 'internal')));
    const error = await rejection(callApi(checkSessionCall, sessionBody()));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 405, message: 'Session not recognized.', redirectURL: '/login', redirectType: 'internal' });
  });

  it('reports a network failure as code 500 with the error text (SPEC 8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await rejection(callApi(checkSessionCall, sessionBody()))).toMatchObject({ code: 500, message: 'Failed to fetch' });
  });

  it('reports an unreadable answer as code 500', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>proxy error</html>', { status: 502 })),
    );
    expect(await rejection(callApi(checkSessionCall, sessionBody()))).toMatchObject({ code: 500 });
  });

  it('reports a 200 that breaks the contract as code 500, not as success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ httpResponse: 200, message: 'OK' })),
    );
    const error = await rejection(callApi(checkSessionCall, sessionBody()));
    expect(error).toMatchObject({ code: 500, message: expect.stringContaining('check_session.php') });
  });
});
