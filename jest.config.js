// One jest run over every package; each package's own jest.config.js says its environment.
module.exports = {
  passWithNoTests: true,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/api',
    '<rootDir>/registry',
    '<rootDir>/shell',
    '<rootDir>/mf-auth',
    '<rootDir>/mf-account',
    '<rootDir>/mf-messaging',
    '<rootDir>/mf-event-content',
    '<rootDir>/mf-social-hub',
    '<rootDir>/mf-live',
    '<rootDir>/mf-meeting',
  ],
};
