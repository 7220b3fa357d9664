// Problems generated per second for every practice type, soroban-skill proofs (a bead-model run of
// every list) included. Each type generates quizzes of its usual size with fresh seeds for about
// half a second after a warm-up, so the JIT has settled; the figure is problems, not quizzes.
import { FAMILIES, GENERATORS, type ParamsByType, type PracticeType, SOROBAN_SKILL_BOUNDS, sorobanSkillMaxCount } from '@soroban/core';

const PARAMS: { readonly [T in PracticeType]: ParamsByType[T] } = {
  'soroban-skill': { family: 'mixed', digits: 2, count: 5, operations: 'add-subtract', problems: 20 },
  'addition-list': { digits: 3, count: 10, allowSubtraction: true, allowNegative: false, problems: 10 },
  multiplication: { digitsA: 4, digitsB: 3, problems: 20 },
  division: { divisorDigits: 3, quotientDigits: 3, problems: 20 },
  flash: { digits: 3, count: 15, seconds: 1.5, rounds: 10 },
  audible: { digits: 2, count: 10, paceMs: 1200, allowSubtraction: true, rounds: 10 },
  'facts-addition': { max: 10, problems: 20 },
  'facts-subtraction': { max: 10, problems: 20 },
  'facts-multiplication': { max: 12, problems: 20 },
  'facts-division': { max: 12, problems: 20 },
  'ten-pairs': { problems: 20 },
  'five-pairs': { problems: 20 },
  '5P100': { timeLimitSeconds: 300 },
  '10P100': { timeLimitSeconds: 300 },
  A100: { timeLimitSeconds: 300 },
  S100: { timeLimitSeconds: 300 },
  M100: { timeLimitSeconds: 300 },
  D100: { timeLimitSeconds: 300 },
};

// Every soroban-skill family and operation mix at a drill size and at the largest size the bounds
// allow, since search and proof effort grow with digits × count.
const SKILL_VARIANTS: ParamsByType['soroban-skill'][] = FAMILIES.flatMap((family) =>
  (['add', 'add-subtract'] as const).flatMap((operations) => {
    const longest = sorobanSkillMaxCount(family, operations);
    return [
      { family, operations, digits: 2, count: Math.min(8, longest), problems: 20 },
      { family, operations, digits: SOROBAN_SKILL_BOUNDS.digits.max, count: longest, problems: 20 },
    ];
  }),
);

const TARGET_PER_SECOND = 100_000;

function measure(label: string, run: (seed: number) => number): { label: string; perSecond: number } {
  let seed = 1;
  for (const end = performance.now() + 150; performance.now() < end;) run(seed++);
  let problems = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < 500) {
    for (let i = 0; i < 20; i++) problems += run(seed++);
    elapsed = performance.now() - start;
  }
  return { label, perSecond: (problems / elapsed) * 1000 };
}

const rows = [
  ...(Object.keys(PARAMS) as PracticeType[]).map((type) =>
    measure(type, (seed) => (GENERATORS[type] as (p: unknown, s: number) => { problems: readonly unknown[] })(PARAMS[type], seed).problems.length),
  ),
  ...SKILL_VARIANTS.map((params) =>
    measure(
      `  soroban-skill ${params.family} ${params.operations} ${params.digits}d×${params.count}`,
      (seed) => GENERATORS['soroban-skill'](params, seed).problems.length,
    ),
  ),
];

const width = Math.max(...rows.map((r) => r.label.length));
console.log(`${'type'.padEnd(width)}  ${'problems/s'.padStart(12)}  target ${TARGET_PER_SECOND.toLocaleString('en')}`);
for (const { label, perSecond } of rows) {
  console.log(`${label.padEnd(width)}  ${Math.round(perSecond).toLocaleString('en').padStart(12)}  ${perSecond >= TARGET_PER_SECOND ? 'ok' : 'BELOW'}`);
}
