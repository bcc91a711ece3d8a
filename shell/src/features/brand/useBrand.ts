import { i18n, sessionStore, STORAGE_KEYS } from '@atrium/shared';
import { useEffect, useState } from 'react';
import { loadBrand, reloadPolicies } from './api';

export type BrandState = 'loading' | 'ready' | 'failed';

/**
 * Loads the brand of `slug` into the session store. False when the server knows no such brand (the
 * stored last application is cleared, spec 1 §8); a network failure rejects.
 */
export async function enterBrand(slug: string): Promise<boolean> {
  if (sessionStore.getState().application?.slug === slug) return true;
  const brand = await loadBrand(slug);
  if (!brand) {
    localStorage.removeItem(STORAGE_KEYS.lastApplication);
    return false;
  }
  const store = sessionStore.getState();
  store.setApplication(brand.application);
  store.setSettings(brand.settings);
  localStorage.setItem(STORAGE_KEYS.lastApplication, brand.application.slug);
  document.title = brand.settings.metaTitle || brand.application.name;
  return true;
}

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
    enterBrand(slug)
      .then((known) => !cancelled && setState(known ? 'ready' : 'failed'))
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
