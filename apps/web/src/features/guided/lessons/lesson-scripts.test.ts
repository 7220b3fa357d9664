import { LESSON_IDS, readNumber } from '@soroban/core';
import { describe, expect, it } from 'vitest';
import { lessonScript } from '@/features/guided/lessons/lesson-scripts';

describe('animated lessons', () => {
  it.each(LESSON_IDS)('%s has captioned steps', (id) => {
    const steps = lessonScript(id);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    for (const step of steps) expect(step.caption.length).toBeGreaterThan(5);
  });

  it('ends a worked list with the beads showing the answer', () => {
    const steps = lessonScript('ten-complement-add');
    expect(readNumber(steps.at(-1)?.rods ?? [])).toBe(15);
    expect(steps.some((step) => step.caption.includes('big friend'))).toBe(true);
    expect(readNumber(lessonScript('mixed-subtract').at(-1)?.rods ?? [])).toBe(6);
  });
});
