// Shared jest settings: ts-jest transpiles (type checking is `npm run lint`'s job) to CommonJS.
const path = require('node:path');

module.exports = function jestConfig(dir, environment) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    // The api's suites migrate and seed a database in beforeAll: seconds on a busy 2-core machine.
    // Read when a package's config runs alone; the root jest.config.js sets it for the whole run.
    testTimeout: 30_000,
    setupFiles: [path.join(__dirname, `jest.setup.${environment}.js`)],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': [
        require.resolve('ts-jest'),
        {
          tsconfig: {
            module: 'commonjs',
            moduleResolution: 'node10',
            // TypeScript 6 deprecates node10, which is what CommonJS output for jest needs.
            ignoreDeprecations: '6.0',
            jsx: 'react-jsx',
            esModuleInterop: true,
            isolatedModules: true,
            target: 'ES2022',
          },
        },
      ],
    },
    moduleNameMapper: {
      '^@atrium/shared$': path.join(__dirname, 'shared/src/index.ts'),
      '^@atrium/shared/form$': path.join(__dirname, 'shared/src/form/index.ts'),
      '^@atrium/shared/virtual$': path.join(__dirname, 'shared/src/virtual/index.ts'),
      '^@atrium/shared/lists$': path.join(__dirname, 'shared/src/lists/index.ts'),
      '^@atrium/shared/time$': path.join(__dirname, 'shared/src/time/index.ts'),
      '^@atrium/shared/contract$': path.join(__dirname, 'shared/src/contract/index.ts'),
      '^@atrium/shared/contract/channels$': path.join(__dirname, 'shared/src/contract/channels.ts'),
      '^@atrium/shared/contract/enums$': path.join(__dirname, 'shared/src/contract/enums.ts'),
      '^@atrium/shared/server$': path.join(__dirname, 'shared/src/server/index.ts'),
      '^@atrium/shared/server/testing$': path.join(__dirname, 'shared/src/server/testDatabase.ts'),
      '^@atrium/shared/testing$': path.join(__dirname, 'shared/src/testing/index.ts'),
      // jsdom picks nanoid's browser build, which is ES modules only (ics uses it); jest runs CommonJS.
      '^nanoid$': require.resolve('nanoid'),
    },
  };
};
