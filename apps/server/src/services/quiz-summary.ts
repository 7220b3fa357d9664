import { type QuizSummary } from '@soroban/contracts';
import { PASS_PERCENT, type PracticeType, coinAward } from '@soroban/core';
import type { QuizRow } from '../repositories/practice.ts';

const MODES: Record<PracticeType, string> = {
  'soroban-skill': 'Soroban skill',
  'addition-list': 'Addition lists',
  multiplication: 'Multiplication',
  division: 'Division',
  flash: 'Flash anzan',
  audible: 'Audible anzan',
  'facts-addition': 'Facts addition',
  'facts-subtraction': 'Facts subtraction',
  'facts-multiplication': 'Facts multiplication',
  'facts-division': 'Facts division',
  'ten-pairs': 'Facts 10 pairs',
  'five-pairs': 'Facts 5 pairs',
  '5P100': 'Tools 5P100',
  '10P100': 'Tools 10P100',
  A100: 'Tools A100',
  S100: 'Tools S100',
  M100: 'Tools M100',
  D100: 'Tools D100',
};

/** The practice mode in words, as the ledger and the history show it. */
export const modeName = (type: string) => MODES[type as PracticeType] ?? type;

const plural = (n: unknown, one: string) => `${String(n)} ${one}${n === 1 ? '' : 's'}`;

/** The settings in words, for the history list ("2 digits × 5 numbers, 10 problems"). */
export function settingsText(type: string, params: Record<string, unknown>): string {
  const p = params;
  switch (type as PracticeType) {
    case 'soroban-skill':
      return `${String(p.family)}, ${plural(p.digits, 'digit')} × ${plural(p.count, 'number')}${p.operations === 'add-subtract' ? ' ±' : ''}, ${plural(p.problems, 'problem')}`;
    case 'addition-list':
      return `${plural(p.digits, 'digit')} × ${plural(p.count, 'number')}${p.allowSubtraction === true ? ' ±' : ''}, ${plural(p.problems, 'problem')}`;
    case 'multiplication':
      return `${plural(p.digitsA, 'digit')} × ${plural(p.digitsB, 'digit')}, ${plural(p.problems, 'problem')}`;
    case 'division':
      return `${plural(p.divisorDigits, 'digit')} divisor, ${plural(p.quotientDigits, 'digit')} quotient, ${plural(p.problems, 'problem')}`;
    case 'flash':
      return `${plural(p.digits, 'digit')} × ${plural(p.count, 'number')} in ${String(p.seconds)} s, ${plural(p.rounds, 'round')}`;
    case 'audible':
      return `${plural(p.digits, 'digit')} × ${plural(p.count, 'number')} every ${String(p.paceMs)} ms, ${plural(p.rounds, 'round')}`;
    case 'facts-addition':
    case 'facts-subtraction':
    case 'facts-multiplication':
    case 'facts-division':
      return `up to ${String(p.max)}, ${plural(p.problems, 'problem')}`;
    case 'ten-pairs':
    case 'five-pairs':
      return plural(p.problems, 'problem');
    default:
      return typeof p.timeLimitSeconds === 'number' ? `100 problems in ${p.timeLimitSeconds} s` : '';
  }
}

/** The summary of a finished quiz, rebuilt from its row: the same answer every time it is asked. */
export function quizSummary(row: QuizRow): QuizSummary {
  const type = row.type as PracticeType;
  const params = JSON.parse(row.params) as Record<string, unknown>;
  const correct = row.correct ?? 0;
  const totalTimeMs = row.total_time_ms ?? 0;
  const perfect = row.total > 0 && correct === row.total;
  const coins = coinAward(type, { correct, perfect });
  return {
    quizId: row.id,
    type: row.type,
    params,
    label: `${modeName(type)}: ${settingsText(type, params)}`,
    correct,
    total: row.total,
    accuracy: row.total === 0 ? 0 : correct / row.total,
    totalTimeMs,
    paceMs: row.total === 0 ? 0 : totalTimeMs / row.total,
    passed: row.passed === 1,
    passPercent: PASS_PERCENT[type],
    perfect,
    coinsEarned: coins,
    balanceAfter: row.balance_after ?? 0,
    fluentCount: row.fluent_count ?? 0,
    lpath: row.lpath,
    activityId: row.activity_id,
    startedAt: row.started_at,
    finishedAt: row.finished_at ?? '',
  };
}
