import { describe, expect, it } from 'vitest';
import { PRACTICE_MODE_TABLE } from '../practice-modes.ts';
import { PRACTICE_TYPES } from '../problems/index.ts';
import { PRACTICE_ROUTES } from './routes.ts';

describe('practice routes', () => {
  it.each(PRACTICE_TYPES)('%s runs on at least one mode of the table', (type) => {
    expect(PRACTICE_ROUTES[type].length).toBeGreaterThan(0);
  });

  it('gives every mode one route and names each route once', () => {
    const pathnames = Object.values(PRACTICE_ROUTES).flatMap((routes) => routes.map((route) => route.pathname));
    expect(pathnames).toHaveLength(PRACTICE_MODE_TABLE.length);
    expect(new Set(pathnames).size).toBe(pathnames.length);
    const labels = Object.values(PRACTICE_ROUTES).flatMap((routes) => routes.map((route) => `${route.activity} ${route.problemType}`));
    expect(new Set(labels).size).toBe(labels.length);
  });
});
