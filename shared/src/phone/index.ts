import { DEFAULT_PHONE_COUNTRY } from '../constants';

// Phone numbers are checked with libphonenumber-js (its smallest metadata: each country's lengths
// and leading digits), in the country the contact form starts in (spec 1 §5: TR). Its rules load
// with the first phone field that needs them, not with every remote's first chunk.

type Rules = typeof import('libphonenumber-js');

let rules: Rules | null = null;
let loading: Promise<void> | null = null;

/** What people write in a number besides its digits: a leading +, spaces, dots, dashes and brackets. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** Loads the phone rules once; a failed load is tried again at the next call. */
export function loadPhoneRules(): Promise<void> {
  loading ??= import('libphonenumber-js').then(
    (loaded) => {
      rules = loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Whether a number as typed is a phone number: '+90 555 123 45 67', '0555 123 45 67' and
 * '555 123 45 67' are (a number without +country is read as the default country's); 'abc' and
 * '12' are not. null while the rules are not loaded yet: the server's check then decides.
 */
export function isPhoneNumber(text: string): boolean | null {
  // The library reads letters as a keypad's digits (1-800-FLOWERS): a number here has none.
  if (!PHONE_CHARACTERS.test(text.trim())) return false;
  return rules ? rules.isValidPhoneNumber(text, DEFAULT_PHONE_COUNTRY) : null;
}
