import { storage, STORAGE_KEYS, VERSION_MARKER } from '@atrium/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// Spec 1 §1: the first run of a new version forces one reload, so no stale assets stay in use.
function versionChanged(): boolean {
  if (storage.get(STORAGE_KEYS.appVersion) === VERSION_MARKER) return false;
  storage.set(STORAGE_KEYS.appVersion, VERSION_MARKER);
  window.location.reload();
  return true;
}

if (!versionChanged()) {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
