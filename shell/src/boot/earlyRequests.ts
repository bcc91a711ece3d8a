import {
  askCallEarly,
  askEarly,
  chainEarly,
  earlyData,
  manifestUrl,
  sessionManifestUrl,
  storedTokenFor,
} from '@atrium/shared/early';
import type { CallName, RequestOf } from '@atrium/shared/contract';
import { EVENT_FIRST_CALLS } from '@atrium/shared/firstCalls';
import { eventPageOf, slugOf } from './pagePath';

/**
 * What the first render of `/:slug/...` waits for, asked while the scripts download instead of
 * after them: the brand's three lookups (features/brand/api.ts) and the remote manifest; with a
 * stored token, the account, and on an event's page the event (issue 30 item 2: without these a
 * signed-in page waited for its scripts, then the account, then the event before its own calls).
 */
export function askBrandEarly(pathname: string): void {
  const slug = slugOf(pathname);
  if (!slug) return;
  // Boot prefetches, named here: the inline boot bundle stays small, without brand/api.ts and the query layer.
  const application = askCallEarly('login/getapplication', { id: slug });
  askCallEarly('definition/getApplicationsettings', { id: slug });
  askCallEarly('Definition/GetApplicationPolicies', { id: slug });
  // The gateway puts the brand's manifest in the page only when it is every session's (no canary).
  askEarly(sessionManifestUrl(slug), undefined, manifestUrl(slug));

  const token = storedTokenFor(slug);
  if (!token) return;
  const event = eventPageOf(pathname);
  // Signed-in calls carry the application's id, which the page usually holds already (the gateway's answers).
  chainEarly(
    earlyData<'login/getapplication'>(application).then(async (found) => {
      if (!found?.id) return;
      const caller = { token, applicationId: found.id };
      askCallEarly('account/get', undefined, caller);
      if (!event) return;
      const loaded = await earlyData<'Explore/GetEventBySlug'>(
        askCallEarly('Explore/GetEventBySlug', { slug: event.slug }, caller),
      );
      if (!loaded?.id) return;
      for (const { name, body } of EVENT_FIRST_CALLS[event.page] ?? []) {
        // The table's bodies are typed where it is written (firstCalls.ts).
        askCallEarly<CallName>(name, body as RequestOf<CallName>, { ...caller, eventId: loaded.id });
      }
    }),
  );
}
