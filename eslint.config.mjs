import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import playfront from './tools/eslint-plugin-playfront/index.mjs';

/** Which kinds of project may depend on which (docs/architecture.md). */
const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util', 'type:contract'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util', 'type:contract'],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contract'],
  },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

/** Imports of a library file instead of its public entry. */
const publicEntryOnly = {
  group: ['@playfront/*/**', '!@playfront/*/testing', '!@playfront/ui-kit/styles.css'],
  message: 'Import a library through its public entry (@playfront/<lib>), never a file inside it.',
};

/** Folder depths inside modules/demo-provider (0: its top-level files). */
const demoProviderDepths = [0, 1, 2, 3];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '.nx/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/artifacts/**',
      '**/mockServiceWorker.js',
    ],
  },
  ...nx.configs['flat/base'],
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints, banTransitiveDependencies: false },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [publicEntryOnly],
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycle among the sources of apps and libs (tools/import-cycles.mjs draws the graph).
    files: ['{apps,libs}/*/src/**/*.{ts,tsx,js,mjs}'],
    plugins: { playfront },
    rules: { 'playfront/no-cycle': 'error' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19.3' } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    files: ['libs/**/*.{ts,tsx}', 'apps/web-portal/**/*.{ts,tsx}', 'apps/back-office/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The API's layers (docs/architecture.md): infrastructure (core/) knows no module; the composition
    // (platform-modules.ts, app.ts, main.ts) knows every module through its entry.
    files: ['apps/platform-api/src/core/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            publicEntryOnly,
            {
              regex: '(^|/)(modules|platform-modules|seed|app|main)(/|$)',
              message:
                'Infrastructure (core/) imports no module: a module registers what it needs (core/module.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // A module uses another only through that module's entry (modules/<name>/index.ts).
    files: ['apps/platform-api/src/modules/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            publicEntryOnly,
            {
              regex: '^\\.\\./[\\w-]+/',
              message: "Use another module through its entry ('../<module>'), not a file inside it.",
            },
            {
              regex: '(^|/)(platform-modules|app|main)$',
              message: 'A module does not import the composition (platform-modules, app, main).',
            },
          ],
        },
      ],
    },
  },
  // The demo provider is one game provider reaching the platform through one port (platform.ts, the
  // game-wallet contract): its other files import only their own folder, core/ and @playfront libs. One
  // block per folder depth, since a pattern sees the import, not the importing file.
  ...demoProviderDepths.map((depth) => ({
    files: [`apps/platform-api/src/modules/demo-provider/${'*/'.repeat(depth)}*.ts`],
    ignores: ['**/*.spec.ts', 'apps/platform-api/src/modules/demo-provider/platform.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            publicEntryOnly,
            {
              // Leaving the demo-provider folder (depth + 1 times '../') is allowed only into core/.
              regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./core(/|$))`,
              message:
                "The demo provider reaches the platform only through its port ('./platform'); otherwise it imports core/ and @playfront libs.",
            },
          ],
        },
      ],
    },
  })),
  ...storybook.configs['flat/recommended'],
  {
    // Stories import their own lib through its public entry, as a consumer would; boundaries still apply.
    files: ['**/*.stories.tsx'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, depConstraints, allowCircularSelfDependency: true },
      ],
    },
  },
);
