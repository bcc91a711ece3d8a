import { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { sessionStore } from '../session';
import { callKey } from './call';

/** How long an answer counts as fresh for a reader that mounts after it came (issue 30 item 3). */
export const FRESH_ON_MOUNT_MS = 2000;

/**
 * The page's one cache of server data: @atrium/shared and @tanstack/react-query are federation
 * singletons, so every parcel's provider holds this same client.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // A failed load shows its error with a Retry button at once (spec 1 §8), as before the cache.
    // An answer is asked again when a reader mounts, unless it is younger than this: the first
    // screen's answers, put in the cache before the page's first render, are not asked twice.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_ON_MOUNT_MS },
    mutations: { retry: false },
  },
});

// Server data belongs to whoever asked for it: when the token changes (a sign-in), nothing cached for
// the previous visitor is shown again, and what is on screen reloads with the new token.
sessionStore.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  // The account is the visitor's own: gone at once, and loaded again only by readers that have the
  // new token (query/account.ts). Not reset: a reset would ask again at once, with no token on a
  // sign-out, before the readers saw it go.
  queryClient.removeQueries({ queryKey: callKey('account/get') });
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.invalidateQueries();
});

// Answers are in the language they were asked in (Accept-Language): a switch of language makes them
// all stale, however young, so what is on screen and what opens next come in the new one.
let answeredIn = i18n.language;
i18n.on('languageChanged', (language: string) => {
  if (language === answeredIn) return;
  answeredIn = language;
  void queryClient.invalidateQueries();
});
