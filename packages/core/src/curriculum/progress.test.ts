import { describe, expect, it } from 'vitest';
import type { CurriculumActivity, LearningPath } from './model.ts';
import { canJumpTo, iconState, pathProgress, workingUnitText } from './progress.ts';
import { testOutQuizzes } from './testout.ts';

const quizItem = (id: string, group: number, steps = 2): CurriculumActivity => ({
  id,
  activity: 'soroban',
  name: id,
  problemType: 'addition',
  pathname: '/launchpad/soroban/level/addition/quiz',
  activity_group: group,
  steps,
  practice: { type: 'addition-list', params: { digits: 1, count: 3, allowSubtraction: false, allowNegative: false, problems: 10 } },
});
const lessonItem = (id: string): CurriculumActivity => ({
  id,
  activity: 'video',
  name: id,
  problemType: 'lesson',
  pathname: 'lesson:direct-add',
  activity_group: 1,
  steps: 1,
  video: { lessonId: 'direct-add' },
});

const path: LearningPath = {
  lpath: 1442,
  name: 'Test',
  units: [
    { number: 1, moduleName: 'One', description: '', activities: [lessonItem('a'), quizItem('b', 2), quizItem('c', 2), quizItem('d', 3)] },
    { number: 2, moduleName: 'Two', description: '', activities: [lessonItem('e'), quizItem('f', 2)] },
    { number: 3, moduleName: 'Three', description: '', activities: [lessonItem('g'), quizItem('h', 2)] },
  ],
};
const facts = (passed: Record<string, number> = {}, confirmed: string[] = [], jumpedThroughUnit = 0) => ({
  passed: new Map(Object.entries(passed)),
  confirmed: new Set(confirmed),
  jumpedThroughUnit,
});

describe('pathProgress', () => {
  it('starts a new learner on the first lesson of unit 1', () => {
    const progress = pathProgress(path, facts());
    expect(progress).toMatchObject({ workingUnit: 1, workingGroup: 1, workingActivityId: 'a', complete: false });
    expect(workingUnitText(path, progress)).toBe('Unit 1: One');
    expect(iconState(progress, path.units[0]!, path.units[0]!.activities[1]!)).toBe('locked');
  });

  it('works on a group together and advances when all of it is done', () => {
    let progress = pathProgress(path, facts({ b: 2, c: 1 }, ['a']));
    expect(progress).toMatchObject({ workingGroup: 2, workingActivityId: 'c' });
    expect(iconState(progress, path.units[0]!, path.units[0]!.activities[1]!)).toBe('done');
    expect(iconState(progress, path.units[0]!, path.units[0]!.activities[2]!)).toBe('current');
    expect(progress.statuses.get('c')).toEqual({ stepsComplete: 1, isJumped: false });
    progress = pathProgress(path, facts({ b: 5, c: 2, d: 2 }, ['a']));
    expect(progress.statuses.get('b')).toEqual({ stepsComplete: 2, isJumped: false });
    expect(progress).toMatchObject({ workingUnit: 2, workingGroup: 1, workingActivityId: 'e' });
  });

  it('counts jumped units as done, and finishes on the last unit', () => {
    expect(pathProgress(path, facts({}, [], 2))).toMatchObject({ workingUnit: 3, workingActivityId: 'g' });
    const done = pathProgress(path, facts({ h: 2 }, ['g'], 2));
    expect(done).toMatchObject({ workingUnit: 3, workingGroup: null, workingActivityId: null, complete: true });
  });

  it('allows jumps only forward, up to unit 10', () => {
    const progress = pathProgress(path, facts());
    expect(canJumpTo(path, progress, 1)).toBe(false);
    expect(canJumpTo(path, progress, 3)).toBe(true);
    expect(canJumpTo(path, progress, 4)).toBe(false);
  });

  it('builds short test-outs from the skipped units', () => {
    const quizzes = testOutQuizzes(path, 1, 3);
    expect(quizzes.map((q) => q.fromUnit)).toEqual([1, 2]);
    expect(quizzes.every((q) => q.practice.type === 'addition-list' && (q.practice.params as { problems: number }).problems === 5)).toBe(true);
  });
});
