import {
  channel,
  CHANNEL_PARAM,
  CHANNELS,
  type Channel,
  type ChannelKind,
  type ChannelParams,
} from '@atrium/shared/contract';

/** A channel read back from its name: its kind and ids. */
export type ParsedChannel = {
  [K in ChannelKind]: Channel<K> & { params: ChannelParams<K> };
}[ChannelKind];

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

// Each kind's name as a pattern: its ids must be UUIDs, so `networking-area-{id}` is never read as
// `networking-{eventId}` and `presence-user-…` never as a session's presence.
const PATTERNS = Object.entries(CHANNELS).map(([kind, { name }]) => {
  const params = [...name.matchAll(CHANNEL_PARAM)].map((match) => match[1]);
  const source = name
    .split(CHANNEL_PARAM)
    .map((part, index) => (index % 2 ? `(${UUID})` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return { kind: kind as ChannelKind, params, pattern: new RegExp(`^${source.join('')}$`) };
});

/** The kind and ids of a channel's name (the table's names read backwards), or null when no kind is named so. */
export function parseChannel(name: string): ParsedChannel | null {
  for (const { kind, params, pattern } of PATTERNS) {
    const match = pattern.exec(name);
    if (!match) continue;
    const values = Object.fromEntries(params.map((param, index) => [param, match[index + 1]]));
    // Built again from its ids, so the channel is the builder's (its event prefix too).
    const built = (channel[kind] as (ids: Record<string, string>) => Channel)(values);
    return { ...built, params: values } as ParsedChannel;
  }
  return null;
}
