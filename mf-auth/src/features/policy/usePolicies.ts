import { callQuery, useCall, useSession } from '@atrium/shared';
import type { PolicyLists } from './checkPolicies';

const none: PolicyLists = { policies: [], holaconPolicies: [] };

/**
 * The brand's policy lists. The shell has them in the session already; a remote opened alone
 * (its standalone host loads only the application) asks Definition/GetApplicationPolicies itself.
 * Without the lists no box is shown; the server still asks for the boxes it needs.
 */
export function usePolicies(): PolicyLists {
  const settings = useSession((s) => s.settings);
  const slug = useSession((s) => s.application?.slug);
  const fetched = useCall(callQuery('Definition/GetApplicationPolicies', { id: slug ?? '' }), {
    enabled: !settings && Boolean(slug),
  });

  if (settings) return { policies: settings.policies, holaconPolicies: settings.holaconPolicies };
  return fetched.data ?? none;
}
