import { createTheme } from '@mui/material/styles';

/** One look for the app and the main site: the SPEC's "current" green, friendly and readable. */
export const theme = createTheme({
  palette: {
    primary: { main: '#2e7d32' },
    secondary: { main: '#1565c0' },
    background: { default: '#f6f8f5' },
  },
  shape: { borderRadius: 12 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans JP", "Soroban Kanji", sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
});
