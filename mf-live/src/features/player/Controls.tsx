import { VisuallyHidden } from '@atrium/shared';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PlayerIcon } from './icons';
import { timeDisplay, type PlayerTime } from './liveDisplay';
import type { AttachedStream } from './stream';
import './i18n';

interface MediaState extends PlayerTime {
  paused: boolean;
  muted: boolean;
  volume: number;
}

function read(video: HTMLVideoElement, stream: AttachedStream): MediaState {
  const liveEdge = stream.liveEdge();
  const native = liveEdge === null && video.duration === Infinity;
  const seekable = video.seekable;
  const last = seekable.length - 1;
  // hls.js's window ends at its live sync position, so playing live puts the thumb at the end.
  const [start, end] = liveEdge
    ? [liveEdge.start, liveEdge.position]
    : native
      ? [last >= 0 ? seekable.start(0) : 0, last >= 0 ? seekable.end(last) : video.currentTime]
      : [0, video.duration || 0];
  return {
    paused: video.paused,
    muted: video.muted,
    volume: video.volume,
    start,
    end,
    current: video.currentTime,
    duration: video.duration,
    liveEdge,
  };
}

// The live edge moves on while the video is paused, when no media event comes.
const LIVE_REFRESH_MS = 1000;

const EVENTS = ['play', 'pause', 'volumechange', 'timeupdate', 'durationchange', 'progress', 'loadedmetadata'];

/**
 * The player's controls (spec 2 §2.20): play, progress (for a live stream, the position in its
 * seekable window), time (for a live stream, LIVE and Go to live instead), mute, volume,
 * picture-in-picture and full screen. Native buttons and sliders, so each is reachable and usable
 * from the keyboard.
 */
export function Controls({
  video,
  frame,
  stream,
}: {
  video: HTMLVideoElement;
  frame: RefObject<HTMLElement | null>;
  stream: AttachedStream;
}) {
  const { t } = useTranslation('player');
  const [state, setState] = useState(() => read(video, stream));
  const [fullscreen, setFullscreen] = useState(false);
  const [pictureInPicture, setPictureInPicture] = useState(false);

  useEffect(() => {
    const update = () => setState(read(video, stream));
    const refresh = setInterval(update, LIVE_REFRESH_MS);
    const onPip = () => setPictureInPicture(document.pictureInPictureElement === video);
    const onFullscreen = () => setFullscreen(document.fullscreenElement === frame.current);
    for (const name of EVENTS) video.addEventListener(name, update);
    video.addEventListener('enterpictureinpicture', onPip);
    video.addEventListener('leavepictureinpicture', onPip);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      clearInterval(refresh);
      for (const name of EVENTS) video.removeEventListener(name, update);
      video.removeEventListener('enterpictureinpicture', onPip);
      video.removeEventListener('leavepictureinpicture', onPip);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [video, frame, stream]);

  const togglePlay = () => (video.paused ? void video.play().catch(() => undefined) : video.pause());
  const toggleMute = () => {
    video.muted = !video.muted;
  };
  const togglePictureInPicture = () =>
    void (document.pictureInPictureElement ? document.exitPictureInPicture() : video.requestPictureInPicture()).catch(
      () => undefined,
    );
  // iOS Safari has no element full screen, only the video's own.
  const iosVideo = video as HTMLVideoElement & { webkitEnterFullscreen?: () => void };
  const canFullscreen = document.fullscreenEnabled || iosVideo.webkitEnterFullscreen !== undefined;
  const toggleFullscreen = () => {
    if (!document.fullscreenEnabled) return iosVideo.webkitEnterFullscreen?.();
    void (document.fullscreenElement ? document.exitFullscreen() : frame.current?.requestFullscreen())?.catch(
      () => undefined,
    );
  };

  const time = timeDisplay(state);
  const goLive = () => {
    if (time.kind !== 'live') return;
    video.currentTime = time.edge;
    if (video.paused) void video.play().catch(() => undefined);
  };
  const valueText =
    time.kind === 'time'
      ? t('time', { current: time.position, total: time.total })
      : time.atEdge
        ? t('atLiveEdge')
        : t('behindLive', { time: time.behind });
  return (
    <Bar>
      <ControlButton type="button" onClick={togglePlay} aria-label={state.paused ? t('play') : t('pause')}>
        <PlayerIcon name={state.paused ? 'play' : 'pause'} />
      </ControlButton>
      <Progress
        type="range"
        aria-label={t('progress')}
        aria-valuetext={valueText}
        min={state.start}
        max={Math.max(state.start, state.end)}
        step="any"
        value={Math.min(Math.max(state.current, state.start), state.end)}
        onChange={(event) => {
          video.currentTime = Number(event.target.value);
        }}
      />
      {time.kind === 'time' ? (
        <Time aria-hidden="true">
          {time.position} / {time.total}
        </Time>
      ) : (
        <>
          <LiveBadge data-testid="live-badge" data-at-edge={time.atEdge}>
            {t('live')}
            <VisuallyHidden> {time.atEdge ? t('atLiveEdge') : t('behindLive', { time: time.behind })}</VisuallyHidden>
          </LiveBadge>
          {!time.atEdge && (
            <GoLive type="button" onClick={goLive}>
              {t('goLive')}
            </GoLive>
          )}
        </>
      )}
      <ControlButton type="button" onClick={toggleMute} aria-label={state.muted ? t('unmute') : t('mute')}>
        <PlayerIcon name={state.muted || state.volume === 0 ? 'muted' : 'volume'} />
      </ControlButton>
      <Volume
        type="range"
        aria-label={t('volume')}
        min={0}
        max={1}
        step={0.05}
        value={state.muted ? 0 : state.volume}
        onChange={(event) => {
          video.volume = Number(event.target.value);
          video.muted = video.volume === 0;
        }}
      />
      {document.pictureInPictureEnabled && (
        <ControlButton
          type="button"
          onClick={togglePictureInPicture}
          aria-label={pictureInPicture ? t('exitPictureInPicture') : t('pictureInPicture')}
          aria-pressed={pictureInPicture}
        >
          <PlayerIcon name="pictureInPicture" />
        </ControlButton>
      )}
      {canFullscreen && (
        <ControlButton
          type="button"
          onClick={toggleFullscreen}
          aria-label={fullscreen ? t('exitFullscreen') : t('fullscreen')}
        >
          <PlayerIcon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </ControlButton>
      )}
    </Bar>
  );
}

// On a phone's width the progress and the LIVE badge take a row of their own above the buttons, and
// the volume slider goes (a phone's own buttons set the volume; mute stays): two rows, not three.
const NARROW = '(max-width: 480px)';

const Bar = styled.div`
  container-type: inline-size;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  background: rgba(0, 0, 0, 0.75);
  color: #fff;
`;

const ControlButton = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }

  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -3px;
  }
`;

const Progress = styled.input`
  flex: 1 1 120px;
  min-width: 80px;
  accent-color: #fff;

  @container ${NARROW} {
    flex-basis: calc(100% - 80px);
    order: -2;
  }
`;

const Time = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const LiveBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  white-space: nowrap;

  /* The dot is red at the live edge and grey behind it, as in common players. */
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.danger};
  }

  &[data-at-edge='false'] {
    color: rgba(255, 255, 255, 0.75);
  }

  &[data-at-edge='false']::before {
    background: rgba(255, 255, 255, 0.6);
  }

  @container ${NARROW} {
    order: -1;
  }
`;

const GoLive = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }

  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

const Volume = styled.input`
  width: 90px;
  accent-color: #fff;

  @container ${NARROW} {
    display: none;
  }
`;
