import type { BeadMove } from '@soroban/contracts';
import { ApiError } from '@/lib/api-client';

/**
 * Quiz answers that could not be sent yet, kept in IndexedDB so a dropped connection (or a closed
 * tab) loses nothing. Submitting is idempotent on the server, so sending the same answers again
 * is always safe.
 */
export interface PendingSubmission {
  quizId: number;
  answers: (number | null)[];
  timesMs: number[];
  beadMoves?: BeadMove[][];
}

const DB_NAME = 'soroban-quiz';
const STORE = 'pending-submissions';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'quizId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export const keepPending = (submission: PendingSubmission) => run('readwrite', (store) => store.put(submission));
export const forgetPending = (quizId: number) => run('readwrite', (store) => store.delete(quizId));
export const allPending = () => run<PendingSubmission[]>('readonly', (store) => store.getAll() as IDBRequest<PendingSubmission[]>);

/**
 * Sends every kept submission (at start and whenever the connection returns): answers from a quiz
 * finished offline, or in a tab closed before they were sent, still count.
 */
export async function flushPending(send: (submission: PendingSubmission) => Promise<unknown>) {
  for (const submission of await allPending().catch(() => [])) {
    try {
      await send(submission);
      await forgetPending(submission.quizId);
    } catch (error) {
      // A refusal of the answers themselves (e.g. the quiz was finished elsewhere) will not change
      // on retry; network failures and a missing session (sign in, then they go) are kept.
      const keep = !(error instanceof ApiError) || [403, 405, 500].includes(error.code);
      if (!keep) await forgetPending(submission.quizId).catch(() => undefined);
    }
  }
}
