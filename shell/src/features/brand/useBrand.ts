import { i18n, sessionStore, STORAGE_KEYS } from '@atrium/shared';
import { useEffect, useState } from 'react';
import { loadBrand, reloadPolicies } from './api';

export type BrandState = 'loading' | 'ready' | 'failed';

/**
 * Resolves the brand of the URL's slug into the session store. A failed lookup clears the stored
 * last application (spec 1 §8); the caller sends the browser to '/'.
 */
export function useBrand(slug: string): BrandState {
  const current = sessionStore.getState().application;
  const [state, setState] = useState<BrandState>(current?.slug === slug ? 'ready' : 'loading');

  useEffect(() => {
    if (sessionStore.getState().application?.slug === slug) {
      setState('ready');
      return;
    }
    let cancelled = false;
    setState('loading');
    loadBrand(slug)
      .then((brand) => {
        if (cancelled) return;
        if (!brand) {
          localStorage.removeItem(STORAGE_KEYS.lastApplication);
          setState('failed');
          return;
        }
        const store = sessionStore.getState();
        store.setApplication(brand.application);
        store.setSettings(brand.settings);
        localStorage.setItem(STORAGE_KEYS.lastApplication, brand.application.slug);
        document.title = brand.settings.metaTitle || brand.application.name;
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [slug]);

  useEffect(() => {
    // Without an answer the lists stay in the previous language, which is still readable.
    const reload = () => void reloadPolicies(slug).catch(() => undefined);
    i18n.on('languageChanged', reload);
    return () => i18n.off('languageChanged', reload);
  }, [slug]);

  return state;
}
