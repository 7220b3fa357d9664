// The look the signed-in screens and the main site start from, as plain stylesheets, so a screen drawn
// without the component library has it before (or without) the library loading: the typeface's
// @font-face rules (each subset's file loads only when its characters show) and the theme's baseline
// with its custom properties (written from lib/theme.ts by scripts/render-theme-css.ts).
import '@fontsource-variable/nunito/index.css';
import '@content/kanji/font/kanji-font.css';
import '@/lib/theme-baseline.css';
