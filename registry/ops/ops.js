// The registry's ops page (issue 34 item 5): what runs where, the canaries and their figures, the
// history, and the same promote / pause / roll back the CLI sends, with the same ops token. Plain
// DOM, no build: the registry serves these files as they are. Everything shown is set as text,
// never as HTML, since a failure message or an actor name comes from outside.

const TOKEN_KEY = 'atrium-ops-token';
const REFRESH_MS = 10_000;
const CHART_COLOURS = ['#1f5fbf', '#c2410c', '#1d6b3a', '#7c3aed', '#a4231a', '#0f766e'];

const $ = (selector) => document.querySelector(selector);

/** A DOM element with attributes (`on*` as listeners) and children (strings become text). */
function h(tag, attributes = {}, ...children) {
  const svg = ['svg', 'polyline', 'line', 'text', 'title', 'circle'].includes(tag);
  const element = svg ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on')) element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false || child === '') continue;
    element.append(typeof child === 'string' || typeof child === 'number' ? String(child) : child);
  }
  return element;
}

const token = () => sessionStorage.getItem(TOKEN_KEY);

class Refused extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The registry's HTTP API with the ops token, as the CLI calls it; a refusal's envelope message is thrown. */
async function call(method, path, body) {
  let res;
  try {
    res = await fetch(path, {
      method,
      headers: { Authorization: `Bearer ${token()}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      cache: 'no-store',
    });
  } catch {
    throw new Refused(0, 'The registry did not answer. Check that it is running, then refresh.');
  }
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw new Refused(res.status, answer.message ?? `The registry answered ${res.status}.`);
  return answer;
}

function say(text, kind = '') {
  const status = $('#status');
  status.textContent = text;
  status.className = kind;
}

const when = (iso) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }) : '');
const brandName = (brand) => (brand === '*' ? 'every brand (*)' : brand);
const percent = (rate) => (rate === null || rate === undefined ? '–' : `${(rate * 100).toFixed(1)}%`);
const millis = (ms) => (ms === null || ms === undefined ? '–' : `${Math.round(ms)} ms`);

/**
 * One line per version over time, as inline SVG: `points` are {at, value}; null values are gaps.
 * Small on purpose: the page shows a trend, `registry status` gives exact figures.
 */
function lineChart(title, series, format) {
  const width = 520;
  const height = 160;
  const pad = { left: 56, right: 10, top: 10, bottom: 24 };
  const all = series.flatMap((s) => s.points.filter((p) => p.value !== null));
  if (!all.length) return h('p', { class: 'muted' }, `${title}: no reports yet.`);
  const times = all.map((p) => Date.parse(p.at));
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const top = Math.max(...all.map((p) => p.value)) || 1;
  const x = (at) => pad.left + ((Date.parse(at) - t0) / Math.max(t1 - t0, 1)) * (width - pad.left - pad.right);
  const y = (value) => height - pad.bottom - (value / top) * (height - pad.top - pad.bottom);
  const description = series
    .map((s) => {
      const last = s.points.filter((p) => p.value !== null).at(-1);
      return `${s.version}: ${last ? format(last.value) : 'no reports'}`;
    })
    .join('; ');
  return h(
    'figure',
    {},
    h(
      'svg',
      {
        class: 'chart',
        viewBox: `0 0 ${width} ${height}`,
        role: 'img',
        'aria-label': `${title}. Latest: ${description}`,
      },
      h('line', {
        x1: pad.left,
        y1: height - pad.bottom,
        x2: width - pad.right,
        y2: height - pad.bottom,
        stroke: '#8a94a3',
      }),
      h('line', { x1: pad.left, y1: pad.top, x2: pad.left, y2: height - pad.bottom, stroke: '#8a94a3' }),
      h(
        'text',
        { x: pad.left - 6, y: pad.top + 10, 'text-anchor': 'end', 'font-size': 11, fill: '#56606e' },
        format(top),
      ),
      h(
        'text',
        { x: pad.left - 6, y: height - pad.bottom, 'text-anchor': 'end', 'font-size': 11, fill: '#56606e' },
        format(0),
      ),
      h('text', { x: pad.left, y: height - 6, 'font-size': 11, fill: '#56606e' }, when(new Date(t0).toISOString())),
      h(
        'text',
        { x: width - pad.right, y: height - 6, 'text-anchor': 'end', 'font-size': 11, fill: '#56606e' },
        when(new Date(t1).toISOString()),
      ),
      series.map((s, i) =>
        h('polyline', {
          fill: 'none',
          stroke: CHART_COLOURS[i % CHART_COLOURS.length],
          'stroke-width': 2,
          points: s.points
            .filter((p) => p.value !== null)
            .map((p) => `${x(p.at).toFixed(1)},${y(p.value).toFixed(1)}`)
            .join(' '),
        }),
      ),
    ),
    h(
      'figcaption',
      {},
      h('strong', {}, title),
      h(
        'ul',
        { class: 'legend' },
        series.map((s, i) => {
          // Set through the CSSOM: the page's policy refuses inline style attributes.
          const swatch = h('span', { 'aria-hidden': 'true' });
          swatch.style.background = CHART_COLOURS[i % CHART_COLOURS.length];
          return h('li', {}, swatch, s.version);
        }),
      ),
    ),
  );
}

/** The failure rate and LCP charts of a remote for one brand, from GET /registry/figures. */
async function figuresOf(remote, brand) {
  const box = h('div', { class: 'charts' }, h('p', { class: 'muted' }, 'Loading figures…'));
  try {
    const { versions } = await call(
      'GET',
      `/registry/figures?remote=${encodeURIComponent(remote)}&brand=${encodeURIComponent(brand)}`,
    );
    const series = (pick) =>
      versions.map((v) => ({ version: v.version, points: v.points.map((p) => ({ at: p.at, value: pick(p) })) }));
    box.replaceChildren(
      lineChart(
        `Failure rate, ${brandName(brand)}`,
        series((p) => p.failureRate),
        percent,
      ),
      lineChart(
        `Median LCP, ${brandName(brand)}`,
        series((p) => p.lcpMedianMs),
        millis,
      ),
    );
  } catch (error) {
    box.replaceChildren(h('p', { class: 'muted' }, `Figures unavailable: ${error.message}`));
  }
  return box;
}

let busy = false;

/** Runs one operation, says what it did, and reads everything again. */
async function operate(button, question, method, path, body, done) {
  if (busy || (question && !window.confirm(question))) return;
  busy = true;
  button.disabled = true;
  say('Working…');
  try {
    await call(method, path, { ...body, actor: 'ops page' });
    await load();
    say(done, 'done');
  } catch (error) {
    say(error.message, 'error');
  } finally {
    busy = false;
    button.disabled = false;
  }
}

/**
 * A table whose rows become labelled cards on a phone (ops.css): each cell carries its column's
 * name, shown before it when the header row is hidden.
 */
function table(label, columns, rows) {
  for (const row of rows) {
    [...row.children].forEach((cell, i) => {
      cell.setAttribute('data-label', columns[i]);
      // One box beside the label, however many nodes the cell holds.
      if (cell.childNodes.length) cell.replaceChildren(h('div', {}, ...cell.childNodes));
    });
  }
  return h(
    'div',
    { class: 'scroll', tabindex: 0, role: 'region', 'aria-label': label },
    h(
      'table',
      { class: 'stack' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          columns.map((c) => h('th', { scope: 'col' }, c)),
        ),
      ),
      h('tbody', {}, rows),
    ),
  );
}

function canaryCell(canary) {
  if (!canary) return h('td', { class: 'muted' }, 'none');
  const step = canary.ramp
    ? `ramp ${canary.ramp.join(', ')}%, step ${canary.step + 1} of ${canary.ramp.length}; next ${when(canary.nextStepAt)}`
    : canary.share === 0
      ? 'paused'
      : 'fixed share';
  return h(
    'td',
    {},
    h('strong', {}, canary.version),
    ` to ${canary.share}% of sessions`,
    h('br'),
    h('span', { class: 'muted' }, step),
    // What the registry judges it by (registry/src/health.ts): each side's sessions in the window.
    (canary.figures ?? []).map((f) =>
      h(
        'span',
        { class: 'figures' },
        `${f.version}: ${f.sessions} sessions, ${percent(f.failureRate)} failing, median LCP ${millis(f.medianLcp)}`,
      ),
    ),
  );
}

function pointerRow(remote, pointer, canary) {
  const actions = [];
  if (canary) {
    actions.push(
      h(
        'button',
        {
          type: 'button',
          onclick: (e) =>
            operate(
              e.currentTarget,
              `Make ${remote}@${canary.version} current for ${brandName(pointer.brand)} now?`,
              'POST',
              '/registry/promote',
              { remote, version: canary.version, brand: pointer.brand },
              `${remote}@${canary.version} is now current for ${brandName(pointer.brand)}.`,
            ),
        },
        'Promote',
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'quiet',
          disabled: canary.share === 0,
          onclick: (e) =>
            operate(
              e.currentTarget,
              null,
              'POST',
              '/registry/canary',
              { remote, version: canary.version, brand: pointer.brand, share: 0 },
              `The canary of ${remote}@${canary.version} is paused: no new session gets it.`,
            ),
        },
        'Pause',
      ),
    );
  }
  const back = canary ? 'End the canary' : 'Roll back';
  const canGoBack = Boolean(canary) || pointer.previous.length > 0;
  actions.push(
    h(
      'button',
      {
        type: 'button',
        class: 'danger',
        disabled: !canGoBack,
        onclick: (e) =>
          operate(
            e.currentTarget,
            canary
              ? `End the canary of ${remote}@${canary.version} for ${brandName(pointer.brand)}? Its sessions get ${pointer.version} on their next load.`
              : `Roll ${remote} back from ${pointer.version} to ${pointer.previous[0]} for ${brandName(pointer.brand)}?`,
            'POST',
            '/registry/rollback',
            { remote, brand: pointer.brand },
            canary
              ? `The canary of ${remote} ended for ${brandName(pointer.brand)}.`
              : `${remote} rolled back for ${brandName(pointer.brand)}.`,
          ),
      },
      back,
    ),
  );
  return h(
    'tr',
    {},
    h('th', { scope: 'row' }, brandName(pointer.brand)),
    h(
      'td',
      {},
      pointer.version,
      pointer.lastGood && pointer.lastGood !== pointer.version
        ? h('span', { class: 'muted' }, ` (last good ${pointer.lastGood})`)
        : null,
    ),
    canaryCell(canary),
    h('td', { class: 'actions' }, actions),
  );
}

function versionRows(versions) {
  return versions
    .slice(0, 8)
    .map((v) =>
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, v.version),
        h('td', {}, when(v.publishedAt)),
        h('td', {}, v.publishedBy),
        h(
          'td',
          {},
          v.failures
            ? `${v.failures.count} load failures, last ${when(v.failures.lastAt)}`
            : h('span', { class: 'muted' }, 'none reported'),
        ),
      ),
    );
}

async function remoteSection(remote, brandFilter) {
  const shows = (brand) => !brandFilter || brand === brandFilter;
  // A brand without its own pointer follows '*': its canary, if any, is shown on its own row too.
  const pointers = remote.pointers.filter((p) => shows(p.brand));
  for (const c of remote.canaries) {
    if (shows(c.brand) && !pointers.some((p) => p.brand === c.brand)) {
      pointers.push({ brand: c.brand, version: c.current ?? '–', lastGood: null, previous: [] });
    }
  }
  if (!pointers.length) return null;
  const canaryOf = (brand) => remote.canaries.find((c) => c.brand === brand);
  const title = `remote-${remote.remote}`;
  // Charts for each brand with a canary, and for the brand chosen in the filter.
  const charted = pointers.filter((p) => canaryOf(p.brand) || p.brand === brandFilter);
  const charts = await Promise.all(charted.map((p) => figuresOf(remote.remote, p.brand)));
  return h(
    'section',
    { 'aria-labelledby': title },
    h('h2', { id: title }, remote.remote),
    table(
      `${remote.remote}: what runs where`,
      ['Brand', 'Current', 'Canary', 'Actions'],
      pointers.map((p) => pointerRow(remote.remote, p, canaryOf(p.brand))),
    ),
    charts.length ? [h('h3', {}, 'Figures per version'), charts] : null,
    h('h3', {}, 'Versions'),
    table(
      `${remote.remote}: versions, newest first`,
      ['Version', 'Published', 'By', 'Load failures'],
      versionRows(remote.versions),
    ),
  );
}

function historyRows(entries) {
  return entries.map((e) =>
    h(
      'tr',
      {},
      h('td', {}, when(e.at)),
      h('td', {}, e.actor),
      h('td', {}, e.action),
      h('td', {}, e.remote),
      h('td', {}, e.brand ? brandName(e.brand) : ''),
      h('td', {}, [e.before, e.after].filter(Boolean).join(' → ')),
      h('td', {}, e.detail ?? ''),
    ),
  );
}

let lastStatus = null;

async function render() {
  const filter = $('#brand-filter').value;
  const sections = await Promise.all(lastStatus.remotes.map((r) => remoteSection(r, filter)));
  $('#remotes').replaceChildren(...sections.filter(Boolean));
}

/** Reads status and history; a refused token goes back to the token form. */
async function load() {
  try {
    const [status, history] = await Promise.all([
      call('GET', '/registry/status'),
      call('GET', '/registry/history?limit=50'),
    ]);
    lastStatus = status;
    const brands = [
      ...new Set(status.remotes.flatMap((r) => [...r.pointers, ...r.canaries].map((p) => p.brand))),
    ].sort();
    const select = $('#brand-filter');
    const chosen = select.value;
    select.replaceChildren(
      h('option', { value: '' }, 'Every brand'),
      ...brands.map((b) => h('option', { value: b }, brandName(b))),
    );
    select.value = brands.includes(chosen) ? chosen : '';
    await render();
    $('#history').replaceChildren(
      table('History, newest last', ['When', 'Who', 'What', 'Remote', 'Brand', 'Change', 'Why'], historyRows(history)),
    );
    show('board');
  } catch (error) {
    if (error.status === 401) {
      sessionStorage.removeItem(TOKEN_KEY);
      show('token');
      $('#token-error').textContent = 'The registry refused this token. Paste the current one.';
      $('#token').focus();
      return;
    }
    say(error.message, 'error');
  }
}

function show(what) {
  $('#token-form').hidden = what !== 'token';
  $('#board').hidden = what !== 'board';
  $('#signed-in').hidden = what !== 'board';
}

function start() {
  $('#token-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const given = $('#token').value.trim();
    if (!given) {
      $('#token-error').textContent = 'Paste the ops token first.';
      $('#token').focus();
      return;
    }
    $('#token-error').textContent = '';
    sessionStorage.setItem(TOKEN_KEY, given);
    $('#token').value = '';
    await load();
  });
  $('#refresh').addEventListener('click', () => load());
  $('#sign-out').addEventListener('click', () => {
    sessionStorage.removeItem(TOKEN_KEY);
    lastStatus = null;
    say('');
    show('token');
  });
  $('#brand-filter').addEventListener('change', () => render());
  if (token()) void load();
  else show('token');
  // Figures and ramps move by themselves; read them again while the page is in view.
  setInterval(() => {
    if (token() && !busy && document.visibilityState === 'visible' && lastStatus) void load();
  }, REFRESH_MS);
}

start();
