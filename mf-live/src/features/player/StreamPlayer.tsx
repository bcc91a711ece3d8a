import { Button, errorMessage, Spinner } from '@atrium/shared';
import { liveStreamPath } from '@atrium/shared/contract/channels';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LIVE_PLAYER_WAIT_MS } from '../../constants';
import { Controls } from './Controls';
import { attachStream, type AttachedStream } from './stream';
import './i18n';

type Phase = 'waiting' | 'playing' | 'expired' | 'invalid' | 'failed' | 'unsupported';

export interface StreamPlayerProps {
  sessionId: string;
  title: string;
  /** The signed hash LiveEvent/Join answered. */
  hash: string;
  /** Joins again for a fresh hash (after a 401 or 403), which then comes back as `hash`. */
  renewHash(): Promise<string>;
}

/**
 * The event's live stream (spec 2 §2.20). This component owns the player's state: the 3 s wait with
 * a spinner, then the stream of `liveStreamPath(session, hash)` attached (see attachStream), and its
 * failures: a refused hash (expired, or not valid) offers Retry, which joins again for a fresh one.
 */
export function StreamPlayer({ sessionId, title, hash, renewHash }: StreamPlayerProps) {
  const { t } = useTranslation('player');
  const frame = useRef<HTMLDivElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [stream, setStream] = useState<AttachedStream | null>(null);
  // Bumped by Retry, so the same hash is attached again when renewing answered no new one.
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);

  useEffect(() => {
    if (!video) return;
    let left = false;
    let attached: AttachedStream | null = null;
    const stop = (next: Phase) => () => {
      if (!left) setPhase(next);
    };
    setPhase('waiting');
    const wait = setTimeout(() => {
      setPhase('playing');
      void attachStream(video, liveStreamPath(sessionId, hash), {
        onExpired: stop('expired'),
        onInvalid: stop('invalid'),
        onFailed: stop('failed'),
        onUnsupported: stop('unsupported'),
      }).then((next) => {
        if (left) return next.detach();
        attached = next;
        setStream(next);
      });
    }, LIVE_PLAYER_WAIT_MS);
    return () => {
      left = true;
      clearTimeout(wait);
      attached?.detach();
      setStream(null);
    };
  }, [video, sessionId, hash, attempt]);

  async function retry() {
    setRetrying(true);
    setRetryError(null);
    try {
      await renewHash();
      setAttempt((n) => n + 1);
    } catch (failure) {
      setRetryError(errorMessage(failure));
    } finally {
      setRetrying(false);
    }
  }

  const failure = phase === 'expired' || phase === 'invalid' || phase === 'failed' || phase === 'unsupported';
  return (
    <Frame ref={frame} role="region" aria-label={t('player', { title })} data-phase={phase}>
      <Video ref={setVideo} playsInline autoPlay />
      {phase === 'waiting' && (
        <Overlay>
          <Spinner size={48} label={t('waiting')} />
        </Overlay>
      )}
      {failure && (
        <Overlay role="alert">
          <p>{retryError ?? t(phase)}</p>
          {phase !== 'unsupported' && (
            <Button variant="secondary" onClick={() => void retry()} loading={retrying}>
              {t('retry')}
            </Button>
          )}
        </Overlay>
      )}
      {video && stream && phase === 'playing' && <Controls video={video} frame={frame} stream={stream} />}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #000;
  color: #fff;

  &:fullscreen {
    border-radius: 0;
  }
`;

const Video = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: #000;

  ${Frame}:fullscreen & {
    flex: 1;
    aspect-ratio: auto;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  text-align: center;

  p {
    max-width: 44ch;
    margin: 0;
  }
`;
