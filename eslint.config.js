import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Feature folders share only through packages/* and components/, never each other's internals.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*/*', '../*/components/*'],
              message: 'Import another feature only through its index.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'apps/house-games/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read environment only in src/env.ts.',
        },
      ],
    },
  },
  {
    // child-service.ts hands the environment on to a child process without reading it.
    files: [
      'apps/server/src/env.ts',
      'apps/house-games/src/env.ts',
      'apps/house-games/test/**',
      'apps/server/src/lib/child-service.ts',
      'apps/server/test/**',
      'e2e/**',
      'bench/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The house vendor's game pages (Vite + React, in the browser); vite.config.ts reads HOUSE_API for
    // the dev proxy, which is build tooling, not the server's environment.
    files: ['apps/house-games/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-syntax': 'off' },
  },
);
