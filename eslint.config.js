import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Import boundaries: app -> features -> shared (api, components, lib, config); mocks and tests sit
 * beside them. Features never import each other, shared code never imports features or app, and the
 * shared folders form no cycle: lib <- api <- components (config is read by anything below app).
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noApp = { group: ['@/app', '@/app/*', '../app/*', '../../app/*', '../../../app/*'], message: 'only the app layer imports from app' };
const noFeatures = { group: ['@/features', '@/features/*'], message: 'shared code must not import features' };
const noTestCode = { group: ['@/test/*', '@/mocks/*'], message: 'production code must not import test helpers or the mock backend' };
const restrict = (...patterns) => ['error', { patterns }];


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
  // the mock backend and test helpers may read anything below app; tests may use test helpers
  { files: ['src/mocks/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(noApp, noFeatures) } },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}', 'src/features/*/test/**/*.{ts,tsx}', 'src/main.tsx', 'src/bootstrap.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
