import { REMOTE_PATTERN, VERSION_PATTERN } from '@atrium/shared/contract';

// What the registry accepts as names (the contract's patterns): they become folder names and URL segments.
export const isRemoteName = (value: string) => new RegExp(REMOTE_PATTERN).test(value);
export const isVersionName = (value: string) => new RegExp(VERSION_PATTERN).test(value);
