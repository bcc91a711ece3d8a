// Draws docs/architecture.md's diagrams from the code: which workspace imports which @atrium entry
// point (tests left out), and which remote areas the shell mounts at runtime (the catalogue of
// remotes); and writes its reference deployment from scripts/topology.mjs. `--check` fails when
// the doc's diagrams or deployment are not the ones the code makes today, so `npm run lint` keeps
// the doc current, and when a package's parts import each other in a circle.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { root } from './processes.mjs';
import { referenceDeployment } from './topology.mjs';

const DOC = path.join(root, 'docs/architecture.md');
const START = '<!-- diagram:start (scripts/architecture.mjs writes this block) -->';
const END = '<!-- diagram:end -->';
const TOPOLOGY_START = '<!-- topology:start (scripts/architecture.mjs writes this block from scripts/topology.mjs) -->';
const TOPOLOGY_END = '<!-- topology:end -->';
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TEST = /(\.test\.|\/testing\/|\/test\/)/;
const IMPORT = /(?:from|import\()\s*'@atrium\/([a-z-]+)(\/[a-zA-Z/-]+)?'/g;

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

const RELATIVE = /(?:from|import\()\s*'(\.{1,2}\/[^']*)'/g;

/**
 * The part of a package a source file belongs to: an api module or a feature folder, else the
 * first folder under src/ (or the file itself at the top of src/).
 */
function partOf(file) {
  const relative = path.relative(root, file).replace(/\.(ts|tsx|js|mjs)$/, '');
  const match =
    /^(api\/src\/modules\/[^/]+)/.exec(relative) ??
    /^([^/]+\/src\/features\/[^/]+)/.exec(relative) ??
    /^([^/]+\/src\/[^/]+)/.exec(relative);
  return match ? match[1].replace(/\/index$/, '') : relative;
}

/** Import circles between the parts of each package (api modules, features, shared's folders): each a list of parts. */
export function importCircles() {
  const graph = new Map();
  for (const workspace of workspaces) {
    for (const file of files(path.join(root, workspace))) {
      const from = partOf(file);
      if (!graph.has(from)) graph.set(from, new Set());
      for (const [, target] of fs.readFileSync(file, 'utf8').matchAll(RELATIVE)) {
        const to = partOf(path.resolve(path.dirname(file), target));
        if (to !== from) graph.get(from).add(to);
      }
    }
  }
  // Tarjan's strongly connected components: a component of more than one part is a circle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
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

/** The doc with `content` between `start` and `end`. */
function between(doc, start, end, content) {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${DOC} has no block ${start} ... ${end}`);
  return `${doc.slice(0, from + start.length)}\n\n${content}\n\n${doc.slice(to)}`;
}

/** The doc with both blocks written, formatted as Prettier formats it (its tables are aligned). */
async function render(doc) {
  const drawn = between(
    between(doc, START, END, diagram()),
    TOPOLOGY_START,
    TOPOLOGY_END,
    referenceDeployment().join('\n'),
  );
  return prettier.format(drawn, { ...(await prettier.resolveConfig(DOC)), parser: 'markdown' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const doc = fs.readFileSync(DOC, 'utf8');
  const drawn = await render(doc);
  if (process.argv.includes('--circles') || process.argv.includes('--check')) {
    const circles = importCircles();
    for (const circle of circles) console.error(`import circle: ${circle.join(' <-> ')}`);
    if (circles.length) process.exitCode = 1;
  }
  if (process.argv.includes('--check')) {
    if (drawn !== doc) {
      console.error(
        'docs/architecture.md: the diagrams or the reference deployment are out of date; run `node scripts/architecture.mjs`.',
      );
      process.exit(1);
    }
  } else if (!process.argv.includes('--circles')) {
    fs.writeFileSync(DOC, drawn);
    console.log('docs/architecture.md: diagrams and reference deployment written');
  }
}
