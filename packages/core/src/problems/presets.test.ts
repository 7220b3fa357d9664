import { describe, expect, it } from 'vitest';
import { generateAdditionList } from './addition-list.ts';
import { generateDivision } from './division.ts';
import { FLASH_PRESETS, FLASH_ROUNDS_PER_TEST } from './flash-presets.ts';
import { generateFlash } from './flash.ts';
import { ANZAN_LEVELS } from './anzan-levels.ts';
import { KYU_LEVELS } from './kyu-levels.ts';
import { generateMultiplication } from './multiplication.ts';
import { generateSorobanSkill } from './soroban-skill.ts';
import { AUDIBLE_PACES } from './audible-paces.ts';
import { generateAudible } from './audible.ts';

describe('kyu levels', () => {
  it('run from beginner to 1 kyu on both ladders', () => {
    const ids = [...[1, 2, 3, 4, 5, 6].map((n) => `beginner-${n}`), ...[10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => `${n}-kyu`)];
    expect(KYU_LEVELS.map((l) => l.id)).toEqual(ids);
    expect(ANZAN_LEVELS.map((l) => l.id)).toEqual(ids);
  });

  it.each([...KYU_LEVELS, ...ANZAN_LEVELS])('$id holds parameters the generators accept', (level) => {
    expect(generateAdditionList(level.lists, 1).problems).toHaveLength(level.lists.problems);
    if (level.skill) expect(generateSorobanSkill({ ...level.skill, digits: 1, problems: 10 }, 1).problems).toHaveLength(10);
    if (level.multiplication) expect(generateMultiplication(level.multiplication, 1).problems).toHaveLength(level.multiplication.problems);
    if (level.division) expect(generateDivision(level.division, 1).problems).toHaveLength(level.division.problems);
  });
});

describe('flash presets', () => {
  it('start at 1 digit × 4 and end in the record range', () => {
    expect(FLASH_PRESETS[0]!.params).toEqual({ digits: 1, count: 4, seconds: 4 });
    expect(FLASH_PRESETS.at(-1)!.params).toEqual({ digits: 3, count: 15, seconds: 1.5 });
  });

  it.each(FLASH_PRESETS)('$id is a valid flash round', (preset) => {
    expect(generateFlash({ ...preset.params, rounds: FLASH_ROUNDS_PER_TEST }, 1).problems).toHaveLength(10);
  });

  it('get harder or equal in time per number down the list for 3-digit grades', () => {
    const dan = FLASH_PRESETS.filter((p) => p.id.endsWith('-dan')).map((p) => p.params.seconds / p.params.count);
    dan.forEach((perNumber, i) => i > 0 && expect(perNumber).toBeLessThanOrEqual(dan[i - 1]!));
  });
});

describe('audible paces', () => {
  it.each(AUDIBLE_PACES)('$id is a valid pace', ({ paceMs }) => {
    expect(generateAudible({ digits: 2, count: 5, paceMs, allowSubtraction: true, rounds: 1 }, 1).problems).toHaveLength(1);
  });
});
