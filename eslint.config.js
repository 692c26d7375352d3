import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const envOnlyInEnvTs = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read environment only in src/env.ts.',
};
/**
 * Which features each feature of apps/web may import (through its index). The graph has no cycle
 * (apps/server/test/structure-lint.test.ts checks it); what two features share lives in src/lib,
 * src/hooks or src/components.
 */
export const featureDeps = {
  theme: [],
  auth: [],
  system: ['theme'],
  i18n: ['system'],
  download: ['system', 'theme'],
  'live-chat': ['auth', 'system'],
  help: ['live-chat', 'system', 'theme'],
  games: ['auth', 'system', 'theme'],
  lottery: ['auth', 'system', 'theme'],
  announcements: ['auth', 'games'],
  accounts: ['announcements', 'auth', 'live-chat', 'system', 'theme'],
  home: ['announcements', 'games', 'lottery', 'system', 'theme'],
  'member-centre': ['accounts', 'auth', 'games', 'lottery', 'system'],
  points: ['auth', 'system', 'theme'],
  layout: [
    'accounts',
    'announcements',
    'auth',
    'download',
    'games',
    'i18n',
    'live-chat',
    'member-centre',
    'system',
    'theme',
  ],
};
function featureImportPatterns(feature, deps) {
  const others = Object.keys(featureDeps).filter((f) => f !== feature && !deps.includes(f));
  return [
    {
      group: ['../../features/*/*', '../*/components/*', '@/features/*/*', `!@/features/${feature}/*`],
      message: 'Import another feature only through its index.',
    },
    ...(others.length
      ? [
          {
            group: others.map((f) => `@/features/${f}`),
            message: `${feature} may import only ${deps.join(', ') || 'no other feature'} (featureDeps in eslint.config.js); share through src/lib, src/hooks or src/components.`,
          },
        ]
      : []),
  ];
}
const sqlOnlyInRepositories = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
    message: 'SQL belongs in a repository (*repository.ts); call a repository function.',
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']",
    message: 'SQL belongs in a repository (*repository.ts); call a repository function.',
  },
];

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
    // The back office (apps/admin): a browser app; feature folders reach each other only through the
    // shell's src/lib and src/components.
    files: ['apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Features import another feature only through its index, and only the features listed for them
  // (decision 0018).
  ...Object.entries(featureDeps).map(([feature, deps]) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: featureImportPatterns(feature, deps) }] },
  })),
  {
    files: ['apps/server/**/*.ts', 'apps/house-games/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', envOnlyInEnvTs] },
  },
  {
    // Only repositories (and the ledger, the repository of money) run SQL; services call them and may
    // open a transaction to hand it to them (decision 0018). A module reaches another only through its
    // services, never its repositories or routes.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*repository*.ts', 'apps/server/src/modules/wallet/ledger.ts'],
    rules: {
      'no-restricted-syntax': ['error', envOnlyInEnvTs, ...sqlOnlyInRepositories],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['sql'],
              allowTypeImports: true,
              message: 'SQL belongs in a repository (*repository.ts).',
            },
          ],
          patterns: [
            {
              group: ['../*/*repository*', '../*/*routes*'],
              message: 'Reach another module through its service, not its repository or routes.',
            },
          ],
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
