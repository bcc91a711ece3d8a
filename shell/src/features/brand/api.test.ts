import { i18n, queryClient, sessionStore } from '@atrium/shared';
import type { Policy } from '@atrium/shared/contract';
import { reloadPolicies } from './api';

// Issue 11 item 12: policies are in both languages, and a language switch shows them in the new one.
const terms = (title: string): Policy => ({ type: 12, slug: 'terms-of-use', title, details: `<p>${title}</p>` });

test('a language switch asks for the policies again in the new language and keeps the other settings', async () => {
  const fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    const turkish = new Headers(init?.headers).get('Accept-Language') === 'tr';
    const data = { policies: [terms(turkish ? 'Kullanım Koşulları' : 'Terms of Use')], holaconPolicies: [] };
    return { status: 200, text: async () => JSON.stringify({ hasError: false, message: null, data }) } as Response;
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  sessionStore.setState({
    application: { slug: 'demo' } as never,
    settings: { metaTitle: 'Atrium', color: '#3949ab', policies: [terms('Terms of Use')], holaconPolicies: [] },
  });

  await i18n.changeLanguage('tr');
  await reloadPolicies('demo');

  expect(fetch).toHaveBeenCalledTimes(1);
  expect(sessionStore.getState().settings).toEqual({
    metaTitle: 'Atrium',
    color: '#3949ab',
    policies: [terms('Kullanım Koşulları')],
    holaconPolicies: [],
  });
  queryClient.clear();
  await i18n.changeLanguage('en');
});
