import { PRACTICE_MODE_TABLE } from '../practice-modes.ts';
import type { PracticeType } from '../problems/index.ts';
import type { ActivityKind } from './model.ts';

export interface PracticeRoute {
  readonly activity: ActivityKind;
  readonly problemType: string;
  readonly pathname: string;
}

/**
 * Which SPA quiz routes (SPEC 2.1) run each practice type, read from the practice-mode table. Lists,
 * × and ÷ run on the soroban or as anzan (mental); the curriculum picks one, and the checker rejects
 * any other pairing.
 */
export const PRACTICE_ROUTES: { readonly [T in PracticeType]: readonly PracticeRoute[] } = routesByType();

function routesByType() {
  const routes: Partial<Record<PracticeType, PracticeRoute[]>> = {};
  for (const mode of PRACTICE_MODE_TABLE)
    (routes[mode.type] ??= []).push({ activity: mode.area, problemType: mode.problemType, pathname: `/launchpad/${mode.key}/quiz` });
  // Every type has a mode (routes.test.ts); the table is where a new type gets one.
  return routes as Record<PracticeType, PracticeRoute[]>;
}

/** Where a kanji item's Draw button goes (SPEC 2.1, state kanjiId). */
export const KANJI_DRAW_PATHNAME = '/launchpad/rewards/mykanji/mykanjidetail/drawkanji';
