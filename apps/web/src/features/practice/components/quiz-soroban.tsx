import type { ProblemDisplayView } from '@soroban/contracts';
import { MAX_RODS, MIN_RODS, type Soroban, createSoroban, readNumber, rodValue } from '@soroban/core';
import { useState } from 'react';
import { DigitalSoroban } from '@/components/soroban/digital-soroban';
import styles from '@/features/practice/components/quiz-soroban.module.css';

const wholeDigits = (n: number) => String(Math.trunc(Math.abs(n))).length;
const decimals = (n: number) => (Number.isInteger(n) ? 0 : 3);

/**
 * Rods enough for every problem of the quiz and its working (a product needs the digits of both
 * factors), two spare, never fewer than the smallest soroban: bigger beads where the work is small.
 */
export function rodsForQuiz(problems: readonly ProblemDisplayView[]): number {
  let need = 1;
  for (const problem of problems) {
    if (problem.kind === 'list') for (const n of problem.numbers) need = Math.max(need, wholeDigits(n) + 1);
    else if (problem.kind === 'binary') need = Math.max(need, wholeDigits(problem.a) + wholeDigits(problem.b) + decimals(problem.a) + decimals(problem.b));
    else need = Math.max(need, wholeDigits(problem.target));
  }
  return Math.min(MAX_RODS, Math.max(MIN_RODS, need + 2));
}

/** A choice kept on this device between quizzes (private mode or a full storage: kept for the page only). */
export function useRememberedFlag(key: string, initial: boolean, remember = true): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    if (!remember) return initial;
    try {
      const stored = localStorage.getItem(key);
      return stored === null ? initial : stored === 'on';
    } catch {
      return initial;
    }
  });
  const set = (next: boolean) => {
    setOn(next);
    if (!remember) return;
    try {
      localStorage.setItem(key, next ? 'on' : 'off');
    } catch {
      // Not kept across visits; the choice still holds for this quiz.
    }
  };
  return [on, set];
}

interface Props {
  rodCount: number;
  /** Each rod whose digit a move changed, in order, and the value the beads then show. */
  onMove: (rod: number, digit: number, value: number) => void;
}

/** The digital soroban of one problem: the runner keys it by problem, so every problem starts clear. */
export function QuizSoroban({ rodCount, onMove }: Props) {
  const [rods, setRods] = useState<Soroban>(() => createSoroban(rodCount));
  return (
    <DigitalSoroban
      rods={rods}
      onChange={(next) => {
        const value = readNumber(next);
        next.forEach((rod, index) => {
          const before = rods[index];
          if (before && rodValue(before) !== rodValue(rod)) onMove(index, rodValue(rod), value);
        });
        setRods(next);
      }}
    />
  );
}

interface SwitchesProps {
  shown: boolean;
  onShown: (on: boolean) => void;
  beadsAnswer: boolean;
  onBeadsAnswer: (on: boolean) => void;
}

/** One on/off choice, labelled, as the theme's small switch. */
function Choice({ label, on, onChange }: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className={styles.choice}>
      <span className={styles.switch}>
        <input type="checkbox" role="switch" className={styles.track} checked={on} onChange={(event) => onChange(event.target.checked)} />
        <span className={styles.thumb} />
      </span>
      {label}
    </label>
  );
}

/** The soroban's two choices, small enough to sit above the keypad on a phone. */
export function QuizSorobanSwitches({ shown, onShown, beadsAnswer, onBeadsAnswer }: SwitchesProps) {
  return (
    <div className={styles.switches}>
      <Choice label="Digital soroban" on={shown} onChange={onShown} />
      {shown && <Choice label="Answer = beads" on={beadsAnswer} onChange={onBeadsAnswer} />}
    </div>
  );
}
