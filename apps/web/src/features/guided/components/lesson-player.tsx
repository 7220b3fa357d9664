import { type LessonId, isLessonId } from '@soroban/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DigitalSoroban } from '@/components/soroban/digital-soroban';
import card from '@/components/plain-card.module.css';
import styles from '@/features/guided/components/lesson-player.module.css';
import { lessonScript } from '@/features/guided/lessons/lesson-scripts';

/**
 * An animated lesson that needs no network: scripted bead moves with captions, stepped by the
 * learner. `onReachedEnd` is told once the last step shows (or at once when there is nothing to step).
 * Drawn without the component library: the welcome dialog of a first visit shows it (docs/decisions/0006).
 */
export function LessonPlayer({ lessonId, onReachedEnd }: { lessonId: string; onReachedEnd?: (() => void) | undefined }) {
  const steps = useMemo(() => (isLessonId(lessonId) ? lessonScript(lessonId as LessonId) : []), [lessonId]);
  const [index, setIndex] = useState(0);
  const backButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const handOff = useRef(false);
  const step = steps[index];

  const go = (to: number, from: HTMLButtonElement) => {
    handOff.current = document.activeElement === from;
    setIndex(to);
  };
  // Next is disabled on the last step and Back on the first: the one just used would drop focus
  // onto the dialog, so the other one takes it.
  useEffect(() => {
    if (!handOff.current) return;
    handOff.current = false;
    if (index === steps.length - 1) backButton.current?.focus();
    else if (index === 0) nextButton.current?.focus();
  }, [index, steps.length]);

  useEffect(() => {
    if (index >= steps.length - 1) onReachedEnd?.();
  }, [index, steps.length, onReachedEnd]);

  if (!step) return <p>This lesson is not available in this version of the app.</p>;
  return (
    <div className={styles.player} data-testid="lesson-player">
      <DigitalSoroban rods={step.rods} onChange={() => undefined} readOnly />
      <p aria-live="polite" className={styles.caption}>
        {step.caption}
      </p>
      <div className={styles.steps}>
        <button
          ref={backButton}
          type="button"
          className={`${card.button} ${card.textButton} ${card.mediumText}`}
          onClick={(event) => go(index - 1, event.currentTarget)}
          disabled={index === 0}
        >
          Back
        </button>
        <p className={styles.count}>
          Step {index + 1} of {steps.length}
        </p>
        <button
          ref={nextButton}
          type="button"
          className={`${card.button} ${card.outlinedButton}`}
          onClick={(event) => go(index + 1, event.currentTarget)}
          disabled={index === steps.length - 1}
        >
          Next
        </button>
      </div>
    </div>
  );
}
