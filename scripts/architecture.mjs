// Draws docs/architecture.md's diagrams from the code: which workspace imports which @atrium entry
// point (tests left out), and which remote areas the shell mounts at runtime (the catalogue of
// remotes). `--check` fails when the doc's diagrams are not the ones the code draws today, so
// `npm run lint` keeps the doc current.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './processes.mjs';

const DOC = path.join(root, 'docs/architecture.md');
const START = '<!-- diagram:start (scripts/architecture.mjs writes this block) -->';
const END = '<!-- diagram:end -->';
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TEST = /(\.test\.|\/testing\/|\/test\/)/;
const IMPORT = /(?:from|import\()\s*'@atrium\/([a-z-]+)(\/[a-z]+)?'/g;

const catalogue = JSON.parse(fs.readFileSync(path.join(root, 'shared/src/mf/remotes.json'), 'utf8'));
const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.flatMap((w) =>
  w === 'mf-*' ? Object.keys(catalogue) : [w],
);

function* files(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (SOURCE.test(entry.name) && !TEST.test(full)) yield full;
  }
}

/** `from -> to` import edges between workspaces, each with the entry points used. */
export function importEdges() {
  const edges = new Map();
  for (const workspace of workspaces) {
    for (const file of files(path.join(root, workspace))) {
      for (const [, target, entry] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (target === workspace) continue;
        const key = `${workspace} --> ${target}`;
        if (!edges.has(key)) edges.set(key, new Set());
        edges.get(key).add(`@atrium/${target}${entry ?? ''}`);
      }
    }
  }
  return edges;
}

const id = (name) => name.replace(/-/g, '_');

function importDiagram() {
  const lines = ['```mermaid', 'flowchart BT'];
  for (const workspace of workspaces) lines.push(`  ${id(workspace)}[${workspace}]`);
  for (const [key, entries] of [...importEdges()].sort(([a], [b]) => a.localeCompare(b))) {
    const [from, to] = key.split(' --> ');
    lines.push(`  ${id(from)} -- "${[...entries].sort().join(', ')}" --> ${id(to)}`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** Area name -> the workspaces whose source mounts it (a file using AreaSlot or remoteArea that names it). */
function areaMounts() {
  const areas = new Set(Object.values(catalogue).flatMap((remote) => Object.keys(remote.areas)));
  const mounts = new Map();
  for (const workspace of workspaces) {
    for (const file of files(path.join(root, workspace))) {
      const text = fs.readFileSync(file, 'utf8');
      if (!/AreaSlot|remoteArea\(/.test(text)) continue;
      for (const [, name] of text.matchAll(/['"]([A-Za-z]+)['"]/g)) {
        if (!areas.has(name)) continue;
        if (!mounts.has(name)) mounts.set(name, new Set());
        mounts.get(name).add(workspace);
      }
    }
  }
  return mounts;
}

/** The shell reads the registry's manifest; areas are mounted by name through RemoteSlot. */
function runtimeDiagram() {
  const mounts = areaMounts();
  const lines = ['```mermaid', 'flowchart LR', '  shell[shell] -- "GET /registry/manifest" --> registry[(registry)]'];
  for (const [name, remote] of Object.entries(catalogue)) {
    lines.push(`  ${id(name)}["${name} (${remote.container})<br/>${Object.keys(remote.exposes).join(' ')}"]`);
  }
  for (const [name, remote] of Object.entries(catalogue)) {
    for (const [area, module] of Object.entries(remote.areas)) {
      for (const host of [...(mounts.get(area) ?? [])].sort()) {
        lines.push(`  ${id(host)} -. "${area}: ${module}" .-> ${id(name)}`);
      }
    }
  }
  lines.push('```');
  return lines.join('\n');
}

export function diagram() {
  return `Build time: imports between packages.\n\n${importDiagram()}\n\nRun time: who mounts which remote area (the catalogue of remotes, \`shared/src/mf/remotes.json\`, and the code that names its areas).\n\n${runtimeDiagram()}`;
}

function render(doc) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DOC} has no diagram block (${START} ... ${END})`);
  return `${doc.slice(0, start + START.length)}\n\n${diagram()}\n\n${doc.slice(end)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const doc = fs.readFileSync(DOC, 'utf8');
  const drawn = render(doc);
  if (process.argv.includes('--check')) {
    if (drawn !== doc) {
      console.error('docs/architecture.md: the diagrams are out of date; run `node scripts/architecture.mjs`.');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(DOC, drawn);
    console.log('docs/architecture.md: diagram written');
  }
}
