import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/**
 * Import boundaries: app -> features -> shared (api, components, lib, config); the built-in backend and tests sit
 * beside them. Features never import each other, shared code never imports features or app, and the
 * shared folders form no cycle: lib <- api <- components (config is read by anything below app).
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noApp = { group: ['@/app', '@/app/*', '../app/*', '../../app/*', '../../../app/*'], message: 'only the app layer imports from app' };
const noFeatures = { group: ['@/features', '@/features/*'], message: 'shared code must not import features' };
const noTestCode = { group: ['@/test/*', '@/backend/*'], message: 'production code must not import test helpers or the built-in backend' };
const restrict = (...patterns) => ['error', { patterns }];

/**
 * The same boundaries on resolved paths, so a relative import (`../../features/x`) cannot slip past
 * the alias patterns above: shared code never reaches into features or app, and a feature never
 * into another feature.
 */
const SHARED = ['./src/api', './src/components', './src/lib', './src/config'];
const layerZones = [
  ...SHARED.map((target) => ({ target, from: ['./src/features', './src/app'], message: 'shared code must not import features or app' })),
  { target: './src/config', from: ['./src/lib', './src/api', './src/components'], message: 'config is the lowest layer' },
  { target: './src/lib', from: ['./src/api', './src/components'], message: 'lib sits below api and components' },
  { target: './src/api', from: ['./src/components'], message: 'api sits below components' },
  { target: './src/features', from: ['./src/app'], message: 'only the app layer imports from app' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'features never import each other: move what two features need to src/components, src/lib or src/api',
  })),
];
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}', 'src/features/*/test/**/*.{ts,tsx}'];


export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'test-results-*', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // shared layers, lowest first
  { files: ['src/config/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(noApp, noFeatures, noTestCode, { group: ['@/lib/*', '@/api/*', '@/components/*'], message: 'config is the lowest layer' }) } },
  { files: ['src/lib/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(noApp, noFeatures, noTestCode, { group: ['@/api/*', '@/components/*'], message: 'lib sits below api and components' }) } },
  { files: ['src/api/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(noApp, noFeatures, noTestCode, { group: ['@/components/*'], message: 'api sits below components' }) } },
  { files: ['src/components/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(noApp, noFeatures, noTestCode) } },
  // each feature: shared code only, never another feature (relative paths must stay inside the feature)
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(noApp, noTestCode, {
        group: ['@/features/*', `!@/features/${feature}`, '../../*', '../../../*'],
        message: `features never import each other: move what two features need to src/components, src/lib or src/api`,
      }),
    },
  })),
  // resolved-path boundaries and no import cycles (imports resolved as TypeScript does, `@/` included)
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/{api,components,lib,config,features}/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  // product functions stay short (a page is its parts, each with one job); tests and test helpers are exempt
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'src/backend/test-utils/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  // recharts chooses every axis's scale itself: the build ships only the scales it chooses
  // (rechartsWithAutoScalesOnly in vite.config.ts), and an axis given one by name would get a point scale
  {
    files: ['src/**/*.tsx'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='scale']", message: 'recharts chooses the scale (band, point or linear): the build ships no other (rechartsWithAutoScalesOnly in vite.config.ts)' },
      ],
    },
  },
  // the built-in backend and test helpers may read anything below app; tests may use test helpers
  { files: ['src/backend/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(noApp, noFeatures) } },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}', 'src/features/*/test/**/*.{ts,tsx}', 'src/main.tsx', 'src/bootstrap.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // browser tests take `test` from tests/e2e/support.ts, whose context is kept off the internet
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "import test from './support': its context is kept off the internet" }] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
