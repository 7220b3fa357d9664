import { EARLY_ANSWERS_ID, checkSessionCall } from '@soroban/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAnswer, stubCall, stubCalls } from '@/testing/stub-api';

// The page's answers are read once per page load: each test loads the client afresh under its own page.
const clientUnder = async (block: string) => {
  document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="${EARLY_ANSWERS_ID}">${block}</script>`);
  vi.resetModules();
  return import('@/lib/api-client');
};

afterEach(() => {
  document.getElementById(EARLY_ANSWERS_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('answers the page carries (the server’s early answers)', () => {
  it('are taken instead of asking, each once, and checked by the call that takes them', async () => {
    const { callApi, sendEarly, sessionBody } = await clientUnder(JSON.stringify({ [checkSessionCall.path]: sessionAnswer({ justRegistered: '1' }) }));
    const requests = stubCalls(stubCall(checkSessionCall, sessionAnswer({ justRegistered: '0' })));
    expect(await sendEarly(checkSessionCall.path, sessionBody())).toMatchObject({ justRegistered: '1' });
    expect(await callApi(checkSessionCall, sessionBody())).toMatchObject({ justRegistered: '1' });
    expect(requests).toHaveLength(0);
    // Taken once: the next early call asks the server.
    expect(await sendEarly(checkSessionCall.path, sessionBody())).toMatchObject({ justRegistered: '0' });
    expect(requests).toHaveLength(1);
  });

  it('are ignored when the block does not parse, and the call is sent', async () => {
    const { sendEarly, sessionBody } = await clientUnder('{ not json');
    const requests = stubCalls(stubCall(checkSessionCall, sessionAnswer()));
    expect(await sendEarly(checkSessionCall.path, sessionBody())).toMatchObject({ httpResponse: 200 });
    expect(requests).toHaveLength(1);
  });
});
