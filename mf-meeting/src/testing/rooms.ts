import type { NetworkingRoom, NetworkingUser } from '@atrium/shared/contract';

/** A person in a seat, for unit tests. */
export const seated = (id: string, firstName: string, lastName = 'Doe'): NetworkingUser => ({
  id,
  firstName,
  lastName,
  image: null,
});

/** A room as LiveEvent/ListNetworkingAreas and GetNetworkingArea answer it, for unit tests. */
export const networkingRoom = (id: string, extra: Partial<NetworkingRoom> = {}): NetworkingRoom => ({
  id,
  title: `Room ${id}`,
  peopleCount: 4,
  users: [],
  managers: [],
  cover: null,
  backgroundBanner: null,
  orderNO: 1,
  watcherCount: 0,
  sfuUrl: '/nsfu',
  createDate: '2026-11-24T09:00:00Z',
  updateDate: '2026-11-24T09:00:00Z',
  recordStatus: 0,
  isActive: true,
  ...extra,
});
