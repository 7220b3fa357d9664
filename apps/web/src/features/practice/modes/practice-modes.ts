import type { QuizSpec } from '@soroban/contracts';
import {
  ANZAN_LEVELS,
  AUDIBLE_PACES,
  audiblePaceLabel,
  FAMILIES,
  FLASH_PRESETS,
  FLASH_ROUNDS_PER_TEST,
  DEFAULT_FLUENCY_THRESHOLD_MS,
  FLUENCY_THRESHOLDS_MS,
  type GradeLevel,
  KYU_LEVELS,
  plural,
  PRACTICE_MODE_TABLE,
  type PracticeModeKey,
  levelQuizSpec,
} from '@soroban/core';

export interface Choice {
  id: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  initial: string;
}

export type Presentation = 'vertical' | 'horizontal' | 'flash' | 'audible';

/** One practice mode: the choices its start screen offers and the quiz they make. */
export interface PracticeModeConfig {
  title: string;
  intro: string;
  presentation: Presentation;
  choices: Choice[];
  toSpec: (chosen: Record<string, string>) => QuizSpec;
}

const options = (values: ReadonlyArray<string | number>, label = (v: string) => v) => values.map((v) => ({ value: String(v), label: label(String(v)) }));
const num = (chosen: Record<string, string>, id: string) => Number(chosen[id]);
const problemsChoice = (initial = '10', values = [5, 10, 20, 30]): Choice => ({ id: 'problems', label: 'Problems', options: options(values), initial });

/** The soroban exam's grades, or the anzan exam's: each screen follows its own exam's ladder. */
type Ladder = readonly GradeLevel[];

const levelLabel = (level: GradeLevel) => (level.kyu === null ? `Beginner ${level.id.split('-')[1]}` : `${level.kyu} kyu`);
const levelChoice = (ladder: Ladder, filter: (level: GradeLevel) => boolean, initial: string): Choice => ({
  id: 'level',
  label: 'Level',
  options: ladder.filter(filter).map((level) => ({ value: level.id, label: levelLabel(level) })),
  initial,
});
const level = (ladder: Ladder, chosen: Record<string, string>) => ladder.find((l) => l.id === chosen.level) ?? ladder[0]!;

const FAMILY_LABELS: Record<string, string> = {
  direct: 'Direct moves',
  'five-complement': 'Small friends (5)',
  'ten-complement': 'Big friends (10)',
  mixed: 'Mixed',
};

const thresholdChoice: Choice = {
  id: 'threshold',
  label: 'Fluent within',
  options: FLUENCY_THRESHOLDS_MS.map((ms) => ({ value: String(ms), label: `${ms / 1000} s` })),
  initial: String(DEFAULT_FLUENCY_THRESHOLD_MS),
};

// Fact sets by their result, as teachers name them: + and − by the largest sum, × and ÷ by the largest factor.
const FACT_SETS = {
  sums: { label: 'Sums within', options: options([5, 10, 20]), initial: '10' },
  tables: { label: 'Tables up to', options: options([5, 9, 10, 12]), initial: '10' },
} as const;

const factsMode = (
  title: string,
  type: 'facts-addition' | 'facts-subtraction' | 'facts-multiplication' | 'facts-division',
  set: keyof typeof FACT_SETS,
): PracticeModeConfig => ({
  title,
  intro:
    'Answer each fact as fast as you can without counting. Every answer is timed; a fact is mastered when it comes right within the threshold in 2 of its last 3 tries.',
  presentation: 'horizontal',
  choices: [{ id: 'max', ...FACT_SETS[set] }, problemsChoice('20', [10, 20, 30, 50]), thresholdChoice],
  toSpec: (c) => ({ type, params: { max: num(c, 'max'), problems: num(c, 'problems'), thresholdMs: num(c, 'threshold') } }),
});

const pairsMode = (title: string, type: 'ten-pairs' | 'five-pairs', intro: string): PracticeModeConfig => ({
  title,
  intro,
  presentation: 'horizontal',
  choices: [problemsChoice('20', [10, 20, 30]), thresholdChoice],
  toSpec: (c) => ({ type, params: { problems: num(c, 'problems'), thresholdMs: num(c, 'threshold') } }),
});

const toolMode = (type: '5P100' | '10P100' | 'A100' | 'S100' | 'M100' | 'D100', what: string): PracticeModeConfig => ({
  title: `${type}: 100 ${what}`,
  intro: `A timed sheet of 100 ${what}. Answers after the time limit do not count.`,
  presentation: 'horizontal',
  choices: [{ id: 'limit', label: 'Time limit', options: [60, 120, 180, 300, 600].map((s) => ({ value: String(s), label: `${s / 60} min` })), initial: '300' }],
  toSpec: (c) => ({ type, params: { timeLimitSeconds: num(c, 'limit') } }),
});

const listMode = (title: string, intro: string, ladder: Ladder): PracticeModeConfig => ({
  title,
  intro,
  presentation: 'vertical',
  choices: [levelChoice(ladder, () => true, ladder === ANZAN_LEVELS ? 'beginner-1' : '10-kyu'), problemsChoice()],
  toSpec: (c) => levelQuizSpec(level(ladder, c), num(c, 'problems')),
});

/** Lists that need exactly the rule chosen, on the soroban or in the head. */
const skillMode = (title: string, intro: string): PracticeModeConfig => ({
  title,
  intro,
  presentation: 'vertical',
  choices: [
    { id: 'family', label: 'Rule', options: FAMILIES.map((f) => ({ value: f, label: FAMILY_LABELS[f] ?? f })), initial: 'direct' },
    {
      id: 'operations',
      label: 'Operations',
      options: [
        { value: 'add', label: 'Add' },
        { value: 'add-subtract', label: 'Add and subtract' },
      ],
      initial: 'add',
    },
    { id: 'digits', label: 'Digits', options: options([1, 2, 3]), initial: '1' },
    problemsChoice(),
  ],
  toSpec: (c) => ({
    type: 'soroban-skill',
    params: {
      family: c.family as (typeof FAMILIES)[number],
      operations: c.operations as 'add' | 'add-subtract',
      digits: num(c, 'digits'),
      count: c.family === 'direct' && c.operations === 'add' ? 3 : 5,
      problems: num(c, 'problems'),
    },
  }),
});

const productMode = (title: string, kind: 'multiplication' | 'division', ladder: Ladder): PracticeModeConfig => ({
  title,
  intro:
    kind === 'multiplication'
      ? 'Products at the digits of each exam grade; from 3 kyu half are yen and decimal items (round yen to whole yen, decimals to 3 places).'
      : 'Quotients at the digits of each exam grade; from 3 kyu half are yen and decimal items (round yen to whole yen, decimals to 3 places).',
  presentation: 'horizontal',
  choices: [levelChoice(ladder, (l) => l[kind] !== null, ladder.find((l) => l[kind] !== null)!.id), problemsChoice()],
  toSpec: (c) => {
    const chosen = level(ladder, c);
    const first = ladder.find((l) => l[kind] !== null)!;
    if (kind === 'multiplication')
      return { type: 'multiplication', params: { ...(chosen.multiplication ?? first.multiplication!), problems: num(c, 'problems') } };
    return { type: 'division', params: { ...(chosen.division ?? first.division!), problems: num(c, 'problems') } };
  },
});

/** The start screen of every mode of the practice-mode table (packages/core), keyed by its path under /launchpad. */
export const PRACTICE_MODES: Record<PracticeModeKey, PracticeModeConfig> = {
  'soroban/skill/addition': skillMode(
    'Soroban skills: addition',
    'Lists that need exactly the rule you choose, proven bead by bead. Work them on your soroban or the digital one.',
  ),
  'soroban/level/addition': listMode(
    'Soroban levels: addition',
    'Exam lists for each grade, from 10 kyu to 1 kyu; from 6 kyu numbers of mixed length, aligned on the unit dot.',
    KYU_LEVELS,
  ),
  'soroban/level/multiplication': productMode('Soroban levels: multiplication', 'multiplication', KYU_LEVELS),
  'soroban/level/division': productMode('Soroban levels: division', 'division', KYU_LEVELS),
  'mental/anzan': listMode('Anzan', 'Add the list in your head: picture the beads. Levels follow the anzan exam.', ANZAN_LEVELS),
  'mental/anzan/addition': listMode('Anzan: addition', 'Add the list in your head: picture the beads. Levels follow the anzan exam.', ANZAN_LEVELS),
  'mental/anzan/skill': skillMode('Anzan: rules', 'Lists in your head that need exactly the rule you choose: move the beads of the soroban in your mind.'),
  'mental/anzan/multiplication': productMode('Anzan: multiplication', 'multiplication', ANZAN_LEVELS),
  'mental/anzan/division': productMode('Anzan: division', 'division', ANZAN_LEVELS),
  'mental/flash': {
    title: 'Flash anzan',
    intro: 'Numbers flash one at a time in the same place. Add them in your head and type the total.',
    presentation: 'flash',
    choices: [
      {
        id: 'preset',
        label: 'Level',
        options: FLASH_PRESETS.map((p) => ({
          value: p.id,
          label: `${p.label} (${plural(p.params.digits, 'digit')} × ${p.params.count} in ${p.params.seconds.toFixed(2)} s)`,
        })),
        initial: FLASH_PRESETS[0]!.id,
      },
      { id: 'rounds', label: 'Rounds', options: options([1, 3, 5, FLASH_ROUNDS_PER_TEST]), initial: String(FLASH_ROUNDS_PER_TEST) },
    ],
    toSpec: (c) => {
      const preset = FLASH_PRESETS.find((p) => p.id === c.preset) ?? FLASH_PRESETS[0]!;
      return { type: 'flash', params: { ...preset.params, rounds: num(c, 'rounds') } };
    },
  },
  'mental/audible': {
    title: 'Audible anzan',
    intro: 'Listen to the numbers and add them in your head. The traditional reading begins "negai mashite wa" and ends "en de wa".',
    presentation: 'audible',
    choices: [
      { id: 'digits', label: 'Digits', options: options([1, 2, 3, 4]), initial: '1' },
      { id: 'count', label: 'Numbers', options: options([3, 5, 7, 10]), initial: '5' },
      {
        id: 'pace',
        label: 'Pace',
        options: AUDIBLE_PACES.map((p) => ({ value: String(p.paceMs), label: audiblePaceLabel(p) })),
        initial: '1800',
      },
      {
        id: 'style',
        label: 'Reading',
        options: [
          { value: 'plain', label: 'Plain (English)' },
          { value: 'traditional', label: 'Traditional (Japanese)' },
        ],
        initial: 'plain',
      },
      {
        id: 'subtract',
        label: 'Subtraction',
        options: [
          { value: 'no', label: 'Add only' },
          { value: 'yes', label: 'Add and subtract' },
        ],
        initial: 'no',
      },
      { id: 'rounds', label: 'Rounds', options: options([1, 3, 5, 10]), initial: '5' },
    ],
    toSpec: (c) => ({
      type: 'audible',
      params: { digits: num(c, 'digits'), count: num(c, 'count'), paceMs: num(c, 'pace'), allowSubtraction: c.subtract === 'yes', rounds: num(c, 'rounds') },
    }),
  },
  'facts/addition': factsMode('Facts: addition', 'facts-addition', 'sums'),
  'facts/subtraction': factsMode('Facts: subtraction', 'facts-subtraction', 'sums'),
  'facts/multiplication': factsMode('Facts: multiplication', 'facts-multiplication', 'tables'),
  'facts/division': factsMode('Facts: division', 'facts-division', 'tables'),
  'facts/10pairs': pairsMode('Facts: 10 pairs', 'ten-pairs', 'What makes 10? The big friends every 10-complement move needs.'),
  'facts/5pairs': pairsMode('Facts: 5 pairs', 'five-pairs', 'What makes 5? The small friends every 5-complement move needs.'),
  'tools/5P100': toolMode('5P100', 'five-pairs'),
  'tools/10P100': toolMode('10P100', 'ten-pairs'),
  'tools/A100': toolMode('A100', 'additions'),
  'tools/S100': toolMode('S100', 'subtractions'),
  'tools/M100': toolMode('M100', 'multiplications'),
  'tools/D100': toolMode('D100', 'divisions'),
};

/** The mode of a route path like /launchpad/facts/addition/quiz: its table row, its start screen and its base path. */
export function modeOfPath(pathname: string) {
  const key = pathname.replace(/^\/launchpad\//, '').replace(/\/(quiz|digitalsoroban)$/, '');
  const row = PRACTICE_MODE_TABLE.find((mode) => mode.key === key);
  return row ? { key: row.key, row, mode: PRACTICE_MODES[row.key], base: `/launchpad/${row.key}` } : undefined;
}

export const initialChoices = (mode: PracticeModeConfig) => Object.fromEntries(mode.choices.map((choice) => [choice.id, choice.initial]));

/** How a quiz type is shown when it is started without a mode screen (guided program, jump quizzes). */
export function presentationOf(type: string): Presentation {
  if (type === 'flash' || type === 'audible') return type;
  return type === 'addition-list' || type === 'soroban-skill' ? 'vertical' : 'horizontal';
}
