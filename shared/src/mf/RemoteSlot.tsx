import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addErrorHandler, mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import styled from 'styled-components';
import { Button, Skeleton } from '../ui';
import { loadParcel } from './federation';
import { noteRemoteHealth, RENDER_ERROR_EVENT } from './health';
import type { HostProps } from './types';

// single-spa rethrows parcel errors globally unless someone handles them; the slot shows them.
addErrorHandler((error) => console.error(`[remote] ${error.appOrParcelName}:`, error));

type SlotState = 'loading' | 'mounted' | 'error';

export interface RemoteSlotProps<P extends object = object> {
  /** Package name in the registry manifest, e.g. 'mf-auth'. */
  remote: string;
  /** Exposed parcel, e.g. './Auth'. */
  module: string;
  props: HostProps & P;
  /** Height of the skeleton while the remote loads. */
  minHeight?: number;
}

/**
 * Mounts one remote parcel: lazy load, skeleton, error with retry. A version that fails to load
 * or to render at first is replaced by the manifest's last good one (see loadParcel). A broken
 * remote breaks only this slot; each parcel is its own React root.
 */
export function RemoteSlot<P extends object>({ remote, module, props, minHeight = 240 }: RemoteSlotProps<P>) {
  const { t } = useTranslation('common');
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const latestProps = useRef(props);
  latestProps.current = props;
  // The props the parcel last had: the render that shows a parcel just mounted has the same ones,
  // and updating with them would render the parcel's whole tree again for nothing (issue 30 item 3).
  const sentProps = useRef<P | null>(null);
  const [state, setState] = useState<SlotState>('loading');
  // Which build is mounted: the current one, or the last good one after a fallback.
  const [version, setVersion] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // StrictMode and fast route changes run this twice: the flag keeps one root alive, not two.
    let cancelled = false;
    setState('loading');
    setVersion(null);
    // Mounts one build here; a first render that fails rejects (createParcel), so the slot falls
    // back to the last good build as it does for one that fails to load.
    const mount = async (config: ParcelConfig) => {
      if (cancelled || !host.current) return;
      sentProps.current = latestProps.current;
      // domElement last: a nested slot's props are its parcel's host props, which carry the
      // enclosing parcel's own domElement, and first they mounted the inner parcel over the outer one.
      const mounted = mountRootParcel(config, { ...latestProps.current, domElement: host.current });
      parcel.current = mounted;
      try {
        await mounted.mountPromise;
      } catch (error) {
        if (parcel.current === mounted) parcel.current = null;
        throw error;
      }
    };
    loadParcel(remote, module, attempt > 0, mount)
      .then((loaded) => {
        if (cancelled) return;
        setVersion(loaded.version);
        setState('mounted');
      })
      .catch((error: unknown) => {
        console.error(`[remote] ${remote}/${module} failed to load`, error);
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      const mounted = parcel.current;
      parcel.current = null;
      if (mounted) void mounted.mountPromise.then(() => mounted.unmount()).catch(() => undefined);
    };
  }, [remote, module, attempt]);

  // A render error after the first, caught by the parcel's error boundary, counts against this version.
  useEffect(() => {
    const element = host.current;
    if (state !== 'mounted' || !version || !element) return;
    const count = () => noteRemoteHealth({ remote, version, kind: 'renderError' });
    element.addEventListener(RENDER_ERROR_EVENT, count);
    return () => element.removeEventListener(RENDER_ERROR_EVENT, count);
  }, [state, version, remote]);

  // single-spa refuses an update while the last one runs (error #32, "not mounted": its status is
  // UPDATING then), so props that change twice in a row queue: each update starts after the last,
  // sends the latest props, and is skipped once the parcel is gone.
  const updates = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    const mounted = parcel.current;
    if (state !== 'mounted' || !mounted?.update) return;
    if (sentProps.current && shallowEqual(sentProps.current, props)) return;
    sentProps.current = props;
    updates.current = updates.current
      .then(() => {
        if (parcel.current !== mounted || mounted.getStatus() !== 'MOUNTED') return;
        return mounted.update?.({ ...latestProps.current, domElement: host.current });
      })
      .catch((error: unknown) => {
        console.error(`[remote] ${remote}/${module} failed to update`, error);
        setState('error');
      });
  }, [props, state, remote, module]);

  return (
    <Slot
      data-remote={remote}
      data-state={state}
      data-version={version ?? undefined}
      style={{ minHeight: state === 'mounted' ? undefined : minHeight }}
    >
      {state === 'loading' && (
        // A status: a div without a role may not carry a name (axe aria-prohibited-attr).
        <div role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={minHeight} />
        </div>
      )}
      {state === 'error' && (
        <Failure role="alert">
          <p>{t('remoteFailed')}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>
        </Failure>
      )}
      <div ref={host} hidden={state !== 'mounted'} />
    </Slot>
  );
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

const Slot = styled.div`
  position: relative;
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 32px 16px;
  text-align: center;
`;
