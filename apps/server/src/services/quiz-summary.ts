import { type QuizSummary } from '@soroban/contracts';
import { PASS_PERCENT, type PracticeType, coinAward } from '@soroban/core';
import type { QuizRow } from '../repositories/practice.ts';

/** The summary of a finished quiz, rebuilt from its row: the same answer every time it is asked. */
export function quizSummary(row: QuizRow): QuizSummary {
  const type = row.type as PracticeType;
  const correct = row.correct ?? 0;
  const totalTimeMs = row.total_time_ms ?? 0;
  const perfect = row.total > 0 && correct === row.total;
  return {
    quizId: row.id,
    type: row.type,
    params: JSON.parse(row.params) as Record<string, unknown>,
    correct,
    total: row.total,
    accuracy: row.total === 0 ? 0 : correct / row.total,
    totalTimeMs,
    paceMs: row.total === 0 ? 0 : totalTimeMs / row.total,
    passed: row.passed === 1,
    passPercent: PASS_PERCENT[type],
    perfect,
    coins: coinAward(type, { correct, perfect }),
    balanceAfter: row.balance_after ?? 0,
    fluentCount: row.fluent_count ?? 0,
    lpath: row.lpath,
    activityId: row.activity_id,
    startedAt: row.started_at,
    finishedAt: row.finished_at ?? '',
  };
}
