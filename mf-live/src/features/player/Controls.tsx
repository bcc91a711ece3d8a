import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PlayerIcon } from './icons';
import './i18n';

/** m:ss or h:mm:ss. */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

interface MediaState {
  paused: boolean;
  muted: boolean;
  volume: number;
  /** The playable window: for a live stream its seekable range, else 0 to the duration. */
  start: number;
  end: number;
  current: number;
}

function read(video: HTMLVideoElement): MediaState {
  const live = !Number.isFinite(video.duration);
  const seekable = video.seekable;
  const last = seekable.length - 1;
  return {
    paused: video.paused,
    muted: video.muted,
    volume: video.volume,
    start: live && last >= 0 ? seekable.start(0) : 0,
    end: live ? (last >= 0 ? seekable.end(last) : video.currentTime) : video.duration || 0,
    current: video.currentTime,
  };
}

const EVENTS = ['play', 'pause', 'volumechange', 'timeupdate', 'durationchange', 'progress', 'loadedmetadata'];

/**
 * The player's controls (spec 2 §2.20): play, progress (for a live stream, the position in its
 * seekable window), time, mute, volume, picture-in-picture and full screen. Native buttons and
 * sliders, so each is reachable and usable from the keyboard.
 */
export function Controls({ video, frame }: { video: HTMLVideoElement; frame: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('player');
  const [state, setState] = useState(() => read(video));
  const [fullscreen, setFullscreen] = useState(false);
  const [pictureInPicture, setPictureInPicture] = useState(false);

  useEffect(() => {
    const update = () => setState(read(video));
    const onPip = () => setPictureInPicture(document.pictureInPictureElement === video);
    const onFullscreen = () => setFullscreen(document.fullscreenElement === frame.current);
    for (const name of EVENTS) video.addEventListener(name, update);
    video.addEventListener('enterpictureinpicture', onPip);
    video.addEventListener('leavepictureinpicture', onPip);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, update);
      video.removeEventListener('enterpictureinpicture', onPip);
      video.removeEventListener('leavepictureinpicture', onPip);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [video, frame]);

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

  const position = formatTime(state.current - state.start);
  const total = formatTime(state.end - state.start);
  return (
    <Bar>
      <ControlButton type="button" onClick={togglePlay} aria-label={state.paused ? t('play') : t('pause')}>
        <PlayerIcon name={state.paused ? 'play' : 'pause'} />
      </ControlButton>
      <Progress
        type="range"
        aria-label={t('progress')}
        aria-valuetext={t('time', { current: position, total })}
        min={state.start}
        max={Math.max(state.start, state.end)}
        step="any"
        value={Math.min(Math.max(state.current, state.start), state.end)}
        onChange={(event) => {
          video.currentTime = Number(event.target.value);
        }}
      />
      <Time aria-hidden="true">
        {position} / {total}
      </Time>
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

const Bar = styled.div`
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
`;

const Time = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Volume = styled.input`
  width: 90px;
  accent-color: #fff;
`;
