import { realtime, useSession } from '@atrium/shared';
import { useEffect } from 'react';

/** The one socket of the page: connected while signed in, on the user's own channels (spec 1 §7). */
export function useRealtime(): void {
  const userId = useSession((s) => s.user?.id ?? null);

  useEffect(() => {
    if (!userId) return;
    const client = realtime;
    const channels = [`private-${userId}`, `message-${userId}`, `presence-user-${userId}`];
    client.connect();
    channels.forEach((c) => client.subscribe(c));
    return () => {
      channels.forEach((c) => client.unsubscribe(c));
      client.disconnect();
    };
  }, [userId]);
}
