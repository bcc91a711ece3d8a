// One lint config for the monorepo; the boundary rules enforce DESIGN.md's dependency direction.
import { createRequire } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The remotes of the catalogue, by package folder.
const REMOTES = Object.keys(createRequire(import.meta.url)('@atrium/shared/remotes.json'));

// A feature's index.ts is its public face: `../other` is fine, `../other/file` is not.
const featureBoundary = {
  regex: '^\\.\\./(?!\\.)[^/]+/.+',
  message: 'Import another feature through its index (../feature), not its files.',
};

// no-restricted-imports does not see import(): the same boundary for a lazily loaded feature file.
// esquery's regex cannot hold a slash, so each becomes \x2F.
const featureBoundaryDynamic = {
  selector: `ImportExpression[source.value=/${featureBoundary.regex.replaceAll('/', '\\x2F')}/]`,
  message: featureBoundary.message,
};

const remoteBoundary = (self) => ({
  group: [
    ...REMOTES.filter((r) => r !== self).flatMap((r) => [`@atrium/${r}`, `@atrium/${r}/*`, `**/${r}/**`]),
    '@atrium/shell',
    '**/shell/**',
  ],
  message: "Remotes talk through the bus, the session store and routes, never through each other's source.",
});

// The database factory, migrations and test databases are Node code; a page that imported them would
// pull knex into the browser bundle.
const serverOnly = {
  group: ['@atrium/shared/server', '@atrium/shared/server/*', '**/server/**', './server', '../server'],
  message: 'Browser code never imports the server half of @atrium/shared.',
};

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];

// Test helpers have their own entry so no page bundles them.
const testHelpers = {
  group: ['@atrium/shared/testing', '**/testing', '**/testing/**'],
  message: 'Test helpers are for *.test.ts(x) files and src/testing/ only, never a page.',
};

// A contract module builds its TypeBox schemas as it loads: one value taken from it brings TypeBox and
// the contract's schemas into the bundle (issue 30). Pages take the contract's types, and its plain
// values from the schema-free modules; only the forms that validate with a call's schema take one.
const schemaValues = [
  {
    regex: '(^|/)contract(/(?!(channels|enums|names|limits\\.json)$)[^/]+)?$',
    allowTypeImports: true,
    message:
      "Pages import the contract's types only; its values are at '@atrium/shared/contract/enums', '/channels' and '/names'.",
  },
  {
    regex: '^@sinclair/typebox(/|$)',
    allowTypeImports: true,
    message: 'TypeBox stays out of pages; a form that checks a schema uses @atrium/shared/form.',
  },
];
// The forms that validate with a call's request schema: they load only with their dialogs.
const FORM_SCHEMA_FILES = [
  'shared/src/form/**',
  'mf-account/src/features/*/api.ts',
  'mf-messaging/src/features/appointments/MakeAppointment.tsx',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      '**/*.cjs',
      '**/webpack.config.js',
      '**/jest.config.js',
      'jest.preset.js',
      'jest.setup.*.js',
      'shared/build/**/*.js',
    ],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/src/**', 'shell/src/**', 'mf-*/src/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['shared/src/**'],
    ignores: ['shared/src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@atrium/shell', '@atrium/mf-*', '@atrium/api', '@atrium/registry', '**/shell/**', '**/mf-*/**'],
              message: 'shared is the bottom layer: it imports nothing above it.',
            },
            serverOnly,
          ],
        },
      ],
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [remoteBoundary(remote), serverOnly] }] },
  })),
  {
    files: ['shell/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [remoteBoundary('shell'), serverOnly] }] },
  },
  {
    files: ['shell/src/features/**', 'mf-*/src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [featureBoundary, remoteBoundary('none'), serverOnly] }],
    },
  },
  // Test helpers and schema code stay out of pages. A separate rule name, because a file's last
  // no-restricted-imports setting replaces the boundary patterns above rather than adding to them.
  {
    files: ['shared/src/**', 'shell/src/**', 'mf-*/src/**'],
    ignores: TESTS,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [testHelpers, ...schemaValues] }] },
  },
  {
    files: ['shared/src/contract/**', 'shared/src/server/**', ...FORM_SCHEMA_FILES],
    ignores: TESTS,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [testHelpers] }] },
  },
  {
    files: ['api/src/modules/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [featureBoundary, remoteBoundary('none')] }],
    },
  },
  {
    files: ['shell/src/features/**', 'mf-*/src/features/**', 'api/src/modules/**'],
    rules: { 'no-restricted-syntax': ['error', featureBoundaryDynamic] },
  },
);
