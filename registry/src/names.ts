// What the registry accepts as names: they become folder names and URL segments.
export const REMOTE_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';
export const VERSION_PATTERN = '^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$';
export const BRAND_PATTERN = '^[a-z0-9][a-z0-9-]{0,62}$';

export const isRemoteName = (value: string) => new RegExp(REMOTE_PATTERN).test(value);
export const isVersionName = (value: string) => new RegExp(VERSION_PATTERN).test(value);
export const isBrandName = (value: string) => new RegExp(BRAND_PATTERN).test(value);
