import { execFileSync } from 'node:child_process';
import path from 'node:path';
import REMOTES from '@atrium/shared/remotes.json';

// The boundary rules of eslint.config.mjs (DESIGN.md "Habits"), run through ESLint's API on code
// that is never written to disk: each case is [file it would be, import it makes].

const root = path.resolve(__dirname, '../..');

/**
 * How many restricted-import errors ESLint reports for each case; `lazily`: the import is an
 * import() expression, which no-restricted-imports does not see and no-restricted-syntax checks.
 */
function restrictedImports(cases: [string, string][], { lazily = false } = {}): number[] {
  const probe = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const counts = [];
      for (const [file, from] of JSON.parse(process.argv[1])) {
        const code = ${lazily}
          ? \`export const load = () => import('\${from}');\\n\`
          : \`import x from '\${from}';\\nexport default x;\\n\`;
        const [result] = await eslint.lintText(code, { filePath: file });
        counts.push(result.messages.filter((m) => /(^|\\/)no-restricted-(imports|syntax)$/.test(m.ruleId ?? '')).length);
      }
      console.log(JSON.stringify(counts));
    })();`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', probe, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' }),
  );
}

const remotes = Object.keys(REMOTES);

test('a remote imports no other remote, by package or by path, nor the shell', () => {
  const cases: [string, string][] = remotes.flatMap((remote) => [
    ...remotes
      .filter((other) => other !== remote)
      .flatMap((other): [string, string][] => [
        [`${remote}/src/parcels/Probe.tsx`, `@atrium/${other}`],
        [`${remote}/src/features/probe/Probe.tsx`, `../../../../${other}/src/parcels/Probe`],
      ]),
    [`${remote}/src/parcels/Probe.tsx`, '@atrium/shell'],
  ]);
  expect(restrictedImports(cases)).toEqual(cases.map(() => 1));
});

test('shared imports nothing above it; a feature reaches another only through its index', () => {
  expect(
    restrictedImports([
      ['shared/src/mf/Probe.tsx', '@atrium/shell'],
      ['shared/src/mf/Probe.tsx', `@atrium/${remotes[0]}`],
      ['mf-auth/src/features/login/Probe.tsx', '../register/RegisterForm'],
      ['shell/src/features/routing/Probe.tsx', '../layout/Header'],
    ]),
  ).toEqual([1, 1, 1, 1]);
});

test('what the rules allow: shared, a feature index, a file of the same feature', () => {
  expect(
    restrictedImports([
      ['mf-auth/src/features/login/Probe.tsx', '@atrium/shared'],
      ['mf-auth/src/features/login/Probe.tsx', '../register'],
      ['mf-auth/src/features/login/Probe.tsx', './LoginForm'],
      ['shell/src/features/routing/Probe.tsx', '../remotes'],
    ]),
  ).toEqual([0, 0, 0, 0]);
});

test('a lazy import() keeps the same feature boundary: the index, never a file behind it', () => {
  expect(
    restrictedImports(
      [
        ['mf-meeting/src/features/networking/Probe.tsx', '../room/MeetingRoom'],
        ['shell/src/features/dialogs/Probe.tsx', '../newItems/NewItemBanner'],
        ['api/src/modules/chat/Probe.ts', '../people/search'],
        ['mf-meeting/src/features/networking/Probe.tsx', '../room'],
        ['mf-meeting/src/features/room/Probe.tsx', './MeetingRoom'],
        ['mf-live/src/features/player/Probe.ts', 'hls.js'],
      ],
      { lazily: true },
    ),
  ).toEqual([1, 1, 1, 0, 0, 0]);
});

test('test helpers stay in tests: refused in a page, allowed in a test and in src/testing', () => {
  expect(
    restrictedImports([
      ['mf-account/src/parcels/Probe.tsx', '@atrium/shared/testing'],
      ['mf-account/src/features/settings/Probe.tsx', '../../testing/fixtures'],
      ['shared/src/query/Probe.ts', '../testing'],
      ['mf-account/src/parcels/Probe.test.tsx', '@atrium/shared/testing'],
      ['mf-event-content/src/testing/Probe.tsx', '@atrium/shared/testing'],
      ['mf-account/src/features/settings/Probe.test.tsx', '../../testing/fixtures'],
    ]),
  ).toEqual([1, 1, 1, 0, 0, 0]);
});
