/**
 * Every practice mode of SPEC 2.1 with the smallest quiz its start screen allows, for the keyboard
 * and touch specs. `choices` are [select label, option label] pairs chosen before Start.
 */
export interface ModeRun {
  /** Route under /launchpad. */
  path: string;
  /** The start screen's heading. */
  title: string;
  choices: ReadonlyArray<readonly [string, string]>;
  /** Flash and audible rounds are presented before they can be answered. */
  presented?: 'flash' | 'audible';
  /** Instant feedback on (the default) or off; the 100-problem sheets run without it. */
  feedback: boolean;
}

const five = [['Problems', '5']] as const;
const ten = [['Problems', '10']] as const;

export const MODES: readonly ModeRun[] = [
  { path: 'soroban/skill/addition', title: 'Soroban skills: addition', choices: five, feedback: true },
  { path: 'soroban/level/addition', title: 'Soroban levels: addition', choices: five, feedback: true },
  { path: 'soroban/level/multiplication', title: 'Soroban levels: multiplication', choices: five, feedback: true },
  { path: 'soroban/level/division', title: 'Soroban levels: division', choices: five, feedback: false },
  { path: 'mental/anzan', title: 'Anzan', choices: five, feedback: true },
  { path: 'mental/anzan/addition', title: 'Anzan: addition', choices: five, feedback: false },
  { path: 'mental/anzan/multiplication', title: 'Anzan: multiplication', choices: five, feedback: true },
  { path: 'mental/anzan/division', title: 'Anzan: division', choices: five, feedback: true },
  { path: 'mental/flash', title: 'Flash anzan', choices: [['Rounds', '1']], presented: 'flash', feedback: true },
  {
    path: 'mental/audible',
    title: 'Audible anzan',
    choices: [
      ['Numbers', '3'],
      ['Pace', 'Contest (0.5 s, met up to 3 digits)'],
      ['Rounds', '1'],
    ],
    presented: 'audible',
    feedback: true,
  },
  { path: 'facts/addition', title: 'Facts: addition', choices: ten, feedback: true },
  { path: 'facts/subtraction', title: 'Facts: subtraction', choices: ten, feedback: false },
  { path: 'facts/multiplication', title: 'Facts: multiplication', choices: ten, feedback: false },
  { path: 'facts/division', title: 'Facts: division', choices: ten, feedback: true },
  { path: 'facts/10pairs', title: 'Facts: 10 pairs', choices: ten, feedback: false },
  { path: 'facts/5pairs', title: 'Facts: 5 pairs', choices: ten, feedback: true },
  ...(['5P100', '10P100', 'A100', 'S100', 'M100', 'D100'] as const).map((tool) => ({ path: `tools/${tool}`, title: tool, choices: [], feedback: false })),
];

/** Headless Chromium, like many devices, has no speech voices: the audible mode must not need them. */
export const NO_SPEECH = () => {
  Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
};
