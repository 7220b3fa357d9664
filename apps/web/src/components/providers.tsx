import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '@/lib/theme';

/**
 * The component library's theme, for what is built with it. Its baseline (the page's type and colours
 * and the theme's custom properties) is a plain stylesheet, components/page-style.ts, loaded with the
 * shell and the main site, so screens drawn without the library need none of this.
 */
export function ThemeProviders({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
