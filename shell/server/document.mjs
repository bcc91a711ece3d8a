// The page the gateway serves for a route of a brand (issue 30 item 2). The shell's index.html as
// built, with what its first screen needs named up front, so the browser asks for all of it at once
// instead of one step after another (document, shell scripts, manifest, remote entry, expose). In
// one JSON block the boot script reads (shared/src/api/early.ts):
// - the scripts to preload: the shell's boot scripts (dist/preload.json, written by the shell's
//   build) and the route's remotes, each entry and its expose's scripts, as the brand's manifest
//   and the version's mf-manifest.json name them;
// - the answers every visitor of the brand gets alike (the brand's three lookups and the remote
//   manifest, unless a canary makes it each session's own), which the boot script takes instead
//   of asking.
// And the brand's name as the title and a meta description, in the visitor's language.
// What the gateway cannot get in time is left out, and the browser asks for it as before.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const REMOTES = require('@atrium/shared/remotes.json');
/** The JSON block's id (INLINE_ANSWERS_ID in shared/src/api/early.ts). */
const INLINE_ID = 'atrium-early';

/** How long the gateway reuses a brand's answers: a rollback reaches the next loads within it. */
export const FIRST_SCREEN_TTL_MS = 1000;
/** A slow api or registry costs the page at most this; the browser then asks itself. */
const UPSTREAM_TIMEOUT_MS = 800;
/** Brands (and languages) remembered at once; random slugs cannot grow the gateway without bound. */
const MAX_REMEMBERED = 500;

/**
 * The areas (shared/src/mf/remotes.json) the first screen of a path shows, most specific first.
 * A guest sent to sign-in from an event page loads what it then needs itself.
 */
const FIRST_AREAS = [
  [/^\/[^/]+\/(login|register|forgot-password)\/?$/, ['auth']],
  [/^\/[^/]+\/event\/[^/]+\/sessions\/?$/, ['event', 'liveSessions']],
  [/^\/[^/]+\/event\/[^/]+\/live\/[^/]+\/?$/, ['event', 'sessionPage']],
  [/^\/[^/]+\/event\/[^/]+\/networking\/?$/, ['event', 'networking']],
  [/^\/[^/]+\/event\/[^/]+\/room\/[^/]+\/?$/, ['event', 'networkingRoom']],
  [/^\/[^/]+\/event\/[^/]+/, ['event']],
  [/^\/[^/]+(\/(start|events|incomingevents|pastevents))?\/?$/, ['home']],
];

export function firstAreas(pathname) {
  return FIRST_AREAS.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}

/** area -> { remote, expose } from the catalogue. */
const AREAS = new Map(
  Object.entries(REMOTES).flatMap(([remote, { areas }]) =>
    Object.entries(areas).map(([area, expose]) => [area, { remote, expose }]),
  ),
);

/** The brand of `/:slug/...`, as the boot script reads it (shell/src/boot/earlyRequests.ts). */
export function slugOf(pathname) {
  const first = pathname.split('/')[1];
  if (!first) return null;
  try {
    return decodeURIComponent(first);
  } catch {
    return null;
  }
}

/** The visitor's language as the page would pick it without a stored choice (shared detectLanguage). */
export function languageOf(acceptLanguage) {
  return /^\s*tr\b/i.test(acceptLanguage ?? '') ? 'tr' : 'en';
}

// JSON inside <script>: nothing in it may close the tag or start a comment.
const scriptJson = (value) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const attr = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const DESCRIPTION = {
  en: (name) => `${name}: your events, their program, speakers, live sessions, networking and messages in one place.`,
  tr: (name) => `${name}: etkinlikleriniz, programları, konuşmacılar, canlı yayınlar, ağ kurma ve mesajlar tek yerde.`,
};

/** The early request keys as shared/src/api/early.ts makes them. */
const callKey = (name, body) => `/api/v2/${name}\n${JSON.stringify(body)}`;
const manifestKey = (slug) => `/registry/manifest?brand=${encodeURIComponent(slug)}\n`;

export function createDocuments({ dist, apiUrl, registryUrl }) {
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const boot = fs.existsSync(path.join(dist, 'preload.json'))
    ? JSON.parse(fs.readFileSync(path.join(dist, 'preload.json'), 'utf8'))
    : { scripts: [], shared: {} };
  const remembered = new Map(); // `${slug}\n${language}` -> { at, answer: Promise }
  const builds = new Map(); // mf-manifest.json URL -> Promise of { exposes, shared }

  async function upstream(url, init) {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return res.text();
  }

  const call = (name, body, language) =>
    upstream(`${apiUrl}/api/v2/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': language },
      body: JSON.stringify(body),
    });

  /**
   * A version's exposes (-> their scripts) and the shared modules it takes, from the
   * mf-manifest.json beside its remoteEntry.js. A version's files never change: read once.
   */
  function buildOf(entry) {
    // An entry on this origin (/remotes/...) is the registry's, which the gateway asks directly;
    // the page keeps the URLs as it would use them.
    const onOrigin = !/^https?:\/\//.test(entry);
    const url = new URL('mf-manifest.json', new URL(entry, registryUrl)).href;
    if (!builds.has(url)) {
      const read = upstream(url, {}).then((text) => {
        const stats = JSON.parse(text);
        const base = new URL('.', new URL(entry, 'http://origin'));
        const scriptUrl = (file) => {
          const href = new URL(file, base);
          return onOrigin ? href.pathname : href.href;
        };
        const exposes = new Map(
          (stats.exposes ?? []).map((expose) => [expose.path, (expose.assets?.js?.sync ?? []).map(scriptUrl)]),
        );
        return { exposes, shared: (stats.shared ?? []).map((module) => module.name) };
      });
      read.catch(() => builds.delete(url)); // asked again next time
      builds.set(url, read);
    }
    return builds.get(url);
  }

  async function brandAnswers(slug, language) {
    const body = { id: slug };
    const settled = await Promise.allSettled([
      call('login/getapplication', body, language),
      call('definition/getApplicationsettings', body, language),
      call('Definition/GetApplicationPolicies', body, language),
      upstream(`${registryUrl}/registry/manifest?brand=${encodeURIComponent(slug)}`, {
        headers: { accept: 'application/json' },
      }),
    ]);
    const [application, settings, policies, manifest] = settled.map((s) => (s.status === 'fulfilled' ? s.value : null));
    const parse = (text) => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    };
    const answers = {};
    if (application) answers[callKey('login/getapplication', body)] = application;
    if (settings) answers[callKey('definition/getApplicationsettings', body)] = settings;
    if (policies) answers[callKey('Definition/GetApplicationPolicies', body)] = policies;
    // With a canary running (issue 34 item 1) the manifest is each session's own, which the
    // gateway does not know (the browser keeps its id): the page then carries none.
    const parsedManifest = manifest ? parse(manifest) : null;
    if (manifest && !parsedManifest?.canaries?.length) answers[manifestKey(slug)] = manifest;
    return {
      answers,
      application: application ? parse(application)?.data : null,
      settings: settings ? parse(settings)?.data : null,
      manifest: parsedManifest,
    };
  }

  /** One ask per brand and language at a time, reused for FIRST_SCREEN_TTL_MS. */
  function answersFor(slug, language) {
    const key = `${slug}\n${language}`;
    const known = remembered.get(key);
    if (known && Date.now() - known.at < FIRST_SCREEN_TTL_MS) return known.answer;
    const answer = brandAnswers(slug, language);
    remembered.delete(key);
    remembered.set(key, { at: Date.now(), answer });
    if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value);
    return answer;
  }

  async function remoteScripts(manifest, areas) {
    const lists = await Promise.all(
      areas.map(async (area) => {
        const where = AREAS.get(area);
        const remote = where && manifest?.remotes?.[where.remote];
        // A remote under a canary: which version this session loads is its manifest's to say, so
        // nothing of either is named, and the page never preloads one version and runs another.
        if (!remote || manifest.canaries?.includes(where.remote)) return [];
        const build = await buildOf(remote.entry).catch(() => null);
        // The shell's copies of the shared modules the remote takes (react-hook-form, say).
        const shared = (build?.shared ?? []).flatMap((name) => boot.shared?.[name] ?? []);
        return [remote.entry, ...(build?.exposes.get(where.expose) ?? []), ...shared];
      }),
    );
    return [...new Set(lists.flat())];
  }

  /** The document for this path and visitor. */
  return async function render(pathname, acceptLanguage) {
    const slug = slugOf(pathname);
    const language = languageOf(acceptLanguage);
    const head = [];
    const early = { language, answers: {}, preload: [...boot.scripts] };
    let html = template;
    if (slug) {
      const { answers, application, settings, manifest } = await answersFor(slug, language);
      const name = settings?.whiteLabelSettings?.metaTitle || application?.name;
      if (name) {
        html = html.replace(/<title>[^<]*<\/title>/, `<title>${attr(name)}</title>`);
        head.push(`<meta name="description" content="${attr(DESCRIPTION[language](name))}" />`);
      }
      early.answers = answers;
      early.preload.push(...(await remoteScripts(manifest, firstAreas(pathname))));
    }
    // Named for the boot script, not as <link> tags: it starts them after its version check, so a
    // visitor it reloads downloads nothing first (item 1), and it reads the answers before asking.
    head.push(`<script type="application/json" id="${INLINE_ID}">${scriptJson(early)}</script>`);
    return html
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace('<script data-scripts', `${head.join('\n    ')}\n    <script data-scripts`);
  };
}
