import type { Knex } from 'knex';
import type { Application, Policy, WhiteLabelSettings } from '@atrium/shared/contract';
import { toBoolean } from '../db';
import { DEFAULT_LANGUAGE, type Language } from '../i18n';

export interface ApplicationRow {
  id: string;
  slug: string;
  name: string;
  image: string | null;
  ios_link: string | null;
  android_link: string | null;
  facebook_app_id: string | null;
  whitelabel_domain: string | null;
  is_default: boolean | number;
  meta_title: string;
  color: string;
}

/** The lookup of login/getapplication (spec 1 §7): a slug, a white-label host name, or "default". */
export async function findApplication(db: Knex, id: string): Promise<ApplicationRow | undefined> {
  const key = id.trim().toLowerCase();
  if (key === 'default') return db('applications').where({ is_default: true }).first();
  return db('applications').where({ slug: key }).orWhere({ whitelabel_domain: key }).first();
}

export async function findApplicationById(db: Knex, id: string): Promise<ApplicationRow | undefined> {
  return db('applications').where({ id }).first();
}

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    iosLink: row.ios_link,
    androidLink: row.android_link,
    facebookAppID: row.facebook_app_id,
    whitelabelDomain: row.whitelabel_domain,
    isDefault: toBoolean(row.is_default),
  };
}

/**
 * policies = the provider's, holaconPolicies = the brand's own white-label ones (spec 1 §3), each in
 * the reader's language, else in English, else in whichever language it was written.
 */
export async function listPolicies(
  db: Knex,
  applicationId: string,
  language: Language,
): Promise<Pick<WhiteLabelSettings, 'policies' | 'holaconPolicies'>> {
  const rows: (Omit<Policy, 'title' | 'details'> & { id: number; kind: string })[] = await db('policies')
    .where({ application_id: applicationId })
    .orderBy('id')
    .select('id', 'kind', 'type', 'slug');
  const texts: { policy_id: number; language: string; title: string; details: string }[] = await db('policy_texts')
    .whereIn(
      'policy_id',
      rows.map((row) => row.id),
    )
    .select('policy_id', 'language', 'title', 'details');
  const preference = [language, DEFAULT_LANGUAGE];
  const rank = (text: { language: string }) => {
    const index = preference.indexOf(text.language as Language);
    return index === -1 ? preference.length : index;
  };
  const textOf = (id: number) =>
    texts.filter((text) => text.policy_id === id).sort((a, b) => rank(a) - rank(b))[0] ?? { title: '', details: '' };
  const pick = (kind: string) =>
    rows
      .filter((row) => row.kind === kind)
      .map(({ id, type, slug }) => {
        const { title, details } = textOf(id);
        return { type, title, details, slug };
      });
  return { policies: pick('provider'), holaconPolicies: pick('whitelabel') };
}
