// `npm run lint`: types of every package (strict), ESLint with the boundary rules, Prettier.
import { run } from './processes.mjs';

const packages = [
  'shared',
  'shell',
  'mf-auth',
  'mf-account',
  'mf-messaging',
  'mf-event-content',
  'mf-social-hub',
  'mf-live',
  'mf-meeting',
  'api',
  'registry',
  'e2e',
];
for (const pkg of packages) run('npx', ['tsc', '-p', pkg, '--noEmit']);
run('npx', ['eslint', '.', '--max-warnings', '0']);
run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
