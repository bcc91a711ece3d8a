import { incompatibilities, packageOf } from '../src/compat';

describe('shared singleton compatibility', () => {
  const shell = [
    { name: 'react', version: '19.3.1' },
    { name: 'react-dom/client', version: '19.3.1' },
    { name: '@atrium/shared', version: '0.1.0' },
    { name: 'rxjs', version: '7.8.2' },
  ];

  test('a share name maps to its package', () => {
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@atrium/shared')).toBe('@atrium/shared');
    expect(packageOf('@scope/pkg/sub/path')).toBe('@scope/pkg');
  });

  test('the same major (and below 1.0 the same minor) is compatible', () => {
    expect(
      incompatibilities(
        [
          { name: 'react/jsx-runtime', version: '19.0.0' },
          { name: 'react-dom', version: '19.9.9' },
          { name: '@atrium/shared', version: '0.1.7' },
          { name: 'rxjs', version: '^7.5.0' },
        ],
        shell,
      ),
    ).toEqual([]);
  });

  test('each problem is named once, with both versions', () => {
    expect(
      incompatibilities(
        [
          { name: 'react', version: '18.3.1' },
          { name: 'react/jsx-runtime', version: '18.3.1' },
          { name: '@atrium/shared', version: '0.2.0' },
          { name: 'zustand', version: '5.0.0' },
          { name: 'rxjs', version: 'latest' },
        ],
        shell,
      ),
    ).toEqual([
      'react: built against 18.3.1, the shell runs 19.3.1',
      '@atrium/shared: built against 0.2.0, the shell runs 0.1.0',
      'zustand: the shell does not share it',
      'rxjs: built against latest, the shell runs 7.8.2',
    ]);
  });
});
