import { callQuery } from '@atrium/shared';

/** The brand's two policy lists, for a remote opened alone (the shell has them in the session). */
export const policiesQuery = (slug: string) => callQuery('Definition/GetApplicationPolicies', { id: slug });
