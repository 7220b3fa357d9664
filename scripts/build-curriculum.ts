/**
 * Writes content/curriculum/lpath-1442.json, the guided program "Soroban & Mental Math", from the
 * unit plan below and the kyu ladder of packages/core (KYU_LEVELS, FLASH_PRESETS, AUDIBLE_PACES),
 * so the levels match the real exams. Run: node --import tsx scripts/build-curriculum.ts
 * The JSON is the content (operators may edit or replace it); this script is how it was made.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { learningPathSchema } from '@soroban/contracts';
import {
  AUDIBLE_PACES,
  type CurriculumActivity,
  type CurriculumUnit,
  FLASH_PRESETS,
  type Family,
  type GradeLevel,
  KANJI_DRAW_PATHNAME,
  type LearningPath,
  type LessonId,
  LEARNING_PATH_ID_DEFAULT,
  GUIDED_EXAM_PATHNAME,
  examFormat,
  PRACTICE_ROUTES,
  type PracticeSpec,
  anzanLevel,
  kyuLevel,
  lessonPathname,
} from '@soroban/core';

type Item = Omit<CurriculumActivity, 'id' | 'activity_group'> & { slug: string };

const route = (practice: PracticeSpec, mental = false) => {
  const routes = PRACTICE_ROUTES[practice.type];
  const chosen = (mental ? routes.find((r) => r.activity === 'mental') : routes[0]) ?? routes[0];
  if (!chosen) throw new Error(`no route for ${practice.type}`);
  return chosen;
};

const quiz = (slug: string, name: string, practice: PracticeSpec, steps: number, mental = false): Item => {
  const r = route(practice, mental);
  return { slug, name, activity: r.activity, problemType: r.problemType, pathname: r.pathname, steps, practice };
};

const lesson = (id: LessonId, name: string): Item => ({
  slug: 'lesson',
  name,
  activity: 'video',
  problemType: 'lesson',
  pathname: lessonPathname(id),
  steps: 1,
  video: { lessonId: id },
});

const kanji = (char: string, meaning: string): Item => ({
  slug: 'kanji',
  name: `Kanji ${char} (${meaning})`,
  activity: 'kanji',
  problemType: 'kanji',
  pathname: KANJI_DRAW_PATHNAME,
  steps: 1,
  kanji: { kanjiId: char.codePointAt(0) as number, meaning },
});

const familyName: Record<Family, string> = {
  direct: 'Direct moves',
  'five-complement': 'Small friends',
  'ten-complement': 'Big friends',
  mixed: 'Mixed friends',
};

const skill = (family: Family, operations: 'add' | 'add-subtract', digits: number, count: number, steps = 2, problems = 10): Item =>
  quiz(
    'skill',
    `${familyName[family]}: ${operations === 'add' ? 'add' : 'add and subtract'} ${count} × ${digits}-digit`,
    { type: 'soroban-skill', params: { family, operations, digits, count, problems } },
    steps,
  );

/** Mental lists of a unit that teaches rule families: rule-proven, so they need only what was taught. */
const anzanSkill = (family: Family, operations: 'add' | 'add-subtract', count: number, steps = 2, problems = 10): Item =>
  quiz(
    'anzan',
    `Anzan: ${count} × 1-digit, ${familyName[family].toLowerCase()}${operations === 'add' ? '' : ' with subtraction'}`,
    { type: 'soroban-skill', params: { family, operations, digits: 1, count, problems } },
    steps,
    true,
  );

const list = (digits: number, count: number, subtract: boolean, steps = 2, problems = 10, negative = false): Item =>
  quiz(
    'list',
    `Lists: ${count} numbers of ${digits} digit${digits > 1 ? 's' : ''}${negative ? ', answers below zero' : subtract ? ', with subtraction' : ''}`,
    { type: 'addition-list', params: { digits, count, allowSubtraction: subtract, allowNegative: negative, problems } },
    steps,
  );

const anzan = (digits: number, count: number, subtract: boolean, steps = 2, problems = 10): Item =>
  quiz(
    'anzan',
    `Anzan: ${count} × ${digits}-digit${subtract ? ' with subtraction' : ''}`,
    { type: 'addition-list', params: { digits, count, allowSubtraction: subtract, allowNegative: false, problems } },
    steps,
    true,
  );

const times = (digitsA: number, digitsB: number, steps = 2, problems = 10, mental = false): Item =>
  quiz(
    mental ? 'anzan-times' : 'times',
    `${mental ? 'Anzan m' : 'M'}ultiplication ${digitsA} × ${digitsB} digits`,
    { type: 'multiplication', params: { digitsA, digitsB, problems } },
    steps,
    mental,
  );

const divide = (divisorDigits: number, quotientDigits: number, steps = 2, problems = 10, mental = false): Item =>
  quiz(
    mental ? 'anzan-divide' : 'divide',
    `${mental ? 'Anzan d' : 'D'}ivision: ${divisorDigits}-digit divisor, ${quotientDigits}-digit answer`,
    { type: 'division', params: { divisorDigits, quotientDigits, problems } },
    steps,
    mental,
  );

const flash = (presetId: string, rounds = 10, steps = 2): Item => {
  const preset = FLASH_PRESETS.find((p) => p.id === presetId);
  if (!preset) throw new Error(`no flash preset ${presetId}`);
  return quiz(
    'flash',
    `Flash anzan: ${preset.label} (${preset.params.count} numbers in ${preset.params.seconds} s)`,
    { type: 'flash', params: { ...preset.params, rounds } },
    steps,
  );
};

const audible = (digits: number, count: number, pace: (typeof AUDIBLE_PACES)[number]['id'], subtract: boolean, steps = 2, rounds = 5): Item => {
  const paceMs = AUDIBLE_PACES.find((p) => p.id === pace)?.paceMs ?? 1800;
  return quiz(
    'audible',
    `Audible anzan: ${count} × ${digits}-digit, ${pace} reading`,
    { type: 'audible', params: { digits, count, paceMs, allowSubtraction: subtract, rounds } },
    steps,
  );
};

const facts = (type: 'facts-addition' | 'facts-subtraction' | 'facts-multiplication' | 'facts-division', max: number, steps = 1, problems = 20): Item =>
  quiz('facts', `Facts: ${type.slice(6)} up to ${max}`, { type, params: { max, problems } }, steps);

const pairs = (type: 'ten-pairs' | 'five-pairs', steps = 1, problems = 20): Item =>
  quiz(type, type === 'ten-pairs' ? 'Pairs that make 10' : 'Pairs that make 5', { type, params: { problems } }, steps);

const tool = (type: '5P100' | '10P100' | 'A100' | 'S100' | 'M100' | 'D100', name: string, timeLimitSeconds = 300): Item =>
  quiz(`tool-${type.toLowerCase()}`, name, { type, params: { timeLimitSeconds } }, 1);

/** A grade's exam lists (from 6 kyu "10口 N字": numbers of mixed length), with or without subtraction. */
const gradeList = (level: GradeLevel, subtract: boolean, steps = 2, problems = 10, negative = false): Item =>
  quiz(
    'list',
    `Lists: ${level.lists.count} numbers of ${level.lists.totalDigits === undefined ? `${level.lists.digits} digits` : `${level.lists.totalDigits} digits in all`}${negative ? ', answers below zero' : subtract ? ', with subtraction' : ''}`,
    { type: 'addition-list', params: { ...level.lists, allowSubtraction: subtract, allowNegative: negative, problems } },
    steps,
  );

/** A grade's mental lists as the anzan exam sets them (addition only but at 1 kyu and the beginner steps that subtract). */
const gradeAnzan = (kyuId: string, steps = 2, problems = 10): Item => {
  const level = anzanLevel(kyuId);
  if (!level) throw new Error(`no anzan level ${kyuId}`);
  const { digits, count, totalDigits, allowSubtraction } = level.lists;
  return quiz(
    'anzan',
    `Anzan: ${count} × ${totalDigits === undefined ? `${digits}-digit` : `1–${digits}-digit (${totalDigits} digits in all)`}${allowSubtraction ? ' with subtraction' : ''}`,
    { type: 'addition-list', params: { ...level.lists, problems } },
    steps,
    true,
  );
};

/** A grade's × or ÷ (from 3 kyu half yen and decimal items). */
const yenAndDecimals = (params: { yenAndDecimals?: boolean }) => (params.yenAndDecimals ? ', half yen and decimals' : '');
const gradeTimes = (level: GradeLevel, steps = 2, problems = 10): Item =>
  quiz(
    'times',
    `Multiplication ${m(level).digitsA} × ${m(level).digitsB} digits${yenAndDecimals(m(level))}`,
    { type: 'multiplication', params: { ...m(level), problems } },
    steps,
  );
const gradeDivide = (level: GradeLevel, steps = 2, problems = 10): Item =>
  quiz(
    'divide',
    `Division: ${d(level).divisorDigits}-digit divisor, ${d(level).quotientDigits}-digit answer${yenAndDecimals(d(level))}`,
    { type: 'division', params: { ...d(level), problems } },
    steps,
  );

/**
 * A grade's mock exam: the body's real paper (core's exam generator and scoring), timed on the
 * server's clock; passing it completes the activity.
 */
function mockExam(kyuId: string): Item[] {
  if (!examFormat('soroban', kyuId)) throw new Error(`no soroban mock exam for ${kyuId}`);
  return [
    {
      slug: 'exam',
      activity: 'soroban',
      name: `${kyuId} mock exam`,
      problemType: 'exam',
      pathname: GUIDED_EXAM_PATHNAME,
      steps: 1,
      exam: { body: 'soroban', grade: kyuId },
    },
  ];
}

interface UnitPlan {
  moduleName: string;
  description: string;
  /** Each inner list is one activity group (1–3 activities), in order. */
  groups: Item[][];
}

const kyu = (id: string) => {
  const level = kyuLevel(id);
  if (!level) throw new Error(`no level ${id}`);
  return level;
};
const k10 = kyu('10-kyu');
const k9 = kyu('9-kyu');
const k8 = kyu('8-kyu');
const k7 = kyu('7-kyu');
const k6 = kyu('6-kyu');
const k5 = kyu('5-kyu');
const k4 = kyu('4-kyu');
const k3 = kyu('3-kyu');
const k2 = kyu('2-kyu');
const k1 = kyu('1-kyu');
const m = (level: GradeLevel) => level.multiplication ?? { digitsA: 1, digitsB: 1, problems: 10 };
const d = (level: GradeLevel) => level.division ?? { divisorDigits: 1, quotientDigits: 1, problems: 10 };

const plan: UnitPlan[] = [
  {
    moduleName: 'First bead moves',
    description: 'Meet the soroban and add by pushing free beads: earth beads up, the heaven bead down.',
    groups: [
      [lesson('soroban-parts', 'Meet the soroban')],
      [lesson('direct-add', 'Adding with direct moves'), kanji('一', 'one')],
      [skill('direct', 'add', 1, 2)],
      [skill('direct', 'add', 1, 3), facts('facts-addition', 4)],
      [skill('direct', 'add', 2, 3)],
    ],
  },
  {
    moduleName: 'Taking beads away',
    description: 'Direct subtraction: take away beads that are already on the beam.',
    groups: [
      [lesson('direct-subtract', 'Subtracting with direct moves')],
      [kanji('二', 'two')],
      [skill('direct', 'add-subtract', 1, 3), facts('facts-subtraction', 4)],
      [skill('direct', 'add-subtract', 1, 5)],
      [skill('direct', 'add-subtract', 2, 4, 3)],
    ],
  },
  {
    moduleName: 'Small friends: adding',
    description: 'When the earth beads run short, add 5 and take away its small friend (4 + 2 = 4 + 5 − 3).',
    groups: [
      [lesson('five-complement-add', 'Small friends: adding')],
      [pairs('five-pairs', 2), kanji('三', 'three')],
      [skill('five-complement', 'add', 1, 3)],
      // One digit leaves room for one small friend per list; two digits give every list two or more.
      [skill('five-complement', 'add', 2, 3, 3)],
      [skill('five-complement', 'add', 2, 4), tool('5P100', 'Hundred squares: pairs of 5')],
    ],
  },
  {
    moduleName: 'Small friends: subtracting',
    description: 'Take away 5 and give back its small friend (7 − 3 = 7 − 5 + 2).',
    groups: [
      [lesson('five-complement-subtract', 'Small friends: subtracting')],
      [kanji('四', 'four'), pairs('five-pairs')],
      [skill('five-complement', 'add-subtract', 1, 4)],
      [skill('five-complement', 'add-subtract', 1, 6, 3)],
      [skill('five-complement', 'add-subtract', 2, 5), facts('facts-subtraction', 9)],
    ],
  },
  {
    moduleName: 'Small friends and first anzan',
    description: 'Mix small-friend moves freely, then move the beads in your mind: the first mental sums.',
    groups: [
      [lesson('anzan-intro', 'Anzan: the soroban in your mind')],
      [kanji('五', 'five')],
      [skill('five-complement', 'add-subtract', 1, 8)],
      [anzanSkill('five-complement', 'add', 3), anzanSkill('five-complement', 'add-subtract', 3)],
      [skill('five-complement', 'add-subtract', 2, 6, 3)],
    ],
  },
  {
    moduleName: 'Big friends: adding',
    description: 'Carry to the next rod: take away the big friend here and add 1 on the left (7 + 8 = 7 − 2, carry 1).',
    groups: [
      [lesson('ten-complement-add', 'Big friends: adding')],
      [pairs('ten-pairs', 2), kanji('六', 'six')],
      [skill('ten-complement', 'add', 1, 3)],
      [skill('ten-complement', 'add', 1, 5, 3)],
      [skill('ten-complement', 'add', 2, 4), tool('10P100', 'Hundred squares: pairs of 10')],
    ],
  },
  {
    moduleName: 'Big friends: subtracting',
    description: 'Borrow from the next rod: take away 1 on the left and add the big friend here.',
    groups: [
      [lesson('ten-complement-subtract', 'Big friends: subtracting')],
      [kanji('七', 'seven'), pairs('ten-pairs')],
      [skill('ten-complement', 'add-subtract', 1, 4)],
      [skill('ten-complement', 'add-subtract', 1, 6, 3)],
      [skill('ten-complement', 'add-subtract', 2, 5), anzanSkill('ten-complement', 'add-subtract', 3)],
    ],
  },
  {
    moduleName: 'Mixed friends: adding',
    description: 'A carry whose own step needs a small friend (6 + 7: −3 is −5 + 2, carry 1).',
    groups: [
      [lesson('mixed-add', 'Mixed friends: adding')],
      [kanji('八', 'eight'), facts('facts-addition', 10)],
      [skill('mixed', 'add', 1, 4)],
      [skill('mixed', 'add', 1, 6, 3)],
      [skill('mixed', 'add', 2, 4), tool('A100', 'Hundred squares: addition')],
    ],
  },
  {
    moduleName: 'Mixed friends: subtracting',
    description: 'Borrow, then a small-friend move on the same rod: every rule of the soroban together.',
    groups: [
      [lesson('mixed-subtract', 'Mixed friends: subtracting')],
      [kanji('九', 'nine'), facts('facts-subtraction', 10)],
      [skill('mixed', 'add-subtract', 1, 5)],
      [skill('mixed', 'add-subtract', 1, 8, 3)],
      [skill('mixed', 'add-subtract', 2, 5), anzanSkill('mixed', 'add-subtract', 3)],
      [tool('S100', 'Hundred squares: subtraction')],
    ],
  },
  {
    moduleName: 'Flash anzan: first steps',
    description: 'Numbers flash one at a time; keep the picture of the soroban running and sum them.',
    groups: [
      [lesson('flash-anzan-intro', 'Flash anzan')],
      [kanji('十', 'ten')],
      [flash('10-kyu', 5), flash('9-kyu', 5)],
      [anzan(1, 4, true)],
      [skill('mixed', 'add-subtract', 2, 6, 3)],
    ],
  },
  {
    moduleName: '10 kyu: two-digit lists',
    description: `Lists of ${k10.lists.count} two-digit numbers, tens rod then ones rod; the 10 kyu exam's lists.`,
    groups: [
      [lesson('two-digit-lists', 'Two-digit numbers')],
      [list(2, 3, false), facts('facts-addition', 20)],
      [gradeList(k10, false, 3)],
      [gradeAnzan('10-kyu')],
      [flash('9-kyu', 10)],
    ],
  },
  {
    moduleName: '10 kyu: multiplying by one digit',
    description: `Times tables on the soroban: ${m(k10).digitsA}-digit × ${m(k10).digitsB}-digit, one partial product per rod.`,
    groups: [
      [lesson('multiplication-one-digit', 'Multiplication by one digit')],
      [facts('facts-multiplication', 9, 2), tool('M100', 'Hundred squares: multiplication')],
      [times(1, 1), gradeTimes(k10)],
      [gradeTimes(k10, 2, 20)],
      [times(1, 1, 2, 10, true), gradeList(k10, false)],
    ],
  },
  {
    moduleName: '9 kyu: lists with subtraction',
    description: 'Two-digit lists that mix in subtraction, and the first lists read aloud.',
    groups: [
      [lesson('audible-anzan-intro', 'Audible anzan')],
      [gradeList(k9, true)],
      [gradeList(k9, true, 3), gradeTimes(k9, 2, 20)],
      [gradeAnzan('9-kyu')],
      [audible(1, 3, 'slow', false), flash('9-kyu', 10)],
    ],
  },
  {
    moduleName: '8 kyu: longer lists',
    description: `Lists of ${k8.lists.count} two-digit numbers and ${m(k8).digitsA}-digit × ${m(k8).digitsB}-digit multiplication.`,
    groups: [
      [lesson('two-digit-lists', 'Keeping your place in longer lists')],
      [gradeList(k8, false), gradeList(k8, true)],
      [gradeTimes(k8, 2)],
      [gradeTimes(k8, 2, 20)],
      [gradeAnzan('8-kyu'), audible(1, 4, 'slow', true)],
    ],
  },
  {
    moduleName: '8 kyu: dividing by one digit',
    description: 'Estimate the quotient digit, multiply, subtract: division on the soroban.',
    groups: [
      [lesson('division-one-digit', 'Division by one digit')],
      [facts('facts-division', 9, 2), tool('D100', 'Hundred squares: division')],
      [gradeDivide(k8)],
      [gradeDivide(k8, 2, 20)],
      [divide(1, 1, 2, 10, true), anzan(1, 5, true)],
    ],
  },
  {
    moduleName: '7 kyu: multiplying by two digits',
    description: `Partial products of a ${m(k7).digitsA}-digit × ${m(k7).digitsB}-digit product and where each one goes; lists of ${k7.lists.count}.`,
    groups: [
      [lesson('multiplication-two-digit', 'Multiplication by two digits')],
      [gradeTimes(k7)],
      [gradeTimes(k7, 2, 20), gradeDivide(k7, 2, 20)],
      [gradeList(k7, true)],
      [times(2, 1, 2, 10, true)],
    ],
  },
  {
    moduleName: '7 kyu: mental review and exam',
    description: 'Mental lists, flash and audible at the 7 kyu level, then a 7 kyu mock exam.',
    groups: [
      [lesson('exam-practice', 'Exam practice')],
      [gradeAnzan('7-kyu'), flash('7-kyu', 10)],
      [audible(1, 5, 'standard', true), divide(1, 2, 2, 10, true)],
      mockExam('7-kyu'),
    ],
  },
  {
    moduleName: '6 kyu: three-digit lists',
    description: 'Set the unit dot and add from the highest rod down: lists of ten 3-digit numbers.',
    groups: [
      [lesson('multi-digit-lists', 'Long numbers')],
      [gradeList(k6, false)],
      [gradeList(k6, true, 3)],
      [gradeAnzan('6-kyu'), flash('6-kyu', 10)],
      [audible(2, 3, 'slow', false)],
    ],
  },
  {
    moduleName: '6 kyu: multiplication and division',
    description: `${m(k6).digitsA}-digit × ${m(k6).digitsB}-digit products and ${d(k6).divisorDigits}-digit divisors with ${d(k6).quotientDigits}-digit answers.`,
    groups: [
      [lesson('division-two-digit', 'Division by two digits')],
      [gradeTimes(k6, 2, 20)],
      [gradeDivide(k6)],
      [gradeDivide(k6, 2, 20)],
      [times(2, 1, 2, 20, true), divide(1, 2, 2, 10, true)],
    ],
  },
  {
    moduleName: '6 kyu: mental and exam',
    description: 'Mental arithmetic at 6 kyu and a 6 kyu mock exam: lists, multiplication and division.',
    groups: [
      [lesson('exam-practice', 'Pacing a 6 kyu sheet')],
      [gradeAnzan('6-kyu'), audible(2, 3, 'standard', true)],
      [flash('6-kyu', 10)],
      mockExam('6-kyu'),
    ],
  },
  {
    moduleName: '5 kyu: four-digit lists',
    description: 'Lists of ten 4-digit numbers, on the soroban and in the mind.',
    groups: [
      [lesson('multi-digit-lists', 'Four-digit lists')],
      [gradeList(k5, false)],
      [gradeList(k5, true, 3)],
      [gradeAnzan('5-kyu'), flash('5-kyu', 10)],
      [audible(2, 4, 'standard', false)],
    ],
  },
  {
    moduleName: '5 kyu: multiplication and division',
    description: `${m(k5).digitsA}-digit × ${m(k5).digitsB}-digit products and ${d(k5).divisorDigits}-digit divisors with ${d(k5).quotientDigits}-digit answers.`,
    groups: [
      [lesson('multiplication-multi-digit', 'Long multiplication')],
      [gradeTimes(k5, 2, 20)],
      [gradeDivide(k5, 2, 20)],
      [times(2, 2, 2, 10, true), divide(1, 3, 2, 10, true)],
      [gradeList(k5, true)],
    ],
  },
  {
    moduleName: '5 kyu: mental and exam',
    description: 'Mental lists, audible and flash anzan at 5 kyu, then a 5 kyu mock exam.',
    groups: [[lesson('exam-practice', 'Pacing a 5 kyu sheet')], [gradeAnzan('5-kyu'), audible(2, 4, 'brisk', true)], [flash('5-kyu', 10)], mockExam('5-kyu')],
  },
  {
    moduleName: '4 kyu: five-digit numbers',
    description: `Lists of five-digit numbers, ${m(k4).digitsA} × ${m(k4).digitsB}-digit products and ${d(k4).divisorDigits}-digit divisors.`,
    groups: [
      [lesson('division-multi-digit', 'Long division')],
      [gradeList(k4, false), gradeList(k4, true)],
      [gradeTimes(k4, 2, 20)],
      [gradeDivide(k4, 2, 20)],
      [times(2, 2, 2, 10, true)],
    ],
  },
  {
    moduleName: '4 kyu: mental and exam',
    description: 'Two-digit mental lists of five numbers, faster flash, and a 4 kyu mock exam.',
    groups: [[lesson('exam-practice', 'Pacing a 4 kyu sheet')], [gradeAnzan('4-kyu'), flash('3-kyu', 10)], [audible(2, 5, 'brisk', true)], mockExam('4-kyu')],
  },
  {
    moduleName: '3 kyu: six-digit numbers',
    description: 'Lists of 10 numbers with 60 digits in all, yen and decimal items with the official rounding, and three-digit mental lists.',
    groups: [
      [lesson('multi-digit-lists', 'Six-digit lists')],
      [gradeList(k3, false)],
      [gradeList(k3, true, 3), gradeTimes(k3, 2, 20)],
      [gradeDivide(k3, 2, 20)],
      [gradeAnzan('3-kyu'), times(3, 1, 2, 10, true)],
    ],
  },
  {
    moduleName: '3 kyu: mental and exam',
    description: 'Three-digit flash and audible anzan, then a 3 kyu mock exam.',
    groups: [
      [lesson('flash-anzan-intro', 'Faster flash: three digits')],
      [flash('1-kyu', 10), flash('2-dan', 10)],
      [audible(3, 5, 'standard', true), gradeAnzan('3-kyu')],
      mockExam('3-kyu'),
    ],
  },
  {
    moduleName: '2 kyu: negative answers',
    description: 'Eight-digit lists that may end below zero: read the complement. Bigger products and quotients.',
    groups: [
      [lesson('negative-answers', 'Negative answers')],
      [gradeList(k2, false)],
      [gradeList(k2, true, 3, 10, true)],
      [gradeTimes(k2, 2, 20), gradeDivide(k2, 2, 20)],
      [gradeAnzan('2-kyu')],
    ],
  },
  {
    moduleName: '2 kyu: mental and exam',
    description: 'Seven three-digit numbers in the mind, flash at 3 dan pace, and a 2 kyu mock exam.',
    groups: [
      [lesson('exam-practice', 'Pacing a 2 kyu sheet')],
      [gradeAnzan('2-kyu'), flash('3-dan', 10)],
      [audible(3, 7, 'brisk', true), times(3, 2, 2, 10, true)],
      mockExam('2-kyu'),
    ],
  },
  {
    moduleName: '1 kyu: ten-digit numbers',
    description: `Ten-digit lists, ${m(k1).digitsA} × ${m(k1).digitsB}-digit products and ${d(k1).divisorDigits}-digit divisors with ${d(k1).quotientDigits}-digit answers.`,
    groups: [
      [lesson('multi-digit-lists', 'Ten-digit lists')],
      [gradeList(k1, false)],
      [gradeList(k1, true, 3, 10, true)],
      [gradeTimes(k1, 2, 20), gradeDivide(k1, 2, 20)],
      [gradeAnzan('1-kyu')],
    ],
  },
  {
    moduleName: '1 kyu: flash and mental',
    description: 'Ten three-digit numbers in the mind, flash at 4 and 5 dan pace, a fast audible reading.',
    groups: [
      [lesson('anzan-intro', 'Anzan at 1 kyu')],
      [flash('4-dan', 10), flash('5-dan', 10)],
      [gradeAnzan('1-kyu', 3)],
      [audible(3, 10, 'fast', true)],
      [times(3, 2, 2, 20, true), divide(2, 2, 2, 10, true)],
    ],
  },
  {
    moduleName: '1 kyu: mock exam',
    description: 'The real 1 kyu paper, timed: ten lists with negative answers, 20 multiplications and 20 divisions.',
    groups: [[lesson('exam-practice', 'Pacing a 1 kyu sheet')], mockExam('1-kyu'), [gradeAnzan('1-kyu', 2, 20), flash('5-dan', 10)]],
  },
];

function build(): LearningPath {
  const units: CurriculumUnit[] = plan.map((unit, u) => {
    const number = u + 1;
    const used = new Map<string, number>();
    const activities = unit.groups.flatMap((group, g) =>
      group.map(({ slug, ...item }): CurriculumActivity => {
        const n = (used.get(slug) ?? 0) + 1;
        used.set(slug, n);
        return { id: `u${String(number).padStart(2, '0')}-${slug}${n > 1 ? `-${n}` : ''}`, ...item, activity_group: g + 1 };
      }),
    );
    return { number, moduleName: unit.moduleName, description: unit.description, activities };
  });
  return { lpath: LEARNING_PATH_ID_DEFAULT, name: 'Soroban & Mental Math', units };
}

const path = build();
const checked = learningPathSchema.safeParse(path);
if (!checked.success) {
  console.error(checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  process.exit(1);
}
const target = fileURLToPath(new URL('../content/curriculum/lpath-1442.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(path, null, 2)}\n`);
const activities = path.units.reduce((sum, unit) => sum + unit.activities.length, 0);
console.log(`Wrote ${target}: ${path.units.length} units, ${activities} activities.`);
