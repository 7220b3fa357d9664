import { writeFileSync } from 'node:fs';
import { BASELINE_FILE, MATERIAL_PATHS_FILE, materialPathsModule, themeBaselineCss } from './theme-css.ts';

/**
 * Writes what the screens drawn without the component library take from it: the theme's baseline
 * stylesheet (apps/web/src/lib/theme-baseline.css) and the Material icons they show
 * (apps/web/src/components/icons/material-paths.ts). Re-run after changing the theme or that list
 * (theme-css.test.ts fails until then):
 *   node --import tsx scripts/render-theme-css.ts
 */
writeFileSync(BASELINE_FILE, await themeBaselineCss(BASELINE_FILE));
writeFileSync(MATERIAL_PATHS_FILE, await materialPathsModule(MATERIAL_PATHS_FILE));
