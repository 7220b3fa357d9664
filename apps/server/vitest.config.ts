import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // argon2 and real databases: give each test room beyond the default 5 s on a 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
