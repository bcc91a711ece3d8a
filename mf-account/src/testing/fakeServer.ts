import type { User } from '@atrium/shared/contract';

// A scripted server for the account dialog's tests: each call answered by its path, what was sent kept.

export type Reply = { status?: number; body: unknown } | Error;
export type Handler = (body: Record<string, unknown>) => Reply;

export const ok = (data: unknown, message: string | null = null): Reply => ({
  body: { hasError: false, message, data, validationErrors: null },
});
export const failed = (
  message: string,
  validationErrors: Record<string, string> | null = null,
  status = 400,
): Reply => ({
  status,
  body: { hasError: true, message, data: null, validationErrors },
});

export const ada: User = {
  id: 'ada',
  image: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@demo.test',
  phoneNumber: '+905321234567',
  emailConfirmed: true,
  phoneNumberConfirmed: false,
  showMeOnAPP: true,
  showMeBusy: false,
  showConnectedAccount: false,
  languageCode: 'en',
  eventNotifications: true,
  peopleNotifications: true,
  messageNotifications: false,
  updateDate: null,
  passwordUpdateDate: null,
  blockedUserIds: [],
  jobs: [],
  schools: [],
  languages: [],
  interests: ['Compilers'],
  contactInfo: {
    company: 'Analytical Engines',
    title: 'Engineer',
    email: null,
    cellPhone: null,
    phone: null,
    about: null,
  },
};

export let calls: { path: string; body: Record<string, unknown> }[] = [];
const realFetch = globalThis.fetch;

/** Answers each call by its path (lowercased, query string left off); an unknown call answers 404. */
export function serve(handlers: Record<string, Handler>) {
  calls = [];
  const all = Object.fromEntries(Object.entries(handlers).map(([path, handler]) => [path.toLowerCase(), handler]));
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const path = url.replace('/api/v2/', '').replace(/\?.*/, '').toLowerCase();
    const body = JSON.parse(String(init?.body ?? '{}'));
    calls.push({ path, body });
    const reply = all[path]?.(body) ?? failed('This call does not exist.', null, 404);
    if (reply instanceof Error) throw reply;
    return { status: reply.status ?? 200, text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
}

export function restoreFetch() {
  globalThis.fetch = realFetch;
}

/** The calls sent to one path, by their bodies. */
export const sentTo = (path: string) =>
  calls.filter((call) => call.path === path.toLowerCase()).map((call) => call.body);
