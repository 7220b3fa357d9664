import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '@/lib/theme';
import './kanji-font.css';

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
