import { APP_VERSION, EARLY_ANSWERS_ID, SCREEN_EARLY_CALLS, SESSION_EARLY_CALL, checkSessionCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../plugins/session.ts';

/** What a signed-in page carries for its first screen: the calls' answers by path, and whether this is a first visit. */
export interface EarlyAnswers {
  byPath: Record<string, unknown>;
  firstVisit: boolean;
}

const NONE: EarlyAnswers = { byPath: {}, firstVisit: false };

/**
 * The answers a signed-in screen asks for as soon as it shows (the session check, and the
 * launchpads' cards and program: SCREEN_EARLY_CALLS), made while its page is served, through the
 * routes themselves with the page request's cookie, so they are exactly what the calls would
 * answer (the guided launchpad's first enrols the learner, as the screen's own call would). On a
 * phone each call would otherwise cost a round trip after the boot code had run (docs/decisions/0006).
 * Only answers given with a success status are carried: the boot code asks for any other itself,
 * and reports it as it always does.
 */
export async function earlyAnswers(app: FastifyInstance, screen: string, cookies: Record<string, string | undefined>): Promise<EarlyAnswers> {
  const token = cookies[SESSION_COOKIE];
  if (!token) return NONE;
  const byPath: Record<string, unknown> = {};
  // One after another: the database serves one request at a time anyway, and a failure stops none of the rest.
  for (const { path, fields } of [SESSION_EARLY_CALL, ...(SCREEN_EARLY_CALLS[screen] ?? [])]) {
    const response = await app.inject({
      method: 'POST',
      url: path,
      cookies: { [SESSION_COOKIE]: token },
      payload: { env: 'production', username: '', password: '', version: APP_VERSION, ...fields },
    });
    if (response.statusCode >= 200 && response.statusCode < 300) byPath[path] = response.json();
  }
  const session = checkSessionCall.answer.safeParse(byPath[SESSION_EARLY_CALL.path]);
  return { byPath, firstVisit: session.data?.justRegistered === '1' };
}

/**
 * The answers as a JSON block for the page's head: a data block, which the page's content security
 * policy lets through as it runs nothing. `<` is escaped so no answer's text can close the block.
 */
export function earlyAnswersBlock({ byPath }: EarlyAnswers): string {
  if (Object.keys(byPath).length === 0) return '';
  return `<script type="application/json" id="${EARLY_ANSWERS_ID}">${JSON.stringify(byPath).replaceAll('<', '\\u003c')}</script>`;
}
