import type { LaunchpadActivity } from '@soroban/contracts';
import { describe, expect, it } from 'vitest';
import { type Module, progressSince, seenOf } from '@/features/guided/components/progress-since';

const activity = (id: string, state: LaunchpadActivity['state'], isJumped = false): LaunchpadActivity => ({
  id,
  activity: 'soroban',
  name: id,
  problemType: 'skill addition',
  pathname: '/launchpad/soroban',
  lpath: 1442,
  activity_group: 1,
  activity_unit: Number(id.slice(1, 3)),
  steps: 1,
  status: { stepsComplete: state === 'done' ? 1 : 0, isJumped },
  state,
});
const unit = (unitNumber: number, ...activities: LaunchpadActivity[]): Module => ({
  moduleName: `Unit ${unitNumber}`,
  description: '',
  unitNumber,
  canJump: false,
  activities,
});

describe('what changed since the program was last shown', () => {
  const before = {
    workingActivityId: 'u01-b',
    modules: [unit(1, activity('u01-a', 'done'), activity('u01-b', 'current')), unit(2, activity('u02-a', 'locked'))],
  };
  const after = {
    workingActivityId: 'u02-a',
    modules: [unit(1, activity('u01-a', 'done'), activity('u01-b', 'done')), unit(2, activity('u02-a', 'current'))],
  };

  it('celebrates nothing and walks nowhere on a first visit', () => {
    expect(progressSince(null, after)).toEqual({ walkFrom: null, finishedUnit: null });
  });

  it('walks the sumo from its old place and celebrates the unit finished in between', () => {
    const since = progressSince(seenOf(before), after);
    expect(since.walkFrom).toBe('u01-b');
    expect(since.finishedUnit?.unitNumber).toBe(1);
  });

  it('celebrates a unit once: shown again, nothing has changed', () => {
    expect(progressSince(seenOf(after), after)).toEqual({ walkFrom: null, finishedUnit: null });
  });

  it('does not celebrate units passed by a jump', () => {
    const jumped = { workingActivityId: 'u02-a', modules: [unit(1, activity('u01-a', 'done', true), activity('u01-b', 'done', true)), after.modules[1]!] };
    const since = progressSince(seenOf(before), jumped);
    expect(since.finishedUnit).toBeNull();
    expect(since.walkFrom).toBe('u01-b');
  });
});
