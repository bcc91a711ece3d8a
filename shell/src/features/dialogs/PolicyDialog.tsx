import { bus, Dialog, SafeHtml, useSession, type BusEvents } from '@atrium/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

const PARAM = 'openPolicy';

/**
 * The one policy dialog (spec 1 §2 Dialogs 5), for every remote: `policy.open` on the bus opens it,
 * and so does `?openPolicy=<slug>` on any page (spec 1 §2 login), a link one can share. Closing
 * takes the query away and keeps the rest of it. Missing ones say so (spec 1 §8).
 */
export function PolicyDialog() {
  const { t } = useTranslation('shell');
  const settings = useSession((s) => s.settings);
  const [params, setParams] = useSearchParams();
  const [asked, setAsked] = useState<BusEvents['policy.open'] | null>(null);
  const slug = params.get(PARAM);

  useEffect(() => {
    const sub = bus.on('policy.open').subscribe(setAsked);
    return () => sub.unsubscribe();
  }, []);

  const wanted = asked ?? (slug ? { slug } : null);
  if (!wanted) return null;
  const found = [...(settings?.policies ?? []), ...(settings?.holaconPolicies ?? [])].find((policy) =>
    'slug' in wanted ? policy.slug === wanted.slug : policy.type === wanted.type,
  );
  const close = () => {
    setAsked(null);
    if (slug === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <Dialog open onClose={close} title={found?.title ?? t('policyNotFound')}>
      {/* Policy texts are HTML written on the server: sanitised before they reach the page. */}
      {found ? <SafeHtml html={found.details} /> : <p>{t('policyNotFound')}</p>}
    </Dialog>
  );
}
