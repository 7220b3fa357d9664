import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (...patterns) => ['error', { patterns }];
const noParentImports = { regex: '^\\.\\./', message: 'Import across folders with the @/ alias so the boundaries of ARCHITECTURE.md can be checked.' };
const noApp = { regex: '^@/app(/|$)', message: 'Only app/ composes features; nothing imports app/.' };
const noWebOrServer = { regex: '^@soroban/(web|server)$', message: 'Packages never import the apps.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Dependencies point one way: apps → contracts → core; a web feature never imports another feature.
  {
    files: ['packages/core/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(noWebOrServer, { regex: '^@soroban/contracts$', message: 'core is the bottom layer.' }) },
  },
  { files: ['packages/contracts/**/*.ts'], rules: { 'no-restricted-imports': restrict(noWebOrServer) } },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict({ regex: '^@soroban/web$', message: 'The server never imports the web app.' }) },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: { 'no-restricted-imports': restrict(noParentImports, noApp, { regex: '^@/features(/|$)', message: 'Shared code cannot depend on a feature.' }) },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': restrict(noParentImports, noApp, {
        regex: `^@/features/(?!${feature}(/|$))`,
        message: 'Features never import each other: compose them in app/.',
      }),
    },
  })),
  { files: ['apps/web/src/app/**', 'apps/web/src/site/**'], rules: { 'no-restricted-imports': restrict(noParentImports) } },
  // Query keys and invalidations are written in lib/queries.ts only: a key is a topic, a call and its
  // body (callKey), and a change names the topics it changed, so no feature reaches another's keys.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/queries.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='queryKey'][value.type!='CallExpression']", message: 'Make query keys with callKey or callQuery (lib/queries.ts).' },
        {
          selector: 'CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|resetQueries|removeQueries|setQueriesData)$/]',
          message: 'Invalidate through lib/queries.ts (invalidate, invalidateCoins, invalidateAll): a change names the topics it changed.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState)$/] > ArrayExpression',
          message: 'Use a callKey (lib/queries.ts).',
        },
        // MUI 9 ignores a palette path in a component's color prop ('text.secondary' drew body text).
        {
          selector: "JSXAttribute[name.name='color'] Literal[value=/^[a-z]+\\.[a-zA-Z]+$/]",
          message: "MUI ignores a palette path in the color prop: write 'textSecondary', 'success'… or sx={{ color: 'text.secondary' }}.",
        },
      ],
    },
  },
);
