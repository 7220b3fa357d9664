/** The practice areas of SPEC 2.1 and their modes, as the launchpad shows them. */
export interface PracticeMode {
  label: string;
  path: string;
  hint: string;
}

export interface PracticeArea {
  id: 'soroban' | 'mental' | 'facts' | 'tools';
  title: string;
  blurb: string;
  modes: PracticeMode[];
}

export const PRACTICE_AREAS: PracticeArea[] = [
  {
    id: 'soroban',
    title: 'Soroban',
    blurb: 'Work problems on the beads.',
    modes: [
      { label: 'Digital soroban', path: '/launchpad/soroban/digitalsoroban', hint: 'Free play on 9–27 rods' },
      { label: 'Skills: addition', path: '/launchpad/soroban/skill/addition', hint: 'Direct, small and big friends' },
      { label: 'Levels: addition', path: '/launchpad/soroban/level/addition', hint: 'Exam lists by kyu' },
      { label: 'Levels: multiplication', path: '/launchpad/soroban/level/multiplication', hint: 'Exam products by kyu' },
      { label: 'Levels: division', path: '/launchpad/soroban/level/division', hint: 'Exam quotients by kyu' },
    ],
  },
  {
    id: 'mental',
    title: 'Mental',
    blurb: 'Anzan: the soroban in your head.',
    modes: [
      { label: 'Anzan: addition', path: '/launchpad/mental/anzan/addition', hint: 'Lists without beads' },
      { label: 'Anzan: multiplication', path: '/launchpad/mental/anzan/multiplication', hint: 'Products in your head' },
      { label: 'Anzan: division', path: '/launchpad/mental/anzan/division', hint: 'Quotients in your head' },
      { label: 'Flash anzan', path: '/launchpad/mental/flash', hint: 'Numbers flash, you add' },
      { label: 'Audible anzan', path: '/launchpad/mental/audible', hint: 'Numbers read aloud' },
    ],
  },
  {
    id: 'facts',
    title: 'Facts',
    blurb: 'Build fluency fact by fact.',
    modes: [
      { label: 'Addition', path: '/launchpad/facts/addition', hint: 'Sums to 20' },
      { label: 'Subtraction', path: '/launchpad/facts/subtraction', hint: 'Differences' },
      { label: 'Multiplication', path: '/launchpad/facts/multiplication', hint: 'Times tables' },
      { label: 'Division', path: '/launchpad/facts/division', hint: 'Sharing facts' },
      { label: '10 pairs', path: '/launchpad/facts/10pairs', hint: 'Big friends' },
      { label: '5 pairs', path: '/launchpad/facts/5pairs', hint: 'Small friends' },
    ],
  },
  {
    id: 'tools',
    title: 'Tools',
    blurb: '100-problem timed sheets.',
    modes: [
      { label: '5P100', path: '/launchpad/tools/5P100', hint: '100 five-pairs' },
      { label: '10P100', path: '/launchpad/tools/10P100', hint: '100 ten-pairs' },
      { label: 'A100', path: '/launchpad/tools/A100', hint: '100 additions' },
      { label: 'S100', path: '/launchpad/tools/S100', hint: '100 subtractions' },
      { label: 'M100', path: '/launchpad/tools/M100', hint: '100 multiplications' },
      { label: 'D100', path: '/launchpad/tools/D100', hint: '100 divisions' },
    ],
  },
];
