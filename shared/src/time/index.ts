// Times in both languages for any remote (a notification's, a post's, a session's start), bundled
// into each remote that uses them rather than shared: they are small and hold no state.
export { exactTime, timeAgo } from './relativeTime';
