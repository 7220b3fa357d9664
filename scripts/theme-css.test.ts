import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASELINE_FILE, MATERIAL_PATHS_FILE, materialPathsModule, themeBaselineCss } from './theme-css.ts';

describe('what the screens drawn without the component library take from it', () => {
  it('is written from the theme and the icon set as they are now (re-run scripts/render-theme-css.ts)', async () => {
    const baseline = await themeBaselineCss(BASELINE_FILE);
    expect(readFileSync(BASELINE_FILE, 'utf8')).toBe(baseline);
    expect(baseline).toContain('--sq-primary: #2e7d32;');
    expect(baseline).toMatch(/body \{[^}]*background-color: #f6f8f5;/);
    expect(readFileSync(MATERIAL_PATHS_FILE, 'utf8')).toBe(await materialPathsModule(MATERIAL_PATHS_FILE));
  });
});
