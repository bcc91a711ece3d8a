// The v2 API contract: schemas for the api, types for the browser (import type only there).
export * from './nullable';
export * from './enums';
export * from './bounds';
export * from './envelope';
export * from './system';
export * from './application';
export * from './account';
export * from './auth';
export * from './realtime';
// Issue 5: home event lists, activation, the event wrapper and its core content modules.
export * from './listing';
export * from './event';
export * from './program';
export * from './speaker';
export * from './sponsor';
export * from './participant';
// Issue 12: account settings, profiles, follow and block.
export * from './profile';
// Issue 13: chat, notifications and appointments.
export * from './chat';
export * from './notification';
// Issue 14: booths, FAQ, documents, gallery, area maps and the answers of registration forms.
export * from './question';
export * from './stand';
export * from './content';
// Issue 14 item 4: surveys.
export * from './survey';
// Issue 15: the social hub.
export * from './socialHub';
// Issue 16: live sessions.
export * from './live';
// Issue 17: networking rooms and the meeting room's signalling.
export * from './networking';
export * from './signalling';
// Channel names and the live routes, schema-free.
export * from './channels';
export * from './channelEvents';
export * from './calls';
export * from './registry';
