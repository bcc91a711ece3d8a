const config = require('../jest.preset.js')(__dirname, 'node');

const [tsJest, tsJestOptions] = config.transform['^.+\\.tsx?$'];

// fastify's inject (light-my-request) requires cookie 2, which is ESM only; jest's CommonJS runtime needs it transpiled.
const esmOnly = 'light-my-request/node_modules/cookie/';
config.transform[`/${esmOnly}.+\\.js$`] = [
  tsJest,
  { ...tsJestOptions, tsconfig: { ...tsJestOptions.tsconfig, allowJs: true } },
];
config.transformIgnorePatterns = [`^(?!.*/${esmOnly}).*/node_modules/`];

module.exports = config;
