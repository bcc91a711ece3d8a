// CPU and memory of every process of a bench run, read from /proc: CPU seconds used between two
// readings, and the resident memory at the second one and at its peak.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // Linux's USER_HZ

const LABELS = [
  [/api\/dist\/main\.js/, 'api'],
  [/registry\/dist\/main\.js/, 'registry'],
  [/gateway\.mjs/, 'gateway'],
  [/^nginx: master/, 'nginx master'],
  [/^nginx: worker/, 'nginx worker'],
  [/(^|\/)haproxy /, 'haproxy'],
  [/bareSocket\.mjs/, 'bare socket.io'],
  [/^ffmpeg/, 'ffmpeg'],
  [/mediasoup-worker/, 'mediasoup worker'],
  [/^redis-server/, 'redis'],
  [/^postgres/, 'postgres'],
];

function label(pid) {
  if (pid === process.pid) return 'bench (load generator)';
  let cmd;
  try {
    cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return null;
  }
  const name = LABELS.find(([pattern]) => pattern.test(cmd))?.[1] ?? null;
  return name === 'api' ? `${name}${hostOf(pid)}` : name;
}

/** ' (api-1)', ' stream (api-2)': which host an api process of the hosts topology runs for, if any. */
function hostOf(pid) {
  try {
    const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    const value = (name) => env.find((line) => line.startsWith(`${name}=`))?.slice(name.length + 1);
    const stream = value('LIVE_STREAMS_HOST');
    if (stream) return ` stream (${stream})`;
    const sfu = value('SFU_HOST');
    return sfu ? ` (${sfu})` : '';
  } catch {
    return '';
  }
}

function read(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND, rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/**
 * The bench's own processes (itself and what it started: the product, the floors) and, with
 * `services`, the machine's PostgreSQL and Redis, with their CPU seconds and memory now. Processes
 * of anything else running on the machine are left out.
 */
export function snapshot({ services = false } = {}) {
  const pids = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
  const parents = new Map(pids.map((pid) => [pid, parentOf(pid)]));
  const ours = (pid) => {
    for (let at = pid; at > 1; at = parents.get(at) ?? 0) if (at === process.pid) return true;
    return false;
  };
  const seen = new Map();
  for (const pid of pids) {
    const name = label(pid);
    if (!name) continue;
    if (!ours(pid) && !(services && (name === 'postgres' || name === 'redis'))) continue;
    const reading = read(pid);
    if (reading) seen.set(pid, { name, ...reading });
  }
  return seen;
}

/** Lines of CPU seconds between two snapshots (and the share of one core), with memory, by process. */
export function usageLines(before, after, seconds) {
  const rows = [...after].map(([pid, a]) => {
    const cpu = a.cpu - (before.get(pid)?.cpu ?? 0);
    return { pid, name: a.name, cpu, rss: a.rss, peak: a.peak };
  });
  // postgres runs as many processes: one line for all of them.
  const grouped = [];
  for (const row of rows.sort((x, y) => y.cpu - x.cpu)) {
    const same = row.name === 'postgres' && grouped.find((g) => g.name === 'postgres');
    if (same) {
      same.cpu += row.cpu;
      same.rss += row.rss;
      same.peak += row.peak;
      same.count++;
    } else grouped.push({ ...row, count: 1 });
  }
  return grouped
    .filter((row) => row.cpu > 0.05 || row.name !== 'postgres')
    .map(
      (row) =>
        `    ${`${row.name}${row.count > 1 ? ` (${row.count} processes)` : ` [${row.pid}]`}`.padEnd(34)} CPU ${row.cpu.toFixed(1).padStart(6)} s (${((row.cpu / seconds) * 100).toFixed(0).padStart(3)}% of a core)   RSS ${(row.rss / 1024).toFixed(0).padStart(5)} MB (peak ${(row.peak / 1024).toFixed(0)} MB)`,
    );
}
