import Backspace from '@mui/icons-material/Backspace';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Groups from '@mui/icons-material/Groups';
import GridOn from '@mui/icons-material/GridOn';
import Assignment from '@mui/icons-material/Assignment';
import Calculate from '@mui/icons-material/Calculate';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Person from '@mui/icons-material/Person';
import PlayCircle from '@mui/icons-material/PlayCircle';
import Psychology from '@mui/icons-material/Psychology';
import Redeem from '@mui/icons-material/Redeem';
import RestartAlt from '@mui/icons-material/RestartAlt';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import Star from '@mui/icons-material/Star';
import Timer from '@mui/icons-material/Timer';
import ViewModule from '@mui/icons-material/ViewModule';
import Alert, { type AlertColor } from '@mui/material/Alert';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { format, resolveConfig } from 'prettier';
import { theme } from '../apps/web/src/lib/theme.ts';

/*
 * The parts of the component library that the screens drawn without it need, rendered once from the
 * library and the theme into plain files of the web app, so those screens look the same without
 * loading it. Server-side, the styling engine writes a component's rules into the markup beside it.
 */

/** The files written from here. */
export const BASELINE_FILE = new URL('../apps/web/src/lib/theme-baseline.css', import.meta.url);
export const MATERIAL_PATHS_FILE = new URL('../apps/web/src/components/icons/material-paths.ts', import.meta.url);

/** Formatted as the repository's files are, so the written files pass its format check. */
async function formatted(text: string, file: URL) {
  return format(text, { ...(await resolveConfig(file)), filepath: file.pathname });
}

/** The theme's baseline (MUI's CssBaseline with the theme's overrides: the page's type and colours, and its custom properties) as a stylesheet. */
export async function themeBaselineCss(file: URL): Promise<string> {
  const markup = renderToStaticMarkup(createElement(ThemeProvider, { theme }, createElement(CssBaseline)));
  const rules = [...markup.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
  if (!rules.includes(':root{')) throw new Error('the baseline rendered without the theme’s custom properties');
  return formatted(
    `/* Written by scripts/render-theme-css.ts from lib/theme.ts (MUI's CssBaseline with the theme's overrides); do not edit. */\n${rules}`,
    file,
  );
}

/** The Material icons the shell, the launchpads (the guided program's too) and the quiz draw without the component library, by name. */
const PLAIN_ICONS: Record<string, ComponentType> = {
  Assignment,
  Backspace,
  Calculate,
  Cancel,
  CheckCircle,
  Pause,
  PlayArrow,
  VolumeOff,
  VolumeUp,
  EmojiEvents,
  EventRepeat,
  GridOn,
  Groups,
  LocalFireDepartment,
  OndemandVideo,
  Person,
  PlayCircle,
  Psychology,
  Redeem,
  RestartAlt,
  RocketLaunch,
  Star,
  Timer,
  ViewModule,
};

/** A note's own icon per severity, as MUI's Alert draws it (the library keeps those icons internal). */
const alertIcon = (severity: AlertColor) => () => createElement(Alert, { severity });
const ALERT_ICONS: Record<string, ComponentType> = {
  AlertError: alertIcon('error'),
  AlertInfo: alertIcon('info'),
  AlertSuccess: alertIcon('success'),
  AlertWarning: alertIcon('warning'),
};

/** Each icon's SVG paths (a 24-unit square), as a module for components/icons/material-icon.tsx. */
export async function materialPathsModule(file: URL): Promise<string> {
  const entries = Object.entries({ ...PLAIN_ICONS, ...ALERT_ICONS }).map(([name, Icon]) => {
    const svg = /<svg[^]*?<\/svg>/.exec(renderToStaticMarkup(createElement(Icon)))?.[0] ?? '';
    const shapes = [...svg.matchAll(/<(\w+)[^>]*>/g)].map((m) => m[1]).filter((tag) => tag !== 'svg');
    if (shapes.some((tag) => tag !== 'path')) throw new Error(`${name}: only paths can be drawn plain, found ${shapes.join(', ')}`);
    const paths = [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
    return `  ${name}: [${paths.map((d) => `'${d}'`).join(', ')}],`;
  });
  const module = [
    '// Written by scripts/render-theme-css.ts from @mui/icons-material (Apache-2.0); do not edit.',
    '',
    '/** Material icons as SVG paths in a 24-unit square, for screens drawn without the component library. */',
    'export const MATERIAL_PATHS = {',
    ...entries,
    '} as const;',
    '',
    'export type MaterialIconName = keyof typeof MATERIAL_PATHS;',
    '',
  ].join('\n');
  return formatted(module, file);
}
