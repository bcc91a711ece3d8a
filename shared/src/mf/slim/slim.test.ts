/**
 * The slim entries written in JavaScript (reactI18next.js, reactQuery.js) have no type check behind
 * them: a name the sources import that such an entry leaves out would be undefined on the page.
 * Every value imported from those libraries anywhere in the browser's sources must be exported here.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');
const SLIM: Record<string, string> = {
  'react-i18next': 'reactI18next.js',
  '@tanstack/react-query': 'reactQuery.js',
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const browserDirs = fs
  .readdirSync(root)
  .filter((dir) => dir.startsWith('mf-') || dir === 'shell')
  .map((dir) => path.join(root, dir, 'src'))
  .concat(path.join(root, 'shared/src'));

describe('slim shared entries', () => {
  it.each(Object.entries(SLIM))('%s: every imported value is exported by its slim entry', (library, file) => {
    const exported = new Set(
      [...fs.readFileSync(path.join(__dirname, file), 'utf8').matchAll(/export \{([^}]*)\}/g)].flatMap(([, names]) =>
        names.split(',').map((name) => name.trim()),
      ),
    );
    const imported = new Set<string>();
    const pattern = new RegExp(`import \\{([^}]*)\\} from '${library.replace('/', '\\/')}'`, 'g');
    for (const file of browserDirs.flatMap(sources)) {
      for (const [, names] of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
        for (const name of names.split(',').map((n) => n.trim()))
          if (name && !name.startsWith('type ')) imported.add(name);
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((name) => !exported.has(name))).toEqual([]);
  });
});
