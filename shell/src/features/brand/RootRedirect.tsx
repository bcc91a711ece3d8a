import { inBrand, routes, STORAGE_KEYS } from '@atrium/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullPageSkeleton } from '../layout';
import { findApplication } from './api';

/**
 * '/' has no slug: use the last application, else the host name (white-label domains), else the
 * default brand (spec 1 §7 login/getapplication).
 */
export function RootRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    const last = localStorage.getItem(STORAGE_KEYS.lastApplication);
    const candidates = [last, window.location.hostname, 'default'].filter(Boolean) as string[];
    (async () => {
      for (const id of candidates) {
        const application = await findApplication(id);
        if (cancelled) return;
        if (application) {
          navigate(inBrand(application.slug, routes.home()), { replace: true });
          return;
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return <FullPageSkeleton />;
}
