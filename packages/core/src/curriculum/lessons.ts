/**
 * The animated lessons the program refers to as 'lesson:<id>'. The web app ships one scripted
 * bead-move lesson per id; the content checker rejects any other id, so both sides agree.
 */
export const LESSONS = {
  'soroban-parts': 'Meet the soroban: frame, beam, heaven and earth beads, rods and unit dots',
  'direct-add': 'Direct addition: push up earth beads, bring down the heaven bead',
  'direct-subtract': 'Direct subtraction: take away free beads',
  'five-complement-add': 'Small friends, adding: +5 then − (5 − d) when the earth beads run short',
  'five-complement-subtract': 'Small friends, subtracting: −5 then + (5 − d)',
  'ten-complement-add': 'Big friends, adding: − (10 − d) here and carry 1 to the left',
  'ten-complement-subtract': 'Big friends, subtracting: borrow 1 from the left and + (10 − d) here',
  'mixed-add': 'Mixed friends, adding: a big-friend move whose own step needs a small friend',
  'mixed-subtract': 'Mixed friends, subtracting: borrow, then a small friend on the same rod',
  'anzan-intro': 'Anzan: picture the soroban and move the beads in your mind',
  'flash-anzan-intro': 'Flash anzan: numbers flash one at a time; keep the mental soroban running',
  'audible-anzan-intro': 'Audible anzan: listen to "negai mashite wa…" and add as the numbers are read',
  'two-digit-lists': 'Two-digit numbers: tens rod first, then the ones rod, left to right',
  'multi-digit-lists': 'Long numbers: set the unit dot and add from the highest rod down',
  'multiplication-one-digit': 'Multiplication by one digit: place the product, one partial product per rod',
  'multiplication-two-digit': 'Multiplication by two digits: partial products and where each one goes',
  'multiplication-multi-digit': 'Long multiplication: unit-dot placement and keeping your place',
  'division-one-digit': 'Division by one digit: estimate the quotient digit, multiply, subtract',
  'division-two-digit': 'Division by two digits: estimating and correcting the quotient digit',
  'division-multi-digit': 'Long division: placing the quotient with the unit dots',
  'negative-answers': 'Negative answers: when a list goes below zero, read the complement',
  'exam-practice': 'Exam practice: pacing a full sheet of lists, multiplication and division',
} as const satisfies Record<string, string>;

export type LessonId = keyof typeof LESSONS;
export const LESSON_IDS = Object.keys(LESSONS) as LessonId[];

export const isLessonId = (value: string): value is LessonId => Object.hasOwn(LESSONS, value);

/** The pathname of a lesson item that plays an in-app animated lesson. */
export const lessonPathname = (id: LessonId) => `lesson:${id}`;
