import { HLS_RETRY_MS } from '../../constants';

/** How a stream attached to the video element fails, for the player to say so. */
export interface StreamHandlers {
  /** The streaming host refused the hash (HTTP 403): it expired or was altered. */
  onForbidden(): void;
  /** The browser's own player failed (native HLS or DASH, where no status is known). */
  onFailed(): void;
  /** Neither hls.js, native HLS nor MPEG-DASH can play here. */
  onUnsupported(): void;
}

const HTTP_FORBIDDEN = 403;

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
 * fatal hls.js error destroys it and creates it again 2 s later; a 403 stops (a fresh hash is needed).
 * Resolves to what detaches it.
 */
export async function attachStream(video: HTMLVideoElement, src: string, on: StreamHandlers): Promise<() => void> {
  const { default: Hls } = await import(/* webpackChunkName: "hls" */ 'hls.js');
  if (Hls.isSupported()) {
    let hls: InstanceType<typeof Hls> | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const create = () => {
      const instance = new Hls();
      hls = instance;
      instance.on(Hls.Events.MANIFEST_PARSED, () => play(video));
      instance.on(Hls.Events.ERROR, (_event, data) => {
        if (data.type === Hls.ErrorTypes.NETWORK_ERROR && data.response?.code === HTTP_FORBIDDEN) {
          instance.destroy();
          hls = null;
          on.onForbidden();
        } else if (data.fatal) {
          instance.destroy();
          hls = null;
          retry = setTimeout(create, HLS_RETRY_MS);
        }
      });
      instance.loadSource(src);
      instance.attachMedia(video);
    };
    create();
    return () => {
      clearTimeout(retry);
      hls?.destroy();
    };
  }
  const native = video.canPlayType('application/vnd.apple.mpegurl') !== '';
  const dash = !native && video.canPlayType('application/dash+xml') !== '';
  if (!native && !dash) {
    on.onUnsupported();
    return () => undefined;
  }
  const source = document.createElement('source');
  source.type = native ? 'application/vnd.apple.mpegurl' : 'application/dash+xml';
  source.src = native ? src : dashPathOf(src);
  source.addEventListener('error', on.onFailed);
  video.appendChild(source);
  video.load();
  play(video);
  return () => {
    source.removeEventListener('error', on.onFailed);
    source.remove();
    video.load();
  };
}
