export { createSessionStore, sessionStore, useSession } from './sessionStore';
export type { SessionState, SessionStatus, SessionStore } from './sessionStore';
