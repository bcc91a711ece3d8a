export { ApiNetworkError, NOT_LOGGED_IN_MESSAGE, createApiClient } from './createApiClient';
export type { ApiClient, ApiClientOptions, CallArgs, CallInit, UploadOptions } from './createApiClient';
export { api } from './api';
export { canarySession, earlyChain, sessionManifestUrl, takeEarly } from './early';
