export interface SharedVersion {
  name: string;
  version: string;
}

/** 'react/jsx-runtime' -> 'react', 'react-dom/client' -> 'react-dom', '@atrium/shared' stays. */
export function packageOf(shareName: string): string {
  const parts = shareName.split('/');
  return shareName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function majorOf(version: string): [number, number] | null {
  const match = /^\D*(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Caret semantics: the same major, and below 1.0 the same minor (0.1 -> 0.2 is breaking). */
function compatible(a: string, b: string): boolean {
  const x = majorOf(a);
  const y = majorOf(b);
  if (!x || !y) return false;
  return x[0] === y[0] && (x[0] !== 0 || x[1] === y[1]);
}

/**
 * Why a remote can't run in this shell, one line per problem (empty: it can). A published remote
 * takes every singleton from the shell (`import: false`), so each one it uses must be there at a
 * compatible version.
 */
export function incompatibilities(remote: SharedVersion[], shell: SharedVersion[]): string[] {
  const shellByPackage = new Map<string, string>();
  for (const s of shell) {
    const pkg = packageOf(s.name);
    if (s.name === pkg || !shellByPackage.has(pkg)) shellByPackage.set(pkg, s.version);
  }
  const problems = new Set<string>();
  for (const r of remote) {
    const pkg = packageOf(r.name);
    const shellVersion = shellByPackage.get(pkg);
    if (!shellVersion) problems.add(`${pkg}: the shell does not share it`);
    else if (!compatible(r.version, shellVersion)) {
      problems.add(`${pkg}: built against ${r.version}, the shell runs ${shellVersion}`);
    }
  }
  return [...problems];
}
