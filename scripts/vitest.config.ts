import { defineProject } from 'vitest/config';

// The generators' own checks, in Node: what they render server-side is what they write.
export default defineProject({ test: { name: 'scripts', include: ['*.test.ts'] } });
