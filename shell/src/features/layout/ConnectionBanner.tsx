import { realtime, useSession } from '@atrium/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Spec 1 §2: a connection-lost banner with the reconnect text while offline or the socket is down. */
export function ConnectionBanner() {
  const { t } = useTranslation('common');
  const signedIn = useSession((s) => s.status === 'signedIn');
  const [online, setOnline] = useState(() => navigator.onLine);
  const [socketDown, setSocketDown] = useState(false);

  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    const sub = realtime.connectionLost$.subscribe(setSocketDown);
    return () => {
      sub.unsubscribe();
      setSocketDown(false);
    };
  }, [signedIn]);

  if (online && !socketDown) return null;
  return (
    <Banner role="status" aria-live="polite">
      {online ? t('reconnectServer') : t('connectionUnstable')}
    </Banner>
  );
}

const Banner = styled.div`
  position: sticky;
  top: 0;
  z-index: 50;
  padding: 8px 16px;
  text-align: center;
  background: ${({ theme }) => theme.colors.warning};
  color: #fff;
  font-weight: 600;
`;
