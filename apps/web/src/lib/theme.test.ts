import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '@/lib/theme';

const src = join(import.meta.dirname, '..');
const moduleCss = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.module.css'))
  .map((file) => readFileSync(join(src, file), 'utf8'))
  .join('\n');

describe('the theme as CSS custom properties', () => {
  it('defines every one the CSS modules drawn without the component library use', () => {
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides;
    const root = (typeof overrides === 'function' ? overrides(theme) : {}) as Record<string, Record<string, string>>;
    const defined = root[':root'] ?? {};
    const used = [...new Set([...moduleCss.matchAll(/var\((--sq-[\w-]+)\)/g)].map((m) => m[1]!))];
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(defined[name], name).toMatch(/\S/);
    expect(defined['--sq-card-radius']).toBe(`${theme.shape.borderRadius}px`);
  });
});
