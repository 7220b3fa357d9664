import { FLASH_PRESETS } from '../problems/flash-presets.ts';
import type { Problem } from '../problems/problem.ts';
import type { ExamSectionKind } from './formats.ts';
import type { ExamPaper } from './paper.ts';

/**
 * The format checker: a paper against the official formats, written out again here from DOMAIN.md
 * rather than read from the ladders the generators use, so a wrong ladder entry is caught, not copied.
 */

interface ListRule {
  /** Numbers per list, by list index (the anzan 7–10 paper mixes 3, 4 and 5). */
  readonly numbers: (index: number) => number;
  /** Digits every number has, or the range when `total` sets the digits of the whole list. */
  readonly digits: { readonly min: number; readonly max: number };
  /** "10口 N字": the digits of a list's numbers add up to exactly this. */
  readonly total?: number;
  readonly subtraction: boolean;
  readonly negative: boolean;
}

interface ExpectedSection {
  readonly kind: ExamSectionKind;
  readonly items: number;
  readonly pointsEach: number;
  readonly list?: ListRule;
  /** × digits: of both factors together; ÷: of divisor and (whole) quotient together. */
  readonly totalDigits?: number;
  /** Where the split is published (7–10 kyu): digits of the first factor / divisor. */
  readonly firstDigits?: number;
  /** From 3 kyu: half the items yen or decimal, half of those yen. */
  readonly yenAndDecimals?: boolean;
  readonly flash?: { readonly digits: number; readonly count: number };
}

interface Expected {
  readonly sections: readonly ExpectedSection[];
  readonly maxPoints: number;
  readonly mixedLengths: boolean;
}

const fixed = (n: number) => () => n;

function sorobanExpected(grade: string): Expected {
  if (grade === 'dan') {
    const one = sorobanExpected('1-kyu').sections;
    const [lists, times, divide] = one as [ExpectedSection, ExpectedSection, ExpectedSection];
    return {
      sections: [
        { ...times, items: 60 },
        { ...divide, items: 60 },
        { ...lists, items: 30 },
      ],
      maxPoints: 900,
      mixedLengths: true,
    };
  }
  const kyu = Number.parseInt(grade);
  if (kyu <= 6) {
    const list = { 1: 100, 2: 80, 3: 60, 4: 50, 5: 40, 6: 30 }[kyu]!;
    const times = { 1: 11, 2: 9, 3: 7, 4: 7, 5: 6, 6: 5 }[kyu]!;
    const divide = { 1: 10, 2: 8, 3: 6, 4: 6, 5: 5, 6: 4 }[kyu]!;
    const official = kyu <= 3;
    return {
      sections: [
        {
          kind: 'lists',
          items: 10,
          pointsEach: 10,
          list: { numbers: fixed(10), digits: { min: 1, max: list }, total: list, subtraction: true, negative: kyu <= 2 },
        },
        { kind: 'multiplication', items: 20, pointsEach: 5, totalDigits: times, yenAndDecimals: official },
        { kind: 'division', items: 20, pointsEach: 5, totalDigits: divide, yenAndDecimals: official },
      ],
      maxPoints: 300,
      mixedLengths: true,
    };
  }
  const numbers = { 7: 10, 8: 8, 9: 5, 10: 5 }[kyu]!;
  const lists: ExpectedSection = {
    kind: 'lists',
    items: 10,
    pointsEach: 10,
    list: { numbers: fixed(numbers), digits: { min: 2, max: 2 }, subtraction: true, negative: false },
  };
  if (kyu >= 9)
    return { sections: [lists, { kind: 'multiplication', items: 20, pointsEach: 5, totalDigits: 3, firstDigits: 2 }], maxPoints: 200, mixedLengths: false };
  return {
    sections: [
      lists,
      { kind: 'multiplication', items: 10, pointsEach: 10, totalDigits: 4, firstDigits: kyu === 7 ? 2 : 3 },
      { kind: 'division', items: 10, pointsEach: 10, totalDigits: kyu === 7 ? 4 : 3, firstDigits: 1 },
    ],
    maxPoints: 300,
    mixedLengths: false,
  };
}

function anzanExpected(grade: string): Expected {
  const kyu = Number.parseInt(grade);
  if (kyu >= 7) {
    const numbers = (i: number) => (i < 15 ? 3 : i < 30 ? 4 : 5);
    const list = { numbers, digits: { min: 1, max: 1 }, subtraction: false, negative: false };
    return { sections: [{ kind: 'lists', items: 50, pointsEach: 10, list }], maxPoints: 500, mixedLengths: false };
  }
  const shapes: Record<number, Omit<ListRule, 'subtraction' | 'negative'>> = {
    1: { numbers: fixed(10), digits: { min: 3, max: 3 } },
    2: { numbers: fixed(7), digits: { min: 3, max: 3 } },
    3: { numbers: fixed(5), digits: { min: 3, max: 3 } },
    4: { numbers: fixed(5), digits: { min: 2, max: 2 } },
    5: { numbers: fixed(5), digits: { min: 1, max: 2 }, total: 8 },
    6: { numbers: fixed(5), digits: { min: 1, max: 2 }, total: 6 },
  };
  const product = { 1: 5, 2: 4, 3: 4, 4: 3, 5: 3, 6: 3 }[kyu]!;
  return {
    sections: [
      { kind: 'lists', items: 20, pointsEach: 10, list: { ...shapes[kyu]!, subtraction: kyu === 1, negative: false } },
      { kind: 'multiplication', items: 30, pointsEach: 5, totalDigits: product },
      { kind: 'division', items: 30, pointsEach: 5, totalDigits: product },
    ],
    maxPoints: 500,
    mixedLengths: false,
  };
}

/** JFAA 3–20 dan (DOMAIN.md); below 3 dan the app's own ladder, which has no other source to check against. */
function flashExpected(grade: string): Expected {
  const dan = grade.endsWith('-dan') ? Number.parseInt(grade) : 0;
  const official: Record<number, number> = { 3: 6, 4: 8, 5: 10, 6: 12 };
  const shape = dan >= 3 ? { digits: 3, count: official[dan] ?? 15 } : FLASH_PRESETS.find((p) => p.id === grade)!.params;
  return { sections: [{ kind: 'flash', items: 10, pointsEach: 1, flash: { digits: shape.digits, count: shape.count } }], maxPoints: 10, mixedLengths: false };
}

/** Digits as the papers count them: of the number written without its point and leading zeros. */
const significant = (units: bigint) => (units === 0n ? 1 : units.toString().replace('-', '').length);

/** A shown number as an exact fraction units / 10^places. */
function exact(n: number): { units: bigint; places: number } {
  const [whole, fraction = ''] = String(n).split('.');
  return { units: BigInt(whole! + fraction), places: fraction.length };
}

/** Half-up rounding to whole yen or x.xxx, worked apart from the generators' rounding. */
function rounded(numerator: bigint, denominator: bigint, places: number): number {
  const scaled = numerator * 10n ** BigInt(places);
  let q = scaled / denominator;
  if ((scaled % denominator) * 2n >= denominator) q += 1n;
  return Number(q) / 10 ** places;
}

function checkList(p: Problem, rule: ListRule, at: string, index: number, out: string[]): number {
  if (p.display.kind !== 'list') {
    out.push(`${at}: not a list`);
    return 0;
  }
  const numbers = p.display.numbers;
  if (numbers.length !== rule.numbers(index)) out.push(`${at}: ${numbers.length} numbers, expected ${rule.numbers(index)}`);
  let digits = 0;
  let running = 0;
  let dipped = false;
  numbers.forEach((n, i) => {
    const d = significant(BigInt(n));
    digits += d;
    if (!Number.isInteger(n) || n === 0) out.push(`${at}: number ${i + 1} is ${n}, not a whole number of ${rule.digits.min}+ digits`);
    if (d < rule.digits.min || d > rule.digits.max) out.push(`${at}: number ${i + 1} has ${d} digits, expected ${rule.digits.min}–${rule.digits.max}`);
    if (n < 0 && (i === 0 || !rule.subtraction)) out.push(`${at}: number ${i + 1} is subtracted where this grade only adds`);
    running += n;
    if (running < 0) dipped = true;
  });
  if (rule.total !== undefined && digits !== rule.total) out.push(`${at}: ${digits} digits in all, expected ${rule.total} (10口 ${rule.total}字)`);
  if (p.answer !== running) out.push(`${at}: answer ${p.answer}, the numbers add up to ${running}`);
  if (p.answer < 0 && !rule.negative) out.push(`${at}: negative answer ${p.answer} below 2 kyu`);
  if (p.answer >= 0 && dipped) out.push(`${at}: the running total dips below zero in a list that ends above it`);
  return digits;
}

/** Checks one × or ÷ item; returns whether it is a yen or decimal item, and whether yen. */
function checkBinary(p: Problem, s: ExpectedSection, at: string, out: string[]): { official: boolean; yen: boolean } {
  const d = p.display;
  if (d.kind !== 'binary' || d.op !== (s.kind === 'multiplication' ? '×' : '÷')) {
    out.push(`${at}: not a ${s.kind} item`);
    return { official: false, yen: false };
  }
  const [a, b] = [exact(d.a), exact(d.b)];
  const yen = d.unit === 'yen';
  const official = yen || a.places + b.places > 0;
  if (official && !s.yenAndDecimals) out.push(`${at}: a yen or decimal item below 3 kyu`);
  const answerPlaces = exact(p.answer).places;
  if (answerPlaces > (yen || !official ? 0 : 3)) out.push(`${at}: answer ${p.answer} has ${answerPlaces} decimals`);
  // The digits of ÷ are the divisor's and the whole quotient's (the dividend's units over the divisor's).
  const [first, second] = s.kind === 'multiplication' ? [a.units, b.units] : [b.units, a.units / b.units];
  const digits = significant(first) + significant(second);
  if (s.totalDigits !== undefined && digits !== s.totalDigits) out.push(`${at}: ${digits} digits, expected ${s.totalDigits}`);
  if (s.firstDigits !== undefined && significant(first) !== s.firstDigits) {
    out.push(`${at}: ${s.kind === 'multiplication' ? 'first factor' : 'divisor'} of ${significant(first)} digits, expected ${s.firstDigits}`);
  }
  const [numerator, denominator] =
    s.kind === 'multiplication'
      ? [a.units * b.units, 10n ** BigInt(a.places + b.places)]
      : [a.units * 10n ** BigInt(b.places), b.units * 10n ** BigInt(a.places)];
  if (!official && numerator % denominator !== 0n) out.push(`${at}: a whole item that does not come out whole`);
  const right = rounded(numerator, denominator, official && !yen ? 3 : 0);
  if (p.answer !== right) out.push(`${at}: answer ${p.answer}, officially rounded it is ${right}`);
  return { official, yen };
}

function checkFlash(p: Problem, shape: { digits: number; count: number }, at: string, out: string[]): void {
  if (p.display.kind !== 'list') {
    out.push(`${at}: not a flash round`);
    return;
  }
  const numbers = p.display.numbers;
  if (numbers.length !== shape.count) out.push(`${at}: ${numbers.length} numbers, expected ${shape.count}`);
  numbers.forEach((n, i) => {
    if (n <= 0 || String(n).length !== shape.digits) out.push(`${at}: number ${i + 1} is ${n}, expected ${shape.digits} digits`);
    if (i > 0 && n === numbers[i - 1]) out.push(`${at}: number ${i + 1} repeats the one before`);
  });
  const sum = numbers.reduce((t, n) => t + n, 0);
  if (p.answer !== sum) out.push(`${at}: answer ${p.answer}, the numbers add up to ${sum}`);
}

/** Every way the paper departs from its body's format, as sentences; empty when it holds. */
export function checkExamPaper(paper: ExamPaper): string[] {
  const { body, grade } = paper.format;
  const expected = body === 'soroban' ? sorobanExpected(grade) : body === 'anzan' ? anzanExpected(grade) : flashExpected(grade);
  const out: string[] = [];
  if (paper.sections.length !== expected.sections.length) out.push(`${paper.sections.length} sections, expected ${expected.sections.length}`);
  let points = 0;
  const lengths = new Set<number>();
  expected.sections.forEach((want, si) => {
    const s = paper.sections[si];
    if (!s || s.kind !== want.kind) {
      out.push(`section ${si + 1} is ${s?.kind ?? 'missing'}, expected ${want.kind}`);
      return;
    }
    if (s.problems.length !== want.items) out.push(`${s.kind}: ${s.problems.length} items, expected ${want.items}`);
    if (s.pointsEach !== want.pointsEach) out.push(`${s.kind}: ${s.pointsEach} points an item, expected ${want.pointsEach}`);
    points += s.problems.length * s.pointsEach;
    let listDigits = 0;
    let official = 0;
    let yen = 0;
    s.problems.forEach((p, i) => {
      const at = `${s.kind} ${i + 1}`;
      if (want.list) {
        listDigits += checkList(p, want.list, at, i, out);
        if (p.display.kind === 'list') for (const n of p.display.numbers) lengths.add(significant(BigInt(n)));
      } else if (want.flash) checkFlash(p, want.flash, at, out);
      else {
        const kind = checkBinary(p, want, at, out);
        if (kind.official) official++;
        if (kind.yen) yen++;
      }
    });
    if (want.list?.total !== undefined && listDigits !== want.list.total * want.items) {
      out.push(`${s.kind}: ${listDigits} digits on the paper, expected ${want.list.total * want.items}`);
    }
    if (want.yenAndDecimals && (official !== want.items / 2 || yen !== want.items / 4)) {
      out.push(`${s.kind}: ${official} yen or decimal items (${yen} yen), expected ${want.items / 2} (${want.items / 4} yen)`);
    }
  });
  if (points !== expected.maxPoints || paper.format.maxPoints !== expected.maxPoints) out.push(`${points} points, expected ${expected.maxPoints}`);
  if (expected.mixedLengths && lengths.size < 2) out.push('every list number has the same length; the grade mixes lengths');
  return out;
}
