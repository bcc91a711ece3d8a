import { useNetworkRequests } from '../networkRequests';
import { useRealtime } from './useRealtime';

/**
 * What runs only while someone is signed in: the page's one socket on their channels and the
 * network requests it brings. Loaded once there is a user, so a guest's page (the login) never
 * carries the socket's code or the channel table.
 */
export default function SignedInServices({ slug, userId }: { slug: string; userId: string }) {
  useRealtime(userId);
  useNetworkRequests(slug, userId);
  return null;
}
