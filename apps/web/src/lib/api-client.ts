import { type Call, errorEnvelope } from '@soroban/contracts';
import type { z } from 'zod';
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

/**
 * The one way the app calls the server: POST JSON, parse the answer with the call's schema. A
 * non-success envelope becomes an ApiError with its code; a network or parse failure becomes code
 * 500 with the error text (SPEC 8).
 */
export async function callApi<B extends z.ZodType, A extends z.ZodType>(call: Call<B, A>, body: z.input<B>): Promise<z.output<A>> {
  let response: Response;
  let json: unknown;
  try {
    response = await fetch(new URL(call.path, siteBaseURL()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body ?? {}),
    });
    json = await response.json();
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
