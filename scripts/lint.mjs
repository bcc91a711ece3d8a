// `npm run lint`: types of every package (strict), ESLint with the boundary rules, Prettier, and the
// architecture doc's diagrams against the code.
import { run } from './processes.mjs';

// One strict pass over every package (the root tsconfig.json); each package's own tsconfig is for editors.
run('npx', ['tsc', '-p', '.', '--noEmit']);
run('npx', ['eslint', '.', '--max-warnings', '0']);
run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
run('node', ['scripts/architecture.mjs', '--check']);
