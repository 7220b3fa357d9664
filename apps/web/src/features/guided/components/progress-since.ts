import type { SeenProgress, guidedLaunchpadCall } from '@soroban/contracts';
import { useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import { useRecordSeen } from '@/features/guided/api/record-seen';

type Program = z.infer<typeof guidedLaunchpadCall.answer>;
export type Module = Program['modules'][number];

/** A unit counts as finished by work when every activity is done and not all of them were jumped. */
const finishedByWork = (module: Module) =>
  module.activities.length > 0 && module.activities.every((a) => a.state === 'done') && module.activities.some((a) => !a.status.isJumped);

export const seenOf = (program: Pick<Program, 'workingActivityId' | 'modules'>): SeenProgress => ({
  activityId: program.workingActivityId,
  finishedUnits: program.modules.filter(finishedByWork).map((m) => m.unitNumber),
});

export interface ProgressSince {
  /** The activity the sumo stood on last time, when it has moved on since. */
  walkFrom: string | null;
  /** The last unit finished since last time (by work, not a jump): celebrated once. */
  finishedUnit: Module | null;
}

/**
 * What changed since the program was last shown: nothing on a first visit (nothing to compare with),
 * else the sumo's old place and the highest unit finished in between.
 */
export function progressSince(seen: SeenProgress | null, program: Pick<Program, 'workingActivityId' | 'modules'>): ProgressSince {
  if (!seen) return { walkFrom: null, finishedUnit: null };
  const before = new Set(seen.finishedUnits);
  const finished = program.modules.filter((m) => finishedByWork(m) && !before.has(m.unitNumber));
  return {
    walkFrom: seen.activityId !== null && seen.activityId !== program.workingActivityId ? seen.activityId : null,
    finishedUnit: finished.at(-1) ?? null,
  };
}

const NOTHING: ProgressSince = { walkFrom: null, finishedUnit: null };
const sameSeen = (a: SeenProgress, b: SeenProgress) =>
  a.activityId === b.activityId && JSON.stringify([...a.finishedUnits].sort((x, y) => x - y)) === JSON.stringify([...b.finishedUnits].sort((x, y) => x - y));

/**
 * Compares each answer of the guided launchpad with what the learner was last shown (kept by the
 * server per account, so a second device does not celebrate a unit again), then keeps the new state:
 * the sumo walks from its old place, a unit finished in between is celebrated once. What is being
 * shown is held until it is done (walked, dismissed), however often the launchpad is fetched again.
 */
export function useProgressSince(program: Program | null): ProgressSince & { dismissUnit: () => void; walked: () => void } {
  const { mutate: recordSeen } = useRecordSeen();
  // `key` is the state last compared: an answer fetched again (before the server has the new state,
  // or after) adds nothing to what is being shown.
  const [held, setHeld] = useState<{ key: string | null; since: ProgressSince }>({ key: null, since: NOTHING });
  const now = program && seenOf(program);
  const key = now && JSON.stringify(now);
  if (program && key !== held.key) {
    const since = progressSince(program.seen, program);
    setHeld({ key, since: { walkFrom: since.walkFrom ?? held.since.walkFrom, finishedUnit: since.finishedUnit ?? held.since.finishedUnit } });
  }
  useEffect(() => {
    if (!program) return;
    const shown = seenOf(program);
    // Kept only when it changed; a failed call only means the next visit compares with an older state.
    if (!program.seen || !sameSeen(program.seen, shown)) recordSeen({ lpath: program.workingLpath, seen: shown });
  }, [program, recordSeen]);
  return {
    ...held.since,
    dismissUnit: () => setHeld((h) => ({ ...h, since: { ...h.since, finishedUnit: null } })),
    walked: () => setHeld((h) => ({ ...h, since: { ...h.since, walkFrom: null } })),
  };
}
