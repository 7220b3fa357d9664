import type { PracticeType } from './problems/index.ts';

/** The practice areas of SPEC 2.1, in the launchpad's order; each is also the curriculum's activity kind. */
export const PRACTICE_AREAS = ['soroban', 'mental', 'facts', 'tools'] as const;
export type PracticeArea = (typeof PRACTICE_AREAS)[number];

export interface PracticeModeRow {
  /** Its route under /launchpad: the start screen there, the quiz at `<key>/quiz`. */
  readonly key: string;
  readonly area: PracticeArea;
  /** The one practice type its quizzes are. */
  readonly type: PracticeType;
  /** How the curriculum names its quizzes (SPEC 3's problemType). */
  readonly problemType: string;
  /** A digital soroban route (`<key>/digitalsoroban`) beside the quiz, or filling the screen on the exam levels. */
  readonly soroban?: 'beside' | 'full-screen';
}

/**
 * Every practice mode, once (PRACTICE_MODE_TABLE): the web app's routes, its launchpad tiles and the
 * curriculum's quiz routes (PRACTICE_ROUTES) are read from here; what a screen says about a mode
 * (tile, start screen) is keyed by PracticeModeKey, so a mode added here fails the typecheck until
 * every screen has its words. The order is the launchpad's, and among the modes of one type the
 * curriculum prefers the first soroban one, then the first mental one. It travels with the app's
 * first bundle (the route table), so it holds only what routing and the curriculum need.
 */
const table = [
  { key: 'soroban/skill/addition', area: 'soroban', type: 'soroban-skill', problemType: 'skill addition', soroban: 'beside' },
  { key: 'soroban/level/addition', area: 'soroban', type: 'addition-list', problemType: 'addition', soroban: 'full-screen' },
  { key: 'soroban/level/multiplication', area: 'soroban', type: 'multiplication', problemType: 'multiplication', soroban: 'full-screen' },
  { key: 'soroban/level/division', area: 'soroban', type: 'division', problemType: 'division', soroban: 'full-screen' },
  { key: 'mental/anzan/addition', area: 'mental', type: 'addition-list', problemType: 'anzan addition' },
  { key: 'mental/anzan/multiplication', area: 'mental', type: 'multiplication', problemType: 'anzan multiplication' },
  { key: 'mental/anzan/division', area: 'mental', type: 'division', problemType: 'anzan division' },
  { key: 'mental/anzan', area: 'mental', type: 'addition-list', problemType: 'anzan' },
  { key: 'mental/anzan/skill', area: 'mental', type: 'soroban-skill', problemType: 'anzan skill' },
  { key: 'mental/flash', area: 'mental', type: 'flash', problemType: 'flash' },
  { key: 'mental/audible', area: 'mental', type: 'audible', problemType: 'audible' },
  { key: 'facts/addition', area: 'facts', type: 'facts-addition', problemType: 'addition' },
  { key: 'facts/subtraction', area: 'facts', type: 'facts-subtraction', problemType: 'subtraction' },
  { key: 'facts/multiplication', area: 'facts', type: 'facts-multiplication', problemType: 'multiplication' },
  { key: 'facts/division', area: 'facts', type: 'facts-division', problemType: 'division' },
  { key: 'facts/10pairs', area: 'facts', type: 'ten-pairs', problemType: '10pairs' },
  { key: 'facts/5pairs', area: 'facts', type: 'five-pairs', problemType: '5pairs' },
  { key: 'tools/5P100', area: 'tools', type: '5P100', problemType: '5P100' },
  { key: 'tools/10P100', area: 'tools', type: '10P100', problemType: '10P100' },
  { key: 'tools/A100', area: 'tools', type: 'A100', problemType: 'A100' },
  { key: 'tools/S100', area: 'tools', type: 'S100', problemType: 'S100' },
  { key: 'tools/M100', area: 'tools', type: 'M100', problemType: 'M100' },
  { key: 'tools/D100', area: 'tools', type: 'D100', problemType: 'D100' },
] as const satisfies readonly PracticeModeRow[];

export type PracticeModeKey = (typeof table)[number]['key'];
export const PRACTICE_MODE_TABLE: readonly (PracticeModeRow & { readonly key: PracticeModeKey })[] = table;
