// One jest run over every package. Each package with its own jest.config.js says its environment;
// the remotes of the catalogue all run the same way, so they share one config made here.
const REMOTES = require('@atrium/shared/remotes.json');
const jestConfig = require('./jest.preset.js');

module.exports = {
  passWithNoTests: true,
  // A project's own testTimeout is not read in a multi-project run; this one is. Database setup and
  // the fuzz suite need more than jest's 5 s on two loaded cores.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/api',
    '<rootDir>/registry',
    '<rootDir>/shell',
    ...Object.keys(REMOTES).map((remote) => jestConfig(`${__dirname}/${remote}`, 'jsdom')),
    // Tests of the repository's own tooling (lint boundaries).
    jestConfig(`${__dirname}/scripts`, 'node'),
  ],
};
