import limits from '@atrium/shared/limits.json';

/** What one user's uploads may take in the storage, together (issue 32 item 3). */
export const UPLOAD_QUOTA_BYTES = limits.uploadQuotaBytes;

/** An upload nothing shows (no picture, message or post) is removed this long after it came. */
export const UNUSED_UPLOAD_TTL_MS = 60 * 60 * 1000;

/** How often each api looks for unused uploads to remove. */
export const UNUSED_UPLOAD_SWEEP_MS = 10 * 60 * 1000;
