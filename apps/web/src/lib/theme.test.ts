import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '@/lib/theme';

const launchpadCss = readFileSync(join(import.meta.dirname, '../features/launchpad/components/launchpad.module.css'), 'utf8');

describe('the theme as CSS custom properties', () => {
  it('defines every one the CSS modules drawn without the component library use', () => {
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides;
    const root = (typeof overrides === 'function' ? overrides(theme) : {}) as Record<string, Record<string, string>>;
    const defined = root[':root'] ?? {};
    const used = [...new Set([...launchpadCss.matchAll(/var\((--sq-[\w-]+)\)/g)].map((m) => m[1]!))];
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(defined[name], name).toMatch(/\S/);
    expect(defined['--sq-card-radius']).toBe(`${theme.shape.borderRadius}px`);
  });
});
