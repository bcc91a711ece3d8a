// The meeting room's constants (spec 2 §9), with the section each comes from.

/** Spec 2 §9: webcam limits; the resolutions cycle qvga, vga, hd (spec 2 §4 Webcam resolution). */
export const WEBCAM_RESOLUTIONS = ['qvga', 'vga', 'hd'] as const;
export type WebcamResolution = (typeof WEBCAM_RESOLUTIONS)[number];
export const WEBCAM_CONSTRAINTS: Record<WebcamResolution, MediaTrackConstraints> = {
  qvga: { width: { ideal: 320 }, height: { ideal: 240 } },
  vga: { width: { ideal: 640 }, height: { ideal: 480 } },
  hd: { width: { ideal: 1280, max: 1366 }, height: { ideal: 720, max: 768 } },
};
export const WEBCAM_MAX = { width: 1366, height: 768, frameRate: 30 } as const;

/** Spec 2 §9 Share: video mode 30 fps (max 40), presentation 5 fps at 1920 wide, 16:9; up to 1920x1080. */
export const SHARE_CONSTRAINTS = {
  video: { width: { max: 1920 }, height: { max: 1080 }, frameRate: { ideal: 30, max: 40 } },
  presentation: {
    width: { ideal: 1920, max: 1920 },
    height: { max: 1080 },
    aspectRatio: 1.777,
    frameRate: { ideal: 5, max: 5 },
  },
} as const;
export type ShareMode = keyof typeof SHARE_CONSTRAINTS;

/** Spec 2 §9 Audio: Opus with DTX and FEC, ptime 20, max playback rate 96000, mono. */
export const OPUS_OPTIONS = {
  opusStereo: false,
  opusDtx: true,
  opusFec: true,
  opusPtime: 20,
  opusMaxPlaybackRate: 96000,
};
/** Spec 2 §9: start bitrate 1000; simulcast low (downscale 4) at 100 kbps and high at 1.2 Mbps. */
export const VIDEO_START_BITRATE = 1000;
export const SIMULCAST_ENCODINGS: RTCRtpEncodingParameters[] = [
  { scaleResolutionDownBy: 4, maxBitrate: 100_000 },
  { scaleResolutionDownBy: 1, maxBitrate: 1_200_000 },
];

/** Notification lifetimes (spec 2 §8): joins and 'You are in the room!' 3 s, chat and bot 5 s, others 4 s. */
export const NOTIFICATION_MS = { join: 3000, chat: 5000, default: 4000 } as const;

/** Issue 17 item 5: how long the room waits for the signalling socket to come back before it closes. */
export const RECONNECT_GIVE_UP_MS = 10_000;
/**
 * Issue 33 item 2: 307 refusals (the room is on another host) followed in a row before the next is
 * taken as a refusal; two hosts taking a room from each other settle in one or two.
 */
export const MAX_REDIRECTS = 5;
/** A transport 'failed' or 'disconnected' this long (socket still up) gets an ICE restart. */
export const ICE_RESTART_AFTER_MS = 2000;
/** The stats panel refreshes this often while open. */
export const STATS_REFRESH_MS = 2000;

/** Where the room keeps its local preferences (spec 2 §3 display name, §4 per-peer mute, §9 webcam cookie). */
export const ROOM_STORAGE_KEYS = {
  displayName: 'atrium.room.displayName',
  mutedPeers: 'atrium.room.mutedPeers',
  devicesCookie: 'atrium.room.devices',
} as const;
