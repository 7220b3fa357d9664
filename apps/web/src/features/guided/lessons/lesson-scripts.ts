import { type LessonId, type Soroban, createSoroban, rodForDigit, rodValue, runProblem, sorobanFromNumber } from '@soroban/core';

/** One frame of an animated lesson: what the soroban shows and what the caption says. */
export interface LessonStep {
  caption: string;
  rods: Soroban;
}

const RODS = 13;
const PLACES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands'];
const place = (rod: number) => PLACES[rod] ?? `rod ${rod + 1}`;

function describe(op: '+' | '-', digit: number, family: string, rod: number, carry: boolean): string {
  const where = `on the ${place(rod)} rod`;
  if (carry) return op === '+' ? `Carry 1 to the ${place(rod)} rod.` : `Borrow 1 from the ${place(rod)} rod.`;
  const verb = op === '+' ? 'Add' : 'Take away';
  switch (family) {
    case 'direct':
      return `${verb} ${digit} ${where}: the beads are free, so move them directly.`;
    case 'five-complement':
      return op === '+'
        ? `Add ${digit} ${where}: too few earth beads, so use the small friend — bring down the heaven bead (+5) and take away ${5 - digit}.`
        : `Take away ${digit} ${where}: lift the heaven bead (−5) and push up ${5 - digit} (small friend of ${digit}).`;
    case 'ten-complement':
      return op === '+'
        ? `Add ${digit} ${where}: no room, so use the big friend — take away ${10 - digit} here, then carry 1 to the left.`
        : `Take away ${digit} ${where}: not enough here, so borrow 1 from the left and add ${10 - digit} (big friend of ${digit}).`;
    default:
      return op === '+'
        ? `Add ${digit} ${where}: take away ${10 - digit} with a small friend (−5 + ${5 - (10 - digit)}), then carry 1.`
        : `Take away ${digit} ${where}: borrow 1, then add ${10 - digit} with a small friend (+5 − ${5 - (10 - digit)}).`;
  }
}

/** Steps of a list worked on the beads, from the bead model's own trace: every rule move shown. */
function workedList(intro: string, numbers: number[], outro: string): LessonStep[] {
  const { trace } = runProblem(numbers, { trace: true });
  let rods = createSoroban(RODS);
  const steps: LessonStep[] = [{ caption: intro, rods }];
  trace.forEach((numberSteps, i) => {
    const n = numbers[i] ?? 0;
    steps.push({ caption: `${i === 0 ? 'Set' : n < 0 ? 'Now subtract' : 'Now add'} ${Math.abs(n)}.`, rods });
    for (const step of numberSteps) {
      const next = rods.slice();
      const value = rodValue(rods[step.rod] ?? rodForDigit(0));
      next[step.rod] = rodForDigit((value + (step.op === '+' ? step.digit : -step.digit) + 10) % 10);
      rods = next;
      steps.push({ caption: describe(step.op, step.digit, step.family, step.rod, step.carry), rods });
    }
  });
  steps.push({ caption: `${outro} The answer is ${numbers.reduce((a, b) => a + b, 0)}.`, rods });
  return steps;
}

/** Steps that show numbers set on the soroban, one after the other, with captions. */
const shown = (frames: Array<[string, number]>): LessonStep[] =>
  frames.map(([caption, value]) => ({ caption, rods: sorobanFromNumber(Math.abs(value), RODS) }));

const SCRIPTS: Record<LessonId, () => LessonStep[]> = {
  'soroban-parts': () =>
    shown([
      ['This is a soroban. The bar across the middle is the beam; each column is a rod.', 0],
      ['A bead counts when it touches the beam. One earth bead up is 1.', 1],
      ['The heaven bead above the beam is worth 5.', 5],
      ['Heaven bead and two earth beads: 7.', 7],
      ['Each rod is a place value. The dots on the beam mark every third rod; pick one as the ones rod. This is 123.', 123],
      ['Clear the soroban before every problem: all beads away from the beam is 0.', 0],
    ]),
  'direct-add': () => workedList('Direct addition: when the beads are free, just move them.', [1, 3, 5], 'All direct moves.'),
  'direct-subtract': () => workedList('Direct subtraction: take away beads that touch the beam.', [9, -3, -5], 'All direct moves.'),
  'five-complement-add': () => workedList('Small friends make 5: 1 and 4, 2 and 3.', [4, 2, 3], 'That is adding with small friends.'),
  'five-complement-subtract': () => workedList('Subtracting with small friends.', [6, -2, -1], 'That is subtracting with small friends.'),
  'ten-complement-add': () => workedList('Big friends make 10: 1 and 9, 2 and 8, 3 and 7, 4 and 6, 5 and 5.', [7, 8], 'That is adding with big friends.'),
  'ten-complement-subtract': () => workedList('Subtracting with big friends: borrow from the left.', [15, -8], 'That is subtracting with big friends.'),
  'mixed-add': () => workedList('Sometimes a big friend needs a small friend too.', [6, 7], 'A mixed move.'),
  'mixed-subtract': () => workedList('Borrowing, then a small friend on the same rod.', [12, -6], 'A mixed move.'),
  'anzan-intro': () => workedList('Anzan: close your eyes and picture these moves. Watch them once here.', [3, 4, 2], 'Now do the same without a soroban.'),
  'flash-anzan-intro': () =>
    workedList('In flash anzan each number flashes once. Keep the picture of the beads running.', [2, 5, 1], 'Type the total when the numbers stop.'),
  'audible-anzan-intro': () =>
    workedList(
      'In audible anzan the numbers are read aloud: "negai mashite wa" means "here we go".',
      [4, 3, 2],
      '"En de wa" means the list is over: say your total.',
    ),
  'two-digit-lists': () => workedList('Two-digit numbers: add the tens rod first, then the ones rod.', [23, 45, 12], 'Left to right, every time.'),
  'multi-digit-lists': () => workedList('Long numbers: set the unit dot, then add from the highest rod down.', [1234, 4321], 'Highest rod first.'),
  'multiplication-one-digit': () =>
    shown([
      ['23 × 4: multiply each digit of 23 by 4, from the left.', 0],
      ['4 × 2 tens = 8 tens: set 80.', 80],
      ['4 × 3 = 12: add 12.', 92],
      ['23 × 4 = 92.', 92],
    ]),
  'multiplication-two-digit': () =>
    shown([
      ['34 × 12: each digit of 34 times each digit of 12.', 0],
      ['3 tens × 1 ten = 300.', 300],
      ['3 tens × 2 = 60: add it.', 360],
      ['4 × 1 ten = 40: add it.', 400],
      ['4 × 2 = 8: add it. 34 × 12 = 408.', 408],
    ]),
  'multiplication-multi-digit': () =>
    shown([
      ['312 × 23: keep your place with the unit dots.', 0],
      ['312 × 20 = 6,240.', 6240],
      ['312 × 3 = 936: add it. The product is 7,176.', 7176],
    ]),
  'division-one-digit': () =>
    shown([
      ['84 ÷ 4: set 84.', 84],
      ['8 tens ÷ 4 = 2 tens: the quotient starts 2. Take away 80.', 4],
      ['4 ÷ 4 = 1: the quotient is 21. Nothing is left.', 0],
    ]),
  'division-two-digit': () =>
    shown([
      ['552 ÷ 24: set 552.', 552],
      ['How many 24s in 55? Try 2: 48. Take away 480.', 72],
      ['How many 24s in 72? 3: take away 72. The quotient is 23.', 0],
    ]),
  'division-multi-digit': () =>
    shown([
      ['7,176 ÷ 312: place the quotient with the unit dots.', 7176],
      ['312 × 20 = 6,240: take it away.', 936],
      ['312 × 3 = 936: take it away. The quotient is 23.', 0],
    ]),
  'negative-answers': () =>
    shown([
      ['3 − 5 goes below zero.', 3],
      ['Borrow 10 in your head: 13 − 5 = 8 shows on the soroban.', 8],
      ['The answer is the complement of 8 from 10, negative: −2.', 2],
    ]),
  'exam-practice': () =>
    shown([
      ['An exam sheet has lists, multiplication and division. Do the lists first.', 0],
      ['Clear the soroban between problems and keep a steady pace.', 0],
      ['Check your answers if time is left. Good luck!', 0],
    ]),
};

export function lessonScript(id: LessonId): LessonStep[] {
  return SCRIPTS[id]();
}
