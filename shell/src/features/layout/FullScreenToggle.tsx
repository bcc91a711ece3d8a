import { IconButton } from '@atrium/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Full-screen toggle, offered wider than 768 px (spec 1 §2). */
export function FullScreenToggle() {
  const { t } = useTranslation('shell');
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () =>
    void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return (
    <IconButton
      icon={full ? 'collapse' : 'expand'}
      label={full ? t('exitFullScreen') : t('fullScreen')}
      aria-pressed={full}
      onClick={toggle}
    />
  );
}
