import {
  accountQuery,
  callQuery,
  earlyChain,
  EVENT_FIRST_CALLS,
  queryClient,
  renderQueriesTogether,
  sessionStore,
} from '@atrium/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { eventPageOf, slugOf } from './boot/pagePath';
import { enterBrand } from './features/brand';
import { NewItemBanner } from './features/dialogs';
import { startHealthReports } from './features/health';
import { configureBrandRemotes } from './features/remotes';
import { SignedInServices } from './features/session';

/** A slow api shows the page's skeleton after this rather than a blank page. */
const FIRST_SCREEN_WAIT_MS = 1500;

/**
 * What every page of a brand renders from, loaded before React renders at all (issue 30 item 3):
 * the brand (usually the answers the document came with) and, with a token, the account. The first
 * render is then the page, not a skeleton followed by the layout and then the signed-in header.
 */
async function firstScreen(slug: string | null): Promise<void> {
  if (!slug) return;
  configureBrandRemotes(slug);
  if (!(await enterBrand(slug))) return;
  if (!sessionStore.getState().token) return;
  // What a signed-in page renders besides its content, loading beside the account.
  const parts = Promise.all([SignedInServices.preload(), NewItemBanner.preload()]);
  await queryClient.fetchQuery(accountQuery);
  // What useSignInState would set after its first render: the first render is already signed in.
  sessionStore.getState().setSignedIn();
  await Promise.all([parts, eventFirstScreen(window.location.pathname)]);
}

/**
 * On an event's page, the event and the page's first answers (the boot script asked them beside
 * the scripts) in the cache before the first render: the page then renders with its data once,
 * in slices, not as a skeleton that each answer re-renders in one long task (issue 30 item 3).
 * A failure is left to the page, which asks again and shows it.
 */
async function eventFirstScreen(pathname: string): Promise<void> {
  const page = eventPageOf(pathname);
  if (!page) return;
  const event = await queryClient
    .fetchQuery(callQuery('Explore/GetEventBySlug', { slug: page.slug }))
    .catch(() => null);
  if (!event) return;
  // The boot script asks these too once the event answers: take its answers, do not ask twice.
  await earlyChain();
  await Promise.all(
    (EVENT_FIRST_CALLS[page.page] ?? []).map(({ name, body }) =>
      // The table's calls are typed where it is written (firstCalls.ts); here each is one of them.
      queryClient.prefetchQuery(callQuery(name as 'Participant/GetMyAgenda', body as undefined, { eventId: event.id })),
    ),
  );
}

/** In a transition, React renders the page in slices rather than one long task (see createParcel). */
function render() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  startHealthReports();
}

// A page's answers, asked for together, render together: one commit rather than one per answer.
renderQueriesTogether(queryClient);

const waited = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
// Whatever fails here fails again where the page asks for it, and is shown there.
void Promise.race([firstScreen(slugOf(window.location.pathname)).catch(() => undefined), waited]).then(render);
