import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

export const BASE = '/react/sorobanquizui/build/';

const inPackage = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
const ui = inPackage('@mui|@emotion|stylis|react-transition-group|hoist-non-react-statics|@babel[\\\\/]runtime|clsx|react-is|prop-types');
// Component-library modules that only a few screens use stay with those screens.
const rareUi =
  /@mui[\\/]material[\\/](esm[\\/])?(TextField|Select|NativeSelect|FilledInput|OutlinedInput|InputBase|Input|InputLabel|InputAdornment|FormControl|FormHelperText|FormLabel|TextareaAutosize|Tooltip|Popper|Checkbox|Step\w*|Stepper|Chip|ToggleButton\w*|Table\w*|LinearProgress|Accordion\w*|Slider|Tabs?)[\\/](?!([\w\\/]*Context|useFormControl|formControlState)\.)|@popperjs/;
// The theme and its providers, which every screen with the component library renders under.
const uiApp = /apps[\\/]web[\\/]src[\\/](components[\\/]providers|lib[\\/]theme)\./;
const boot = [
  /vite[\\/](preload-helper|modulepreload-polyfill)/,
  inPackage('react|react-dom|scheduler|react-router|@tanstack[\\\\/][a-z-]+|zod'),
  // The contracts of the calls every screen makes (the rest load with the screens that use them).
  /packages[\\/]contracts[\\/]src[\\/](client-body|envelope|errors|fields|auth|account-fields|events|settings|web-page)\./,
  /apps[\\/]web[\\/]src[\\/]lib[\\/](?!theme|send-pending)/,
  /apps[\\/]web[\\/]src[\\/]components[\\/](error-dialog|error-reporting|loading|page-frame|query-provider|plain-dialog|plain\.module)\./,
];

// What a signed-in first screen starts with beside the boot code, all drawn without the component
// library: the shell, the launchpads' first cards with the shared modules they need, the page's
// stylesheets, the Material icons and the plain alert (the quiz's notes, and a welcome video that
// cannot play: in the quiz's group it made a first visit's welcome load the whole quiz). One file of each kind instead of some fifteen small ones, each a
// round trip on a phone's HTTP/1.1 connections (every signed-in screen loads the shell anyway).
const firstScreen = [
  /apps[\\/]web[\\/]src[\\/]app[\\/]shell[\\/](?!header-menu|app-shell)/,
  /apps[\\/]web[\\/]src[\\/]components[\\/](icons[\\/]material-|themed-lazy|page-style|plain-card|plain-alert|daily-goal[\\/]daily-goal-(bar|api)|todays-practice[\\/]|kept-quiz[\\/]|soroban[\\/](digital-soroban|soroban\.module)\.)/,
  /apps[\\/]web[\\/]src[\\/]lib[\\/]theme-baseline/,
  inPackage('@fontsource-variable[\\\\/]nunito'),
  /content[\\/]kanji[\\/]font[\\/]kanji-font\.css/,
  /packages[\\/]core[\\/]src[\\/](soroban[\\/](families|steps|beads|abacus|step-table|run-problem)\.|random[\\/]|problems[\\/]|grading[\\/]|learner[\\/]diagnosis\.|exams[\\/]formats\.|curriculum[\\/]model\.|kanji[\\/]kanji-data\.)/,
  /packages[\\/]contracts[\\/]src[\\/](practice|exams|guided|daily-goal|learner|review)\./,
  /packages[\\/]core[\\/]src[\\/]words\./,
];

// A new learner's welcome (SPEC 4): its dialog with the lesson player and the lessons' scripts, one
// file of each kind for the page of a first visit to name (the server's plugins/web-pages.ts).
const welcome = [
  /apps[\\/]web[\\/]src[\\/]features[\\/]guided[\\/](components[\\/](welcome-dialog|video-player|lesson-player)\.|lessons[\\/])/,
  /packages[\\/]core[\\/]src[\\/]curriculum[\\/]lessons\./,
];

// What every quiz starts with beside the shell, drawn without the component library: its runner,
// answer field and keypad, its switches and notes, and the quiz calls. One file instead of some ten,
// each a round trip on a phone's HTTP/1.1 connections. The screen itself stays the small chunk its
// route loads (and the server names in the page, plugins/web-pages.ts), which imports this one.
const quiz = [
  /apps[\\/]web[\\/]src[\\/]features[\\/]practice[\\/](components[\\/](quiz-(session|runner|soroban)|answer-entry|keypad|problem-view|leave-quiz-guard|results-path|format-number|expected-answer)\.|modes[\\/]|api[\\/](start-quiz|start-review|submit-quiz)\.)/,
  /apps[\\/]web[\\/]src[\\/]components[\\/](sound-switch|celebration[\\/]sound-effects|kept-quiz[\\/]resume-)/,
  /packages[\\/]core[\\/]src[\\/]speech[\\/](reading|number-words)\./,
];

// React Router's package sends every bundler to its development build, dev warnings on
// (remix-run/react-router#14102); the production build beside it differs by that switch alone.
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

// Two entries: the app (index.html) and the main-site pages (site.html); see docs/decisions/0001.
export default defineConfig(({ command }) => ({
  base: BASE,
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Data shipped with the app (audio clips, kanji strokes) lives in the repository's content/.
      { find: '@content', replacement: fileURLToPath(new URL('../../content', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to name the signed-in shell's files in the page (plugins/web-pages.ts).
    manifest: true,
    // Audio clips stay files: inlined, hundreds of short clips would swell the quiz script by a megabyte.
    // Fonts too, however small: a face is fetched only by a page that shows one of its characters.
    assetsInlineLimit: (file) => (/\.(ogg|mp3|woff2)$/.test(file) ? false : undefined),
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        site: fileURLToPath(new URL('./site.html', import.meta.url)),
      },
      output: {
        // Left to itself the bundler makes a chunk per set of importers: the signed-in shell fetched
        // ~45 files (each a round trip on a phone's HTTP/1.1 connections) before a screen could show.
        // Two groups instead: what every screen starts with, and the component library the shell and
        // most screens share. The sign-in screen uses no component library, so it never loads 'ui'.
        codeSplitting: {
          groups: [
            { name: 'ui', test: (id: string) => (ui.test(id) && !rareUi.test(id)) || uiApp.test(id), priority: 20, includeDependenciesRecursively: false },
            {
              name: 'first-screen',
              test: (id: string) => firstScreen.some((pattern) => pattern.test(id)),
              priority: 15,
              includeDependenciesRecursively: false,
            },
            { name: 'welcome', test: (id: string) => welcome.some((pattern) => pattern.test(id)), priority: 14, includeDependenciesRecursively: false },
            { name: 'quiz', test: (id: string) => quiz.some((pattern) => pattern.test(id)), priority: 12, includeDependenciesRecursively: false },
            { name: 'boot', test: (id: string) => boot.some((pattern) => pattern.test(id)), priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    fs: { allow: ['../..'] },
    proxy: { '/rlm': 'http://localhost:8080' },
  },
}));
