import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '@/lib/theme';
// The app's typeface (lib/theme.ts): its @font-face rules only; each subset's file loads when used.
import '@fontsource-variable/nunito/index.css';
import '@content/kanji/font/kanji-font.css';

/**
 * The component library's theme. Only screens built with it load it (the shell and the main site),
 * so the sign-in screen stays small.
 */
export function ThemeProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
