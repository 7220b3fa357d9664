import type { ModeGlyph } from '@/components/icons/mode-icon';
import { PRACTICE_AREAS, PRACTICE_MODE_TABLE, type PracticeArea, type PracticeModeKey } from '@soroban/core';

/** A tile of the launchpad: a practice mode's start screen, or the free digital soroban. */
export interface PracticeTile {
  label: string;
  path: string;
  hint: string;
  /** The tile's icon: the sign in its middle, ringed for a graded "Levels" mode. */
  icon: { glyph: ModeGlyph; ring?: boolean };
}

const HEADINGS: Record<PracticeArea, { title: string; blurb: string }> = {
  soroban: { title: 'Soroban', blurb: 'Work problems on the beads.' },
  mental: { title: 'Mental', blurb: 'Anzan: the soroban in your head.' },
  facts: { title: 'Facts', blurb: 'Build fluency fact by fact.' },
  tools: { title: 'Tools', blurb: '100-problem timed sheets.' },
};

/** Each mode's tile; null for a mode the guided program opens but the launchpad does not show. */
const TILES: Record<PracticeModeKey, Omit<PracticeTile, 'path'> | null> = {
  'soroban/skill/addition': { label: 'Skills: addition', hint: 'Direct, small and big friends', icon: { glyph: 'plus' } },
  'soroban/level/addition': { label: 'Levels: addition', hint: 'Exam lists by kyu', icon: { glyph: 'plus', ring: true } },
  'soroban/level/multiplication': { label: 'Levels: multiplication', hint: 'Exam products by kyu', icon: { glyph: 'times', ring: true } },
  'soroban/level/division': { label: 'Levels: division', hint: 'Exam quotients by kyu', icon: { glyph: 'divide', ring: true } },
  'mental/anzan/addition': { label: 'Anzan: addition', hint: 'Lists without beads', icon: { glyph: 'plus' } },
  'mental/anzan/multiplication': { label: 'Anzan: multiplication', hint: 'Products in your head', icon: { glyph: 'times' } },
  'mental/anzan/division': { label: 'Anzan: division', hint: 'Quotients in your head', icon: { glyph: 'divide' } },
  'mental/anzan': null,
  'mental/anzan/skill': null,
  'mental/flash': { label: 'Flash anzan', hint: 'Numbers flash, you add', icon: { glyph: 'flash' } },
  'mental/audible': { label: 'Audible anzan', hint: 'Numbers read aloud', icon: { glyph: 'audible' } },
  'facts/addition': { label: 'Addition', hint: 'Sums to 20', icon: { glyph: 'plus' } },
  'facts/subtraction': { label: 'Subtraction', hint: 'Differences', icon: { glyph: 'minus' } },
  'facts/multiplication': { label: 'Multiplication', hint: 'Times tables', icon: { glyph: 'times' } },
  'facts/division': { label: 'Division', hint: 'Sharing facts', icon: { glyph: 'divide' } },
  'facts/10pairs': { label: '10 pairs', hint: 'Big friends', icon: { glyph: 'ten' } },
  'facts/5pairs': { label: '5 pairs', hint: 'Small friends', icon: { glyph: 'five' } },
  'tools/5P100': { label: '5P100', hint: '100 five-pairs', icon: { glyph: 'five' } },
  'tools/10P100': { label: '10P100', hint: '100 ten-pairs', icon: { glyph: 'ten' } },
  'tools/A100': { label: 'A100', hint: '100 additions', icon: { glyph: 'plus' } },
  'tools/S100': { label: 'S100', hint: '100 subtractions', icon: { glyph: 'minus' } },
  'tools/M100': { label: 'M100', hint: '100 multiplications', icon: { glyph: 'times' } },
  'tools/D100': { label: 'D100', hint: '100 divisions', icon: { glyph: 'divide' } },
};

/** Free play comes before the soroban's modes: it is not a quiz, so the mode table does not hold it. */
const FREE_PLAY: PracticeTile = {
  label: 'Digital soroban',
  path: '/launchpad/soroban/digitalsoroban',
  hint: 'Free play on 9–27 rods',
  icon: { glyph: 'abacus' },
};

/** The practice areas of SPEC 2.1 with their tiles, in the order of the practice-mode table (packages/core). */
export const LAUNCHPAD_AREAS = PRACTICE_AREAS.map((id) => ({
  id,
  ...HEADINGS[id],
  tiles: [
    ...(id === 'soroban' ? [FREE_PLAY] : []),
    ...PRACTICE_MODE_TABLE.flatMap(({ key, area }) => {
      const tile = TILES[key];
      return area === id && tile ? [{ ...tile, path: `/launchpad/${key}` }] : [];
    }),
  ],
}));
