import { useEffect } from 'react';
import { useSession } from '../session';

/** Between the parts of a document title: 'Program · Spring Summit · ACME Events'. */
const SEPARATOR = ' · ';

// The parcel that named the page last. Parcels are separate React roots, so the page one leaves may
// clean up after the next one has named itself: only the current owner puts the brand back.
let owner: object | null = null;

/**
 * Names the page in the browser's tab and history (WCAG 2.4.2): the parts given, most specific
 * first (the page, then the event), then the brand. One component per route calls it, with texts in
 * the user's language, so the title follows navigation and a change of language.
 */
export function useDocumentTitle(...parts: (string | null | undefined)[]): void {
  // The brand's meta title, else its name, as the gateway's document has it.
  const brand = useSession((s) => s.settings?.metaTitle || s.application?.name || '');
  const title = [...parts, brand].filter(Boolean).join(SEPARATOR);
  useEffect(() => {
    if (!title) return;
    const me = {};
    owner = me;
    document.title = title;
    return () => {
      if (owner !== me) return;
      owner = null;
      if (brand) document.title = brand;
    };
  }, [title, brand]);
}
