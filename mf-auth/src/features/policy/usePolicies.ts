import { useCall, useSession } from '@atrium/shared';
import { policiesQuery } from './api';
import type { PolicyLists } from './checkPolicies';

const none: PolicyLists = { policies: [], holaconPolicies: [] };

/**
 * The brand's policy lists. The shell has them in the session already; a remote opened alone
 * (its standalone host loads only the application) asks for them itself.
 * Without the lists no box is shown; the server still asks for the boxes it needs.
 */
export function usePolicies(): PolicyLists {
  const settings = useSession((s) => s.settings);
  const slug = useSession((s) => s.application?.slug);
  const fetched = useCall(policiesQuery(slug ?? ''), { enabled: !settings && Boolean(slug) });

  if (settings) return { policies: settings.policies, holaconPolicies: settings.holaconPolicies };
  return fetched.data ?? none;
}
