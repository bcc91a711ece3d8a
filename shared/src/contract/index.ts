// The v2 API contract: schemas for the api, types for the browser (import type only there).
export * from './envelope';
export * from './system';
export * from './application';
export * from './account';
export * from './auth';
export * from './realtime';
