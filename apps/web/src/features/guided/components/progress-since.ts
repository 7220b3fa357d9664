import type { guidedLaunchpadCall } from '@soroban/contracts';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';

type Program = z.infer<typeof guidedLaunchpadCall.answer>;
export type Module = Program['modules'][number];

/** What this device last showed of a learner's program: where the sumo stood and which units were finished. */
export interface SeenProgress {
  activityId: string | null;
  finishedUnits: number[];
}

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
 * What changed since this device last showed the program: nothing on a first visit (nothing to
 * compare with), else the sumo's old place and the highest unit finished in between.
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

const storageKey = (userId: number, lpath: number) => `guided-seen:${userId}:${lpath}`;

function readSeen(key: string): SeenProgress | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as SeenProgress | null;
    return value && Array.isArray(value.finishedUnits) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Compares each answer of the guided launchpad with what this device showed last (kept per account
 * and program in localStorage), then keeps the new state: the sumo walks from its old place, a unit
 * finished in between is celebrated once.
 */
export function useProgressSince(userId: number | undefined, program: Program | null): ProgressSince & { dismissUnit: () => void; walked: () => void } {
  const key = userId === undefined || !program ? null : storageKey(userId, program.workingLpath);
  // Read while rendering (reading twice is harmless), written once the answer is on screen.
  const since = useMemo(() => (key && program ? progressSince(readSeen(key), program) : { walkFrom: null, finishedUnit: null }), [key, program]);
  useEffect(() => {
    if (!key || !program) return;
    try {
      localStorage.setItem(key, JSON.stringify(seenOf(program)));
    } catch {
      // Private mode or a full storage: nothing is celebrated twice, only perhaps not at all.
    }
  }, [key, program]);
  const [dismissed, setDismissed] = useState<ProgressSince>({ walkFrom: null, finishedUnit: null });
  return {
    walkFrom: since.walkFrom !== dismissed.walkFrom ? since.walkFrom : null,
    finishedUnit: since.finishedUnit !== dismissed.finishedUnit ? since.finishedUnit : null,
    dismissUnit: () => setDismissed((d) => ({ ...d, finishedUnit: since.finishedUnit })),
    walked: () => setDismissed((d) => ({ ...d, walkFrom: since.walkFrom })),
  };
}
