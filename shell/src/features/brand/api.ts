import { api } from '@atrium/shared';
import type { Application, ApplicationPoliciesResponse, ApplicationSettingsResponse } from '@atrium/shared/contract';

export interface Brand {
  application: Application;
  settings: ApplicationSettingsResponse['whiteLabelSettings'];
}

/** Spec 1 §7 Application: the three lookups that make a brand, by slug, host name or 'default'. */
export async function loadBrand(id: string): Promise<Brand | null> {
  const app = await api.call<Application>('login/getapplication', { id });
  if (app.hasError || !app.data) return null;
  const [settings, policies] = await Promise.all([
    api.call<ApplicationSettingsResponse>('definition/getApplicationsettings', { id: app.data.slug }),
    api.call<ApplicationPoliciesResponse>('Definition/GetApplicationPolicies', { id: app.data.slug }),
  ]);
  if (settings.hasError || !settings.data) return null;
  const whiteLabel = settings.data.whiteLabelSettings;
  return {
    application: app.data,
    settings: policies.data ? { ...whiteLabel, ...policies.data } : whiteLabel,
  };
}
