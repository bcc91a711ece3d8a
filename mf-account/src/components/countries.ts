import { DEFAULT_PHONE_COUNTRY } from '@atrium/shared';
import { countries as countryData } from 'countries-list';

/** Spec 1 §3 Country list entry, for phone pickers. */
export interface Country {
  name: string;
  dial_code: string;
  code: string;
  /** A territory dialled with its country's code (Åland with Finland's +358). */
  territory: boolean;
}

/** Spec 1 §5: the default country for phone inputs, the one phone answers of registration questions are read in too. */
export const DEFAULT_COUNTRY = DEFAULT_PHONE_COUNTRY;

/**
 * Codes that several countries share, none of them a territory of another: a stored number does not
 * say which one was picked, so it reads as the one most people dial it for (+1 is the United States,
 * not Canada; +7 Russia, not Kazakhstan).
 */
const SHARED_CODE_READS_AS: Record<string, string> = { '+1': 'US', '+7': 'RU' };

const byLanguage = new Map<string, Country[]>();

/** Every country with its dialling code, named and sorted in the interface language (the browser's Intl names them). */
export function countryList(language: string): Country[] {
  const known = byLanguage.get(language);
  if (known) return known;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const list = Object.entries(countryData)
    .filter(([, country]) => country.phone.length > 0)
    .map(([code, country]) => ({
      code,
      name: names?.of(code) ?? country.name,
      dial_code: `+${country.phone[0]}`,
      territory: 'partOf' in country && Boolean(country.partOf),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  byLanguage.set(language, list);
  return list;
}

export interface PhoneParts {
  country: string;
  number: string;
}

/** A stored number (+<dial><digits>) as the picker shows it: the country whose code it starts with, and the rest. */
export function splitPhone(value: string | null | undefined, list: Country[]): PhoneParts {
  if (!value) return { country: DEFAULT_COUNTRY, number: '' };
  if (!value.startsWith('+')) return { country: DEFAULT_COUNTRY, number: value };
  const matches = list
    .filter((country) => value.startsWith(country.dial_code))
    // The longest code wins (+1 868 before +1); of equal ones the default country (+90 is Türkiye),
    // then the one a shared code reads as, then a country before a territory that shares its code
    // (+358 is Finland, not Åland).
    .sort(
      (a, b) =>
        b.dial_code.length - a.dial_code.length ||
        Number(b.code === DEFAULT_COUNTRY) - Number(a.code === DEFAULT_COUNTRY) ||
        Number(SHARED_CODE_READS_AS[b.dial_code] === b.code) - Number(SHARED_CODE_READS_AS[a.dial_code] === a.code) ||
        Number(a.territory) - Number(b.territory),
    );
  const country = matches[0];
  return country
    ? { country: country.code, number: value.slice(country.dial_code.length) }
    : { country: '', number: value };
}

/**
 * The number as it is stored and sent: spaces removed (spec 1 §5), +<dial><digits>. A leading 0 is
 * the national trunk prefix (0532 in Türkiye), not part of the international number. A number
 * typed with its own + keeps it. Empty stays empty.
 */
export function joinPhone({ country, number }: PhoneParts, list: Country[]): string {
  const digits = number.replace(/\s/g, '');
  if (!digits || digits.startsWith('+')) return digits;
  const dial = list.find((entry) => entry.code === country)?.dial_code ?? '';
  return `${dial}${digits.replace(/^0+/, '')}`;
}
