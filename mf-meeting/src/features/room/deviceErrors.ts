/** The device problems of spec 2 §8, as the device-error dialog names them. */
export type DeviceErrorReason = 'notFound' | 'notReadable' | 'notAllowed' | 'unexpected' | 'noCamera' | 'noMicrophone';
export type DeviceErrorSource = 'mic' | 'webcam' | 'share';
export interface DeviceError {
  source: DeviceErrorSource;
  reason: DeviceErrorReason;
}

/**
 * Spec 2 §8 device errors: not found, overconstrained or a type error give 'not found'; not readable
 * or a track start failure 'not readable'; not allowed or permission denied 'not allowed'; else
 * 'unexpected problem'.
 */
export function deviceErrorReason(error: unknown): DeviceErrorReason {
  const name =
    error instanceof Error || (error && typeof error === 'object' && 'name' in error)
      ? String((error as Error).name)
      : '';
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
    case 'TypeError':
      return 'notFound';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'notReadable';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'notAllowed';
    default:
      return 'unexpected';
  }
}

/** Thrown when enumerateDevices lists no camera or no microphone at all. */
export class NoDeviceError extends Error {
  constructor(readonly reason: 'noCamera' | 'noMicrophone') {
    super(reason);
    this.name = 'NoDeviceError';
  }
}

/** Where each browser explains how to allow the camera and microphone again (spec 2 §8 help links). */
export const PERMISSION_HELP_LINKS = [
  { browser: 'Chrome', href: 'https://support.google.com/chrome/answer/2693767' },
  {
    browser: 'Firefox',
    href: 'https://support.mozilla.org/kb/how-manage-your-camera-and-microphone-permissions',
  },
  { browser: 'Safari', href: 'https://support.apple.com/guide/safari/websites-ibrwe2159f50/mac' },
] as const;
