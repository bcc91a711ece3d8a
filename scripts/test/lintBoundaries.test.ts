import { execFileSync } from 'node:child_process';
import path from 'node:path';
import REMOTES from '@atrium/shared/remotes.json';

// The boundary rules of eslint.config.mjs (DESIGN.md "Habits"), run through ESLint's API on code
// that is never written to disk: each case is [file it would be, import it makes].

const root = path.resolve(__dirname, '../..');

/**
 * How many restricted-import errors ESLint reports for each case; `lazily`: the import is an
 * import() expression, which no-restricted-imports does not see and no-restricted-syntax checks;
 * `typeOnly`: the import is `import type`.
 */
function restrictedImports(cases: [string, string][], { lazily = false, typeOnly = false } = {}): number[] {
  const probe = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const counts = [];
      for (const [file, from] of JSON.parse(process.argv[1])) {
        const code = ${lazily}
          ? \`export const load = () => import('\${from}');\\n\`
          : \`import ${typeOnly ? 'type ' : ''}x from '\${from}';\\nexport default x;\\n\`;
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

test('pages take types from the contract, values only from its schema-free modules, nothing of TypeBox', () => {
  const page = 'mf-live/src/features/player/Probe.tsx';
  const refused: [string, string][] = [
    [page, '@atrium/shared/contract'],
    [page, '@sinclair/typebox'],
    ['shell/src/boot/Probe.ts', '@atrium/shared/contract'],
    ['shared/src/query/Probe.ts', '../contract'],
    ['shared/src/query/Probe.ts', '../contract/socialHub'],
    ['shared/src/ui/Probe.ts', '@sinclair/typebox/value'],
  ];
  const allowed: [string, string][] = [
    [page, '@atrium/shared/contract/enums'],
    [page, '@atrium/shared/contract/channels'],
    ['shared/src/query/Probe.ts', '../contract/enums'],
    // The forms that validate with a call's schema, the contract itself and tests.
    ['mf-account/src/features/profile/api.ts', '@atrium/shared/contract'],
    ['mf-messaging/src/features/appointments/MakeAppointment.tsx', '@atrium/shared/contract'],
    ['shared/src/form/schemaResolver.ts', '@sinclair/typebox'],
    ['shared/src/contract/Probe.ts', '@sinclair/typebox'],
    ['mf-live/src/features/player/Probe.test.tsx', '@atrium/shared/contract'],
  ];
  expect(restrictedImports([...refused, ...allowed])).toEqual([...refused.map(() => 1), ...allowed.map(() => 0)]);
  expect(restrictedImports(refused, { typeOnly: true })).toEqual(refused.map(() => 0));
});
