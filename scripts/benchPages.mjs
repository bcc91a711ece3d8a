// The product pages issue 30 measures (Lighthouse and React commits), and what a signed-in visitor
// keeps in localStorage. Paths are the route table's (shared/src/routes) for the seeded demo brand
// and event (api/src/seed).
import fs from 'node:fs';
import { root } from './processes.mjs';

const EVENT = '/demo/event/atrium-summit';

/** `signedIn`: the page is opened with a stored token; login is a first visit (nothing stored). */
export const PRODUCT_PAGES = [
  { name: 'login (first visit)', path: '/demo/login', signedIn: false },
  { name: 'event home, signed in', path: EVENT, signedIn: true },
  { name: 'program, signed in', path: `${EVENT}/program`, signedIn: true },
  { name: 'live sessions list, signed in', path: `${EVENT}/sessions`, signedIn: true },
];

// The version flag of this build (spec 1 §1): stored, the version check does not reload.
export const VERSION_MARKER = /VERSION_MARKER = '([^']+)'/.exec(
  fs.readFileSync(`${root}/shared/src/constants.ts`, 'utf8'),
)[1];

async function call(baseUrl, name, body, headers = {}) {
  const res = await fetch(`${baseUrl}/api/v2/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()).data;
}

/**
 * Signs Ada in on the demo brand through the api and returns the localStorage entries of a visitor
 * who signed in earlier with this version (STORAGE_KEYS in shared/src/constants.ts).
 */
export async function signedInStorage(baseUrl) {
  const application = await call(baseUrl, 'login/getapplication', { id: 'demo' });
  const { token } = await call(
    baseUrl,
    'login/signin',
    { email: 'ada@demo.test', password: 'Atrium-demo-1' },
    { 'x-application-id': application.id },
  );
  return [
    { name: 'token', value: token },
    { name: 'lastApplication', value: 'demo' },
    { name: 'appVersion', value: VERSION_MARKER },
  ];
}
