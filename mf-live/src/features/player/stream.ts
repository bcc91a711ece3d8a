import { HLS_RETRY_MS, HLS_STALL_RESTART_MS } from '../../constants';
import type { LiveEdge } from './liveDisplay';

/** How a stream attached to the video element fails, for the player to say so. */
export interface StreamHandlers {
  /** The streaming host refused the hash as past its time (HTTP 403). */
  onExpired(): void;
  /** The streaming host refused the hash as not one it made: altered or forged (HTTP 401). */
  onInvalid(): void;
  /** The browser's own player failed (native HLS or DASH, where no status is known). */
  onFailed(): void;
  /** Neither hls.js, native HLS nor MPEG-DASH can play here. */
  onUnsupported(): void;
}

const HTTP_UNAUTHORIZED = 401;
const HTTP_FORBIDDEN = 403;

/** A stream on the video: what detaches it, and where its live edge is. */
export interface AttachedStream {
  detach(): void;
  /** hls.js's live edge while its playlist is live; null otherwise and for native players. */
  liveEdge(): LiveEdge | null;
}

const NO_STREAM: AttachedStream = { detach: () => undefined, liveEdge: () => null };

/** The MPEG-DASH manifest beside the HLS playlist on the streaming host. */
export const dashPathOf = (hlsPath: string) => hlsPath.replace(/\.m3u8$/, '.mpd');

/** Plays now, or muted when the browser allows autoplay only without sound. */
function play(video: HTMLVideoElement): void {
  video.play().catch(() => {
    video.muted = true;
    video.play().catch(() => undefined);
  });
}

/**
 * Attaches a live stream to the video (spec 2 §2.20): hls.js, loaded only now, where Media Source
 * works; else the browser's native HLS; else an MPEG-DASH source the browser says it can play. A
 * fatal hls.js error destroys it and creates it again 2 s later; a playlist that starts over, or a
 * position that stood still for HLS_STALL_RESTART_MS while playing, makes it again at once; a 401
 * or 403 stops (a fresh hash is needed).
 */
export async function attachStream(video: HTMLVideoElement, src: string, on: StreamHandlers): Promise<AttachedStream> {
  const { default: Hls } = await import(/* webpackChunkName: "hls" */ 'hls.js');
  if (Hls.isSupported()) {
    let hls: InstanceType<typeof Hls> | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const create = () => {
      const instance = new Hls();
      hls = instance;
      instance.on(Hls.Events.MANIFEST_PARSED, () => play(video));
      // A playlist that starts over is a new stream of the session (a new encoder run, or another
      // host took the streams over, issue 33): hls.js would wait on it, so it starts again at once.
      let firstSegment = -1;
      instance.on(Hls.Events.LEVEL_LOADED, (_event, data) => {
        // Later, outside hls.js's own handling of the event; only if this instance is still the one.
        if (data.details.startSN < firstSegment) setTimeout(() => hls === instance && restart(), 0);
        firstSegment = data.details.startSN;
      });
      instance.on(Hls.Events.ERROR, (_event, data) => {
        const refused = data.type === Hls.ErrorTypes.NETWORK_ERROR ? data.response?.code : undefined;
        if (refused === HTTP_FORBIDDEN || refused === HTTP_UNAUTHORIZED) {
          instance.destroy();
          hls = null;
          if (refused === HTTP_FORBIDDEN) on.onExpired();
          else on.onInvalid();
        } else if (data.fatal) {
          instance.destroy();
          hls = null;
          retry = setTimeout(create, HLS_RETRY_MS);
        }
      });
      instance.loadSource(src);
      instance.attachMedia(video);
    };
    const restart = () => {
      if (!hls) return;
      hls.destroy();
      create();
    };
    create();
    // Looked at each second: a stream that stopped moving though nobody paused it starts again.
    let position = video.currentTime;
    let movedAt = Date.now();
    const stalls = setInterval(() => {
      if (!hls || video.paused || video.ended || video.currentTime !== position) {
        position = video.currentTime;
        movedAt = Date.now();
      } else if (Date.now() - movedAt >= HLS_STALL_RESTART_MS) {
        movedAt = Date.now();
        restart();
      }
    }, 1000);
    return {
      detach() {
        clearTimeout(retry);
        clearInterval(stalls);
        hls?.destroy();
      },
      liveEdge() {
        const details = hls?.latestLevelDetails;
        const position = hls?.liveSyncPosition;
        if (!details?.live || position == null) return null;
        return {
          position,
          slack: details.targetduration * 1.5,
          start: details.fragmentStart,
        };
      },
    };
  }
  const native = video.canPlayType('application/vnd.apple.mpegurl') !== '';
  const dash = !native && video.canPlayType('application/dash+xml') !== '';
  if (!native && !dash) {
    on.onUnsupported();
    return NO_STREAM;
  }
  const source = document.createElement('source');
  source.type = native ? 'application/vnd.apple.mpegurl' : 'application/dash+xml';
  source.src = native ? src : dashPathOf(src);
  source.addEventListener('error', on.onFailed);
  video.appendChild(source);
  video.load();
  play(video);
  return {
    detach() {
      source.removeEventListener('error', on.onFailed);
      source.remove();
      video.load();
    },
    liveEdge: () => null,
  };
}
