import { describe, expect, it } from 'vitest';
import { LAUNCHPAD_AREAS } from '@/features/launchpad/components/practice-areas';

describe('launchpad tiles', () => {
  it('give every mode of an area an icon of its own, so a child tells tiles apart before reading', () => {
    for (const area of LAUNCHPAD_AREAS) {
      const icons = area.tiles.map(({ icon }) => `${icon.glyph}${icon.ring ? ' ringed' : ''}`);
      expect(new Set(icons).size, `${area.id}: ${icons.join(', ')}`).toBe(icons.length);
    }
  });
});
