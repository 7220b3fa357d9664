import type { QuizSpec, QuizSummary } from '@soroban/contracts';
import { PASS_PERCENT, PRACTICE_TYPE_NAMES, REVIEW_PASS_PERCENT, isPracticeType, isSemiPassed, plural } from '@soroban/core';
import { type QuizRow, type UnpaidReason, specOf } from '../repositories/practice.ts';
import { unpaidMessage } from './quiz-pay.ts';

/** A review quiz's name by what the server built it from. */
const REVIEW_NAMES = { today: "Today's practice", mistakes: 'My mistakes' } as const;

/** The practice mode in words, as the ledger and the history show it. */
export const modeName = (type: string, source?: 'today' | 'mistakes') =>
  type === 'review' ? REVIEW_NAMES[source ?? 'today'] : isPracticeType(type) ? PRACTICE_TYPE_NAMES[type] : type;

const reviewLabel = (params: { source: 'today' | 'mistakes'; problems: number }) =>
  `${modeName('review', params.source)}: ${plural(params.problems, 'problem')}`;

const yenAndDecimals = (params: { yenAndDecimals?: boolean }) => (params.yenAndDecimals ? ', half yen and decimals' : '');
const fluentWithin = (params: { thresholdMs?: number | undefined }) =>
  params.thresholdMs === undefined ? '' : `, fluent within ${params.thresholdMs / 1000} s`;

/** The settings in words, for the history list ("2 digits × 5 numbers, 10 problems"). */
export function settingsText(spec: QuizSpec): string {
  switch (spec.type) {
    case 'soroban-skill': {
      const p = spec.params;
      return `${p.family}, ${plural(p.digits, 'digit')} × ${plural(p.count, 'number')}${p.operations === 'add-subtract' ? ' ±' : ''}, ${plural(p.problems, 'problem')}`;
    }
    case 'addition-list': {
      const p = spec.params;
      const numbers =
        p.totalDigits === undefined
          ? `${plural(p.digits, 'digit')} × ${plural(p.count, 'number')}`
          : `${plural(p.count, 'number')} of ${p.totalDigits} digits in all`;
      return `${numbers}${p.allowSubtraction ? ' ±' : ''}, ${plural(p.problems, 'problem')}`;
    }
    case 'multiplication':
      return `${plural(spec.params.digitsA, 'digit')} × ${plural(spec.params.digitsB, 'digit')}${yenAndDecimals(spec.params)}, ${plural(spec.params.problems, 'problem')}`;
    case 'division':
      return `${plural(spec.params.divisorDigits, 'digit')} divisor, ${plural(spec.params.quotientDigits, 'digit')} quotient${yenAndDecimals(spec.params)}, ${plural(spec.params.problems, 'problem')}`;
    case 'flash': {
      const p = spec.params;
      return `${plural(p.digits, 'digit')} × ${plural(p.count, 'number')} in ${p.seconds} s, ${plural(p.rounds, 'round')}`;
    }
    case 'audible': {
      const p = spec.params;
      return `${plural(p.digits, 'digit')} × ${plural(p.count, 'number')} every ${p.paceMs} ms, ${plural(p.rounds, 'round')}`;
    }
    case 'facts-addition':
    case 'facts-subtraction':
      return `sums within ${spec.params.max}, ${plural(spec.params.problems, 'problem')}${fluentWithin(spec.params)}`;
    case 'facts-multiplication':
    case 'facts-division':
      return `tables up to ${spec.params.max}, ${plural(spec.params.problems, 'problem')}${fluentWithin(spec.params)}`;
    case 'ten-pairs':
    case 'five-pairs':
      return `${plural(spec.params.problems, 'problem')}${fluentWithin(spec.params)}`;
    default:
      return `100 problems in ${spec.params.timeLimitSeconds} s`;
  }
}

/** The summary of a finished quiz, rebuilt from its row: the same answer every time it is asked. */
export function quizSummary(row: QuizRow): QuizSummary {
  const stored = specOf(row);
  const type = stored.type;
  // A review quiz shows its source and size, never the recipes it is made from.
  const spec = stored.type === 'review' ? { type: stored.type, params: { source: stored.params.source, problems: stored.params.items.length } } : stored;
  const correct = row.correct ?? 0;
  const totalTimeMs = row.total_time_ms ?? 0;
  const perfect = row.total > 0 && correct === row.total;
  const paid = row.coins ?? 0;
  // Quizzes from before the worth was stored were paid in full: their worth is what they paid.
  const coins = { base: row.coin_base ?? paid, perfectBonus: row.coin_bonus ?? 0, total: paid };
  return {
    quizId: row.id,
    ...spec,
    label: spec.type === 'review' ? reviewLabel(spec.params) : `${modeName(type)}: ${settingsText(spec)}`,
    correct,
    total: row.total,
    accuracy: row.total === 0 ? 0 : correct / row.total,
    totalTimeMs,
    paceMs: row.total === 0 ? 0 : totalTimeMs / row.total,
    passed: row.passed === 1,
    semiPassed: isSemiPassed(type, correct, row.total),
    passPercent: type === 'review' ? REVIEW_PASS_PERCENT : PASS_PERCENT[type],
    perfect,
    coinsEarned: coins,
    unpaid: row.unpaid as UnpaidReason | null,
    unpaidMessage: unpaidMessage(row.unpaid),
    balanceAfter: row.balance_after ?? 0,
    fluentCount: row.fluent_count ?? 0,
    lpath: row.lpath,
    activityId: row.activity_id,
    startedAt: row.started_at,
    finishedAt: row.finished_at ?? '',
  };
}
