import { type Call, EARLY_ANSWERS_ID, errorEnvelope } from '@soroban/contracts';
import type { z } from 'zod/mini';
import { config, siteBaseURL } from '@/lib/config';

/** A failed call, carrying what the error dialog of SPEC 4 needs. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly redirectURL = '',
    readonly redirectType: '' | 'internal' | 'external' = '',
  ) {
    super(message);
  }
}

/** The fields every session-bound body carries: credentials stay empty, the cookie identifies the person. */
export const sessionBody = () => ({ env: config.env, username: '', password: '', version: config.version });

const post = async (path: string, body: string): Promise<unknown> => {
  const response = await fetch(new URL(path, siteBaseURL()), { method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'include', body });
  return response.json();
};

/** Answers sent for at boot, by path and body, each waiting for the first callApi that asks (once). */
const early = new Map<string, { answer: Promise<unknown>; at: number }>();
const EARLY_FOR_MS = 10_000;

/**
 * The answers the server put in the page for its first screen's early calls, by path (the server's
 * lib/early-answers.ts, from the same table of calls), read once. Only a page served by the API's own
 * host carries the right ones: a build pointed at another host asks that host.
 */
let pageAnswers: Map<string, unknown> | undefined;
function takePageAnswer(path: string): { answer: unknown } | undefined {
  if (!pageAnswers) {
    const block = document.getElementById(EARLY_ANSWERS_ID);
    let parsed: Record<string, unknown> = {};
    try {
      if (block && new URL(siteBaseURL()).origin === window.location.origin) parsed = JSON.parse(block.textContent ?? '{}') as Record<string, unknown>;
    } catch {
      // A block that does not parse is ignored: the calls are sent as usual.
    }
    pageAnswers = new Map(Object.entries(parsed));
  }
  if (!pageAnswers.has(path)) return undefined;
  const answer = pageAnswers.get(path);
  pageAnswers.delete(path);
  return { answer };
}

/**
 * Sends a call now, before the code of the screen that makes it has loaded (main.tsx), or takes the
 * answer the page carries for it (a page carries answers only for these early calls): the first
 * callApi with the same path and body within 10 s takes the answer over instead of asking again, so
 * the answer travels beside the code rather than after it. Only the path and the body are needed
 * here: the answer is checked by the call's schema when it is taken. Returns the answer, for what
 * must act on it before any screen has taken it (app/early-calls.ts).
 */
export function sendEarly(path: string, body: unknown): Promise<unknown> {
  const json = JSON.stringify(body ?? {});
  const inPage = takePageAnswer(path);
  const answer = inPage ? Promise.resolve(inPage.answer) : post(path, json);
  // Whoever takes it handles a failure; unclaimed, it must not be an unhandled rejection.
  answer.catch(() => undefined);
  early.set(`${path}\n${json}`, { answer, at: Date.now() });
  return answer;
}

function takeEarly(path: string, json: string): Promise<unknown> | undefined {
  const key = `${path}\n${json}`;
  const sent = early.get(key);
  early.delete(key);
  return sent && Date.now() - sent.at < EARLY_FOR_MS ? sent.answer : undefined;
}

/**
 * The one way the app calls the server: POST JSON, parse the answer with the call's schema. A
 * non-success envelope becomes an ApiError with its code; a network or parse failure becomes code
 * 500 with the error text (SPEC 8).
 */
export async function callApi<B extends z.ZodMiniType, A extends z.ZodMiniType>(call: Call<B, A>, body: z.input<B>): Promise<z.output<A>> {
  let json: unknown;
  try {
    const request = JSON.stringify(body ?? {});
    json = await (takeEarly(call.path, request) ?? post(call.path, request));
  } catch (error) {
    throw new ApiError(500, error instanceof Error ? error.message : String(error));
  }
  const answer = call.answer.safeParse(json);
  if (answer.success) return answer.data;
  const failure = errorEnvelope.safeParse(json);
  if (failure.success && failure.data.httpResponse !== 200 && failure.data.httpResponse !== 201) {
    const { httpResponse, message, redirectURL, redirectType } = failure.data;
    throw new ApiError(httpResponse, message, redirectURL, redirectType);
  }
  throw new ApiError(500, `Unexpected answer from ${call.path}: ${answer.error.issues[0]?.message ?? 'unreadable'}`);
}
