import { createHmac } from 'node:crypto';

/** What Facebook vouches for about the person behind an access token. */
export interface FacebookProfile {
  email: string | null;
  firstName: string;
  lastName: string;
}

/**
 * Checks a Facebook access token for one Facebook app (an application's facebookAppID). Without
 * verification configured for that app, login/signinwithfacebook refuses rather than trusting the token.
 */
export interface FacebookVerifier {
  isConfigured(facebookAppId: string): boolean;
  /** The profile when the token is valid and was issued to this app, else null. */
  verify(facebookAppId: string, accessToken: string): Promise<FacebookProfile | null>;
}

/** FACEBOOK_APP_SECRETS is `appId:secret,appId:secret`: one secret per brand's Facebook app. */
export function facebookSecretsFrom(value: string | undefined): Map<string, string> {
  const secrets = new Map<string, string>();
  for (const pair of (value ?? '').split(',')) {
    const [appId, secret] = pair.split(':').map((part) => part.trim());
    if (appId && secret) secrets.set(appId, secret);
  }
  return secrets;
}

const GRAPH = 'https://graph.facebook.com';

/** Verifies through the Graph API: debug_token proves the token is this app's, then /me gives the profile. */
export function graphFacebookVerifier(secrets: Map<string, string>, doFetch: typeof fetch = fetch): FacebookVerifier {
  return {
    isConfigured: (appId) => secrets.has(appId),
    async verify(appId, accessToken) {
      const secret = secrets.get(appId);
      if (!secret) return null;
      const debug = new URL(`${GRAPH}/debug_token`);
      debug.search = new URLSearchParams({ input_token: accessToken, access_token: `${appId}|${secret}` }).toString();
      const checked = (await (await doFetch(debug)).json()) as { data?: { is_valid?: boolean; app_id?: string } };
      if (!checked.data?.is_valid || checked.data.app_id !== appId) return null;

      const me = new URL(`${GRAPH}/me`);
      me.search = new URLSearchParams({
        fields: 'email,first_name,last_name',
        access_token: accessToken,
        appsecret_proof: createHmac('sha256', secret).update(accessToken).digest('hex'),
      }).toString();
      const profile = (await (await doFetch(me)).json()) as { email?: string; first_name?: string; last_name?: string };
      return {
        email: profile.email?.trim().toLowerCase() ?? null,
        firstName: profile.first_name ?? '',
        lastName: profile.last_name ?? '',
      };
    },
  };
}
