import type { PracticeType } from '../problems/index.ts';
import type { ActivityKind } from './model.ts';

export interface PracticeRoute {
  readonly activity: ActivityKind;
  readonly problemType: string;
  readonly pathname: string;
}

const level = (name: string): PracticeRoute => ({ activity: 'soroban', problemType: name, pathname: `/launchpad/soroban/level/${name}/quiz` });
const anzan = (name: string): PracticeRoute => ({ activity: 'mental', problemType: `anzan ${name}`, pathname: `/launchpad/mental/anzan/${name}/quiz` });
const facts = (name: string): PracticeRoute => ({ activity: 'facts', problemType: name, pathname: `/launchpad/facts/${name}/quiz` });
const tool = (name: string): PracticeRoute => ({ activity: 'tools', problemType: name, pathname: `/launchpad/tools/${name}/quiz` });

/**
 * Which SPA quiz routes (SPEC 2.1) run each practice type. Lists, × and ÷ run on the soroban or
 * as anzan (mental); the curriculum picks one, and the checker rejects any other pairing.
 */
export const PRACTICE_ROUTES: { readonly [T in PracticeType]: readonly PracticeRoute[] } = {
  'soroban-skill': [{ activity: 'soroban', problemType: 'skill addition', pathname: '/launchpad/soroban/skill/addition/quiz' }],
  'addition-list': [level('addition'), anzan('addition'), { activity: 'mental', problemType: 'anzan', pathname: '/launchpad/mental/anzan/quiz' }],
  multiplication: [level('multiplication'), anzan('multiplication')],
  division: [level('division'), anzan('division')],
  flash: [{ activity: 'mental', problemType: 'flash', pathname: '/launchpad/mental/flash/quiz' }],
  audible: [{ activity: 'mental', problemType: 'audible', pathname: '/launchpad/mental/audible/quiz' }],
  'facts-addition': [facts('addition')],
  'facts-subtraction': [facts('subtraction')],
  'facts-multiplication': [facts('multiplication')],
  'facts-division': [facts('division')],
  'ten-pairs': [facts('10pairs')],
  'five-pairs': [facts('5pairs')],
  '5P100': [tool('5P100')],
  '10P100': [tool('10P100')],
  A100: [tool('A100')],
  S100: [tool('S100')],
  M100: [tool('M100')],
  D100: [tool('D100')],
};

/** Where a kanji item's Draw button goes (SPEC 2.1, state kanjiId). */
export const KANJI_DRAW_PATHNAME = '/launchpad/rewards/mykanji/mykanjidetail/drawkanji';
