import { api, useSession } from '@atrium/shared';
import type { ApplicationPoliciesResponse } from '@atrium/shared/contract';
import { useEffect, useState } from 'react';
import type { PolicyLists } from './checkPolicies';

const none: PolicyLists = { policies: [], holaconPolicies: [] };

/**
 * The brand's policy lists. The shell has them in the session already; a remote opened alone
 * (its standalone host loads only the application) asks Definition/GetApplicationPolicies itself.
 */
export function usePolicies(): PolicyLists {
  const settings = useSession((s) => s.settings);
  const slug = useSession((s) => s.application?.slug);
  const [fetched, setFetched] = useState<PolicyLists | null>(null);

  useEffect(() => {
    if (settings || !slug) return;
    let cancelled = false;
    api
      .call<ApplicationPoliciesResponse>('Definition/GetApplicationPolicies', { id: slug })
      .then((res) => {
        if (!cancelled && res.data) setFetched(res.data);
      })
      .catch(() => {
        // Without the lists no box is shown; the server still asks for the boxes it needs.
      });
    return () => {
      cancelled = true;
    };
  }, [settings, slug]);

  if (settings) return { policies: settings.policies, holaconPolicies: settings.holaconPolicies };
  return fetched ?? none;
}
