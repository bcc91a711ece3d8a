/** m:ss or h:mm:ss. */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Where the live edge is, as the stream knows it (hls.js), or null where it does not say. */
export interface LiveEdge {
  /** The position playing live means: hls.js's liveSyncPosition. */
  position: number;
  /** How far behind it still counts as live: the edge moves a segment at a time. */
  slack: number;
  /** Where the playlist's window starts; the media's own seekable range starts at 0. */
  start: number;
}

// Without a segment length (native HLS), a little over the usual 2 s segments.
const DEFAULT_SLACK_SECONDS = 3;

export interface PlayerTime {
  /** The playable window: for a live stream from its first segment to the live edge, else 0 to the duration. */
  start: number;
  end: number;
  current: number;
  duration: number;
  /** hls.js's answer when its playlist is live; null from native players or before it loads. */
  liveEdge: LiveEdge | null;
}

/** What the time slot of the controls shows. */
export type TimeDisplay =
  { kind: 'time'; position: string; total: string } | { kind: 'live'; atEdge: boolean; behind: string; edge: number };

/**
 * A live stream's window slides, so its "position / duration" would read like a 10 s clip (issue 31):
 * a live stream shows LIVE and whether the viewer is at its edge instead. Live means hls.js said so
 * (its playlist is live) or, for a native player, an Infinity duration (NaN only means no metadata yet).
 */
export function timeDisplay(time: PlayerTime): TimeDisplay {
  const live = time.liveEdge !== null || time.duration === Infinity;
  if (!live) {
    return { kind: 'time', position: formatTime(time.current - time.start), total: formatTime(time.end - time.start) };
  }
  const edge = time.liveEdge?.position ?? time.end;
  const slack = time.liveEdge?.slack ?? DEFAULT_SLACK_SECONDS;
  const behind = Math.max(0, edge - time.current);
  return { kind: 'live', atEdge: behind <= slack, behind: formatTime(behind), edge };
}
