import type { PracticeArea } from '@soroban/core';

/**
 * One colour per practice area (SPEC 2.1): beads green, mental purple, facts blue, tools amber-brown.
 * Each is dark enough for white text (WCAG AA, ≥ 4.5:1). Apart from the theme (lib/theme.ts, its
 * `palette.area`), so that screens drawn without the component library use them without loading it.
 */
export const AREA_COLOURS: Record<PracticeArea, string> = {
  soroban: '#2e7d32',
  mental: '#6a1b9a',
  facts: '#1565c0',
  tools: '#a04000',
};
