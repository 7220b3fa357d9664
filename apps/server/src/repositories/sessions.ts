import type { Executor } from '../db/connect.ts';
import { hashToken } from '../lib/tokens.ts';

export async function createSession(db: Executor, token: string, userId: number, createdAt: string, expiresAt: string) {
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: createdAt, expires_at: expiresAt })
    .execute();
}

/** The session's user, or why there is none: unknown token, or one past its expiry. */
export async function findSessionUser(db: Executor, token: string, nowIso: string) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.expires_at')
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= nowIso) return undefined;
  return row;
}

export const deleteSession = (db: Executor, token: string) => db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();

/** Ends every session of the person, but the one of `keepToken` when given. */
export const deleteUserSessions = (db: Executor, userId: number, keepToken?: string) =>
  db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .$if(keepToken !== undefined, (query) => query.where('token_hash', '!=', hashToken(keepToken ?? '')))
    .execute();

export const deleteExpiredSessions = (db: Executor, nowIso: string) => db.deleteFrom('sessions').where('expires_at', '<=', nowIso).execute();
