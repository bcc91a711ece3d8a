import { storage } from '@atrium/shared';
import {
  ROOM_STORAGE_KEYS,
  WEBCAM_CONSTRAINTS,
  WEBCAM_MAX,
  WEBCAM_RESOLUTIONS,
  type WebcamResolution,
} from './constants';
import type { MediaDeviceChoice } from './roomStore';

// The room's devices as this browser sees them and the choices it keeps locally (spec 2 §3, §4, §9);
// RoomClient reads and writes them, the store shows them.

export type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia' | 'enumerateDevices'> &
  Partial<Pick<MediaDevices, 'getDisplayMedia' | 'addEventListener' | 'removeEventListener'>>;

/** Browser and version for the join request's device (spec 2 §3 Meeting peer device). */
export function deviceInfo(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  // In order: Edge and Opera carry "Chrome/" too, and Chrome carries "Safari/".
  const browsers: [string, RegExp][] = [
    ['Edge', /Edg\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Firefox', /Firefox\/([\d.]+)/],
    ['Chrome', /Chrome\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ];
  for (const [name, pattern] of browsers) {
    const found = pattern.exec(userAgent);
    if (found) return { flag: name.toLowerCase(), name, version: found[1].slice(0, 50) };
  }
  return { flag: 'unknown', name: 'Unknown', version: '' };
}

/** Reads the cameras, microphones and speakers (labels come once a permission was given). */
export async function listDevices(
  mediaDevices: MediaDevicesLike | undefined,
): Promise<Pick<MediaDeviceChoice, 'cameras' | 'microphones' | 'speakers'>> {
  const list = (await mediaDevices?.enumerateDevices().catch(() => [])) ?? [];
  const of = (kind: MediaDeviceKind) =>
    list
      .filter((device) => device.kind === kind)
      .map((device, index) => ({ deviceId: device.deviceId, label: device.label || `${kind} ${index + 1}` }));
  return { cameras: of('videoinput'), microphones: of('audioinput'), speakers: of('audiooutput') };
}

/** The chosen microphone, if any, for getUserMedia. */
export function micConstraints({ microphoneId }: MediaDeviceChoice): MediaTrackConstraints {
  return microphoneId ? { deviceId: { ideal: microphoneId } } : {};
}

/** The chosen camera, if any, at the resolution chosen (spec 2 §9 webcam limits). */
export function webcamConstraints(
  { cameraId }: MediaDeviceChoice,
  resolution: WebcamResolution,
): MediaTrackConstraints {
  return {
    ...(cameraId ? { deviceId: { ideal: cameraId } } : {}),
    ...WEBCAM_CONSTRAINTS[resolution],
    frameRate: { ideal: WEBCAM_MAX.frameRate },
  };
}

/** The device choices kept in a cookie (spec 2 §9); a value that is not one is read as no choice. */
export interface DevicePreferences {
  webcamEnabled: boolean;
  cameraId: string | null;
  microphoneId: string | null;
  speakerId: string | null;
  resolution: WebcamResolution | null;
}

export function readDevicePreferences(): DevicePreferences {
  const prefs = readCookie(ROOM_STORAGE_KEYS.devicesCookie);
  return {
    webcamEnabled: prefs.webcamEnabled !== false,
    cameraId: typeof prefs.cameraId === 'string' ? prefs.cameraId : null,
    microphoneId: typeof prefs.microphoneId === 'string' ? prefs.microphoneId : null,
    speakerId: typeof prefs.speakerId === 'string' ? prefs.speakerId : null,
    resolution: WEBCAM_RESOLUTIONS.includes(prefs.resolution as never) ? (prefs.resolution as WebcamResolution) : null,
  };
}

export function writeDevicePreferences(preferences: DevicePreferences): void {
  writeCookie(ROOM_STORAGE_KEYS.devicesCookie, preferences);
}

/** Spec 2 §4: the peers whose audio is muted on this device, by peer id. */
export function readMutedPeers(): Record<string, true> {
  try {
    const kept: unknown = JSON.parse(storage.get(ROOM_STORAGE_KEYS.mutedPeers) ?? '{}');
    return kept && typeof kept === 'object' ? (kept as Record<string, true>) : {};
  } catch {
    return {};
  }
}

export function writeMutedPeers(mutedPeers: Record<string, true>): void {
  storage.set(ROOM_STORAGE_KEYS.mutedPeers, Object.keys(mutedPeers).length ? JSON.stringify(mutedPeers) : null);
}

function readCookie(name: string): Record<string, unknown> {
  if (typeof document === 'undefined') return {};
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  try {
    return entry ? (JSON.parse(decodeURIComponent(entry.slice(name.length + 1))) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeCookie(name: string, value: object) {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(JSON.stringify(value))}; path=/; max-age=31536000; SameSite=Lax`;
}
