import type { CanaryState } from './canary';
import type { VersionFigures } from './health';
import type { HistoryEntry } from './history';
import type { Status } from './manifest';
import type { PointerChange } from './pointers';
import { DEFAULT_BRAND } from './store';

/** Local time, to the second: 2026-11-22 01:04:05. */
export const when = (iso: string) => new Date(iso).toLocaleString('sv-SE');

/** Runtime errors span lines; a table row shows the start of one. */
const oneLine = (message: string, max = 160) => {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const brandLabel = (brand: string | null) => (brand === null ? '' : brand === DEFAULT_BRAND ? 'every brand' : brand);

function table(rows: string[][], indent = ''): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i].length))) ?? [];
  return rows
    .map(
      (r) =>
        indent +
        r
          .map((cell, i) => cell.padEnd(widths[i]))
          .join('  ')
          .trimEnd(),
    )
    .join('\n');
}

export function describeChange(action: 'promote' | 'rollback', c: PointerChange): string {
  const who = c.brand === DEFAULT_BRAND ? 'every brand' : c.brand;
  if (!c.changed) return `${c.remote}: ${who} already runs ${c.after}`;
  const after = c.after ?? `the default ${c.remote}`;
  const before = c.before ?? `the default`;
  return action === 'promote'
    ? `${c.remote}: ${who} now runs ${after} (was ${before})`
    : `${c.remote}: ${who} rolled back to ${after} (was ${before})`;
}

const holdText = (seconds: number) =>
  seconds % 3600 === 0 ? `${seconds / 3600}h` : seconds % 60 === 0 ? `${seconds / 60}m` : `${seconds}s`;

/** `canary 1.2.0 at 25% (ramp 5,[25],50,100 every 10m, next 14:32:10)`. */
export function canaryText(c: Omit<CanaryState, 'current'>): string {
  if (!c.ramp) return `canary ${c.version} at ${c.share}% (fixed)`;
  const steps = c.ramp.map((share, i) => (i === c.step ? `[${share}]` : String(share))).join(',');
  const next = c.step === c.ramp.length - 1 ? 'promoted' : 'next step';
  return `canary ${c.version} at ${c.share}% (ramp ${steps} every ${holdText(c.holdSeconds ?? 0)}, ${next} ${when(c.nextStepAt!)})`;
}

export function describeCanaryChange(c: CanaryState): string {
  const who = c.brand === DEFAULT_BRAND ? 'every brand' : c.brand;
  return `${c.remote}: ${c.share}% of ${who}'s sessions get ${c.version}, the others ${c.current}; ${canaryText(c)}`;
}

export function formatHistory(entries: HistoryEntry[]): string {
  if (!entries.length) return 'No changes yet.';
  return table(
    entries.map((e) => {
      const pointer = e.action === 'promote' || e.action === 'rollback' || e.action === 'canary' || e.action === 'ramp';
      // No pointer: a brand follows the default; the default had no version yet.
      const none = e.brand === DEFAULT_BRAND ? 'none' : 'default';
      const change = pointer
        ? `${e.before ?? none} -> ${e.after ?? none}`
        : `${e.before ? `${e.before} -> ` : ''}${e.after ?? ''}`;
      return [when(e.at), e.actor, e.action, e.remote, brandLabel(e.brand), change, e.detail ?? ''];
    }),
  );
}

/** `12 sessions, 8.3% failing, LCP 1200 ms`: a version's figures in the judge's window. */
function versionFigures(f: VersionFigures | undefined): string {
  if (!f?.sessions) return '';
  const lcp = f.medianLcp === null ? '' : `, LCP ${Math.round(f.medianLcp)} ms`;
  return `${f.sessions} sessions, ${(f.failureRate * 100).toFixed(1)}% failing${lcp}`;
}

const canaryFigures = (c: { figures: VersionFigures[] }) =>
  c.figures
    .filter((f) => f.sessions)
    .map((f) => `${f.version}: ${versionFigures(f)}`)
    .join('; ');

export function formatStatus(status: Status, { versionsShown }: { versionsShown: number }): string {
  const lines: string[] = [];
  lines.push(
    status.shell
      ? `shell  ${status.shell.version}  recorded ${when(status.shell.recordedAt)} by ${status.shell.recordedBy}`
      : 'shell  not recorded yet (npm start records it)',
  );
  for (const r of status.remotes) {
    lines.push('', r.remote);
    if (r.pointers.length) {
      const rows = r.pointers.map((p) => {
        const canary = r.canaries.find((c) => c.brand === p.brand);
        return [
          brandLabel(p.brand),
          p.version,
          p.lastGood ? `last good ${p.lastGood}` : 'no last good',
          canary ? canaryText(canary) : '',
          canary ? canaryFigures(canary) : '',
        ];
      });
      // A brand's canary over the default's version: the brand has no pointer of its own.
      for (const c of r.canaries.filter((c) => !r.pointers.some((p) => p.brand === c.brand))) {
        rows.push([brandLabel(c.brand), c.current ?? '', "the default's", canaryText(c), canaryFigures(c)]);
      }
      lines.push(table(rows, '  '));
    } else {
      lines.push('  not current anywhere');
    }
    const shown = r.versions.slice(0, versionsShown);
    lines.push('  versions, newest first:');
    lines.push(
      table(
        shown.map((v) => [
          v.version,
          when(v.publishedAt),
          v.publishedBy,
          v.source === 'url' ? v.entry : 'files',
          versionFigures(r.health.versions.find((f) => f.version === v.version)),
          v.failures
            ? `FAILED TO LOAD ${v.failures.count}x, last ${when(v.failures.lastAt)} on ${v.failures.lastBrand}: ${oneLine(v.failures.lastMessage)}`
            : '',
        ]),
        '    ',
      ),
    );
    if (r.versions.length > shown.length) {
      lines.push(`    … ${r.versions.length - shown.length} older (registry status ${r.remote})`);
    }
  }
  return lines.join('\n');
}
