import { CallFailed, callQuery, queryClient, sessionStore } from '@atrium/shared';
import type { Application, ApplicationSettingsResponse } from '@atrium/shared/contract';

export interface Brand {
  application: Application;
  settings: ApplicationSettingsResponse['whiteLabelSettings'];
}

/** login/getapplication by slug, host name or 'default' (spec 1 §7 Application). */
const applicationQuery = (id: string) => callQuery('login/getapplication', { id });

/** The application a slug, host name or 'default' names; null when the server knows none or cannot be reached. */
export function findApplication(id: string): Promise<Application | null> {
  return queryClient.fetchQuery(applicationQuery(id)).catch(() => null);
}

/** The brand's two policy lists, in the language of the request (Accept-Language). */
const policiesQuery = (slug: string) => callQuery('Definition/GetApplicationPolicies', { id: slug });

/** The server's no as null; a network failure still rejects. */
function refusedAsNull<T>(load: Promise<T>): Promise<T | null> {
  return load.catch((error: unknown) => {
    if (error instanceof CallFailed) return null;
    throw error;
  });
}

/** Spec 1 §7 Application: the three lookups that make a brand. Null when the server knows no such brand. */
export async function loadBrand(id: string): Promise<Brand | null> {
  const application = await refusedAsNull(queryClient.fetchQuery(applicationQuery(id)));
  if (!application) return null;
  const slug = { id: application.slug };
  const [settings, policies] = await Promise.all([
    refusedAsNull(queryClient.fetchQuery(callQuery('definition/getApplicationsettings', slug))),
    refusedAsNull(queryClient.fetchQuery(policiesQuery(application.slug))),
  ]);
  if (!settings) return null;
  const whiteLabel = settings.whiteLabelSettings;
  return { application, settings: policies ? { ...whiteLabel, ...policies } : whiteLabel };
}

/**
 * Policies are written in both interface languages (issue 11 item 12): after a language switch the
 * brand's lists are asked for again, in the new language, and replace those in the session.
 */
export async function reloadPolicies(slug: string): Promise<void> {
  const policies = await refusedAsNull(queryClient.fetchQuery(policiesQuery(slug)));
  const { application, settings, setSettings } = sessionStore.getState();
  if (policies && settings && application?.slug === slug) setSettings({ ...settings, ...policies });
}
