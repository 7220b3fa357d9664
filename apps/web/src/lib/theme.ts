import { alpha, createTheme, darken, lighten } from '@mui/material/styles';
import type { PracticeArea } from '@soroban/core';
import { AREA_COLOURS } from './area-colours';

/*
 * The app's look, in one place (docs/design.md explains the choices). Its baseline (MuiCssBaseline
 * below) is written to lib/theme-baseline.css by scripts/render-theme-css.ts, for every screen
 * whether drawn with the component library or without it.
 * - Type: Nunito, a rounded sans-serif a child reads at a glance, shipped with the app
 *   (@fontsource-variable/nunito, SIL OFL 1.1). Only the shell and the main site import it
 *   (components/page-style.ts), and the browser fetches a subset's file only when text in that subset shows (font-display: swap), so the first screen
 *   stays small. Its digits are all one width; `tabular-nums` on the body keeps that true of every
 *   fallback font too, so the columns of a problem line up.
 * - Colour: the SPEC's green as primary, and one colour per practice area (`palette.area`), used by
 *   the launchpad's headings and mode icons. Each is dark enough for white text (WCAG AA, ≥ 4.5:1).
 * - Headings: sized for a phone first, growing with the viewport (clamp), so a program name fits
 *   one or two short lines at 390 px instead of two oversized ones.
 */

declare module '@mui/material/styles' {
  interface Palette {
    area: Record<PracticeArea, string>;
  }
  interface PaletteOptions {
    area?: Record<PracticeArea, string>;
  }
}

const FONT = '"Nunito Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans JP", "Soroban Kanji", sans-serif';

/** A heading's size: `min` rem at a 390 px wide phone, growing in a line to `max` rem at 1280 px. */
function grow(min: number, max: number) {
  const perPx = (max - min) / (1280 - 390); // rem per px of viewport width
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return `clamp(${min}rem, ${round(min - perPx * 390)}rem + ${round(perPx * 16 * 100)}vw, ${max}rem)`;
}

/** One look for the app and the main site: the SPEC's "current" green, friendly and readable. */
export const theme = createTheme({
  palette: {
    primary: { main: '#2e7d32' },
    secondary: { main: '#1565c0' },
    background: { default: '#f6f8f5' },
    area: AREA_COLOURS,
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: FONT,
    h1: { fontSize: grow(2, 3), fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: grow(1.75, 2.5), fontWeight: 800, lineHeight: 1.2 },
    h3: { fontSize: grow(1.5, 2.125), fontWeight: 800, lineHeight: 1.2 },
    h4: { fontSize: grow(1.375, 1.875), fontWeight: 800, lineHeight: 1.25 },
    h5: { fontSize: grow(1.2, 1.5), fontWeight: 700, lineHeight: 1.3 },
    h6: { fontSize: grow(1.1, 1.25), fontWeight: 700, lineHeight: 1.3 },
    subtitle1: { fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        // The look of the CSS modules drawn without the component library (the shell, the launchpad's
        // tiles, the guided program's units), so it comes from here and nowhere else.
        ':root': {
          '--sq-primary': theme.palette.primary.main,
          '--sq-primary-dark': theme.palette.primary.dark,
          '--sq-primary-outline': alpha(theme.palette.primary.main, 0.5),
          '--sq-on-primary': theme.palette.primary.contrastText,
          '--sq-warning': theme.palette.warning.main,
          '--sq-on-warning': theme.palette.warning.contrastText,
          '--sq-disabled': theme.palette.text.disabled,
          '--sq-track': theme.palette.grey[300],
          '--sq-placeholder': alpha(theme.palette.text.primary, 0.11),
          // The colours of the theme's standard notes (MUI's Alert): background, text and icon per severity.
          '--sq-info-background': lighten(theme.palette.info.light, 0.9),
          '--sq-info-text': darken(theme.palette.info.light, 0.6),
          '--sq-info': theme.palette.info.main,
          '--sq-success-background': lighten(theme.palette.success.light, 0.9),
          '--sq-success-text': darken(theme.palette.success.light, 0.6),
          '--sq-success': theme.palette.success.main,
          '--sq-warning-background': lighten(theme.palette.warning.light, 0.9),
          '--sq-warning-text': darken(theme.palette.warning.light, 0.6),
          '--sq-error-background': lighten(theme.palette.error.light, 0.9),
          '--sq-error-text': darken(theme.palette.error.light, 0.6),
          '--sq-error': theme.palette.error.main,
          // A determinate progress bar's track (MUI's LinearProgress) and a control's icon (IconButton).
          '--sq-progress-track': lighten(theme.palette.primary.main, 0.62),
          '--sq-icon': theme.palette.action.active,
          // An outlined text field's border (MUI's OutlinedInput).
          '--sq-field-border': 'rgba(0, 0, 0, 0.23)',
          '--sq-button-disabled': theme.palette.action.disabled,
          '--sq-h5-size': String(theme.typography.h5.fontSize),
          '--sq-card-radius': `${theme.shape.borderRadius}px`,
          '--sq-card-border': theme.palette.divider,
          '--sq-card-background': theme.palette.background.paper,
          '--sq-text': theme.palette.text.primary,
          '--sq-text-secondary': theme.palette.text.secondary,
          '--sq-hover': theme.palette.action.hover,
          '--sq-pressed': theme.palette.action.selected,
          '--sq-focus-ring': theme.palette.primary.main,
          '--sq-jump': theme.palette.secondary.main,
          '--sq-h4-size': String(theme.typography.h4.fontSize),
          '--sq-h6-size': String(theme.typography.h6.fontSize),
          '--sq-shadow-low': theme.shadows[1],
          '--sq-shadow-raised': theme.shadows[3],
          '--sq-shadow-icon': theme.shadows[2],
        },
        body: { fontVariantNumeric: 'tabular-nums' },
        // A screen's heading takes focus after a navigation (shell/route-focus.ts) so screen readers
        // start there; it is not a control, so no focus ring is drawn around it (a pass read
        // "Perfect!" in a black box after an answer typed on the keyboard).
        'h1[tabindex="-1"]:focus': { outline: 'none' },
      }),
    },
    // A bare ButtonBase (activity icons, the daily goal ring, skill-map cells) would take the browser's
    // button font instead of the page's: the theme's stack, down to the app's own kanji subset for
    // devices without Japanese fonts (a kanji icon showed an empty box).
    MuiButtonBase: { styleOverrides: { root: { fontFamily: 'inherit' } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 700 } } },
  },
});
