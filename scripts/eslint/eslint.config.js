// ESLint for the whole repository, installed apart from the app (see package.json here). Run from the repo root:
// `bash scripts/eslint/run.sh` (npm test runs it). Import boundaries are not checked here: scripts/lint.ts does.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every pattern below is relative to the repository root, whatever directory ESLint runs from. */
const basePath = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const shipped = ['client/src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'core/src/**/*.ts', 'workflows/src/**/*.ts'];
const tooling = ['tests/**/*.ts', 'scripts/**/*.{ts,js}'];
const client = ['client/src/**/*.{ts,tsx}'];

const configs = [
  { name: 'kadr/ignores', ignores: ['client/src/gql/', 'core/src/generated/', 'server/src/generated/', 'tests/gql/', '**/dist/', '**/node_modules/'] },
  { ...js.configs.recommended, files: [...shipped, ...tooling] },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: [...shipped, ...tooling] })),
  {
    name: 'kadr/typescript',
    files: [...shipped, ...tooling],
    rules: {
      // Unused names fail; a leading underscore marks one kept on purpose (a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  { name: 'kadr/node', files: ['server/src/**', 'core/src/**', 'workflows/src/**', ...tooling], languageOptions: { globals: globals.node } },
  // Shipped code logs through the structured logger (core/src/log); scripts and tests print for people.
  { name: 'kadr/no-console', files: shipped, rules: { 'no-console': 'error' } },
  {
    name: 'kadr/client',
    files: client,
    languageOptions: { globals: globals.browser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, formatjs },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Words come from the message catalogue (client/src/locales) by id, so the descriptor rules that need a
      // defaultMessage do not apply; a literal string in markup or an accessible name is a missed translation.
      // (Components' `label`/`title` props take message ids; the DOM's accessible names and placeholders are checked.)
      'formatjs/no-literal-string-in-jsx': 'error',
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
    },
  },
];

export default configs.map((config) => ({ ...config, basePath }));
