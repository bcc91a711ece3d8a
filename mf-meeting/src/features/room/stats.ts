import type { SignallingAnswers, SignallingRequestData } from '@atrium/shared/contract';
import type { RoomState } from './roomStore';

type StatsMethod = 'getTransportStats' | 'getProducerStats' | 'getConsumerStats';

/** One titled part of the stats panel: a transport, a producer or a consumer. */
export interface StatsSection {
  title: string;
  stats: object[];
}

/** What the stats read of the room, each at the moment they need it. */
export interface StatsSource {
  state(): RoomState;
  transportId(direction: 'send' | 'recv'): string | undefined;
  request<M extends StatsMethod>(method: M, data: SignallingRequestData<M>): Promise<SignallingAnswers[M]>;
}

/**
 * The stats panel's figures for a peer (my own id: my transports and producers; another peer:
 * the consumers of their media), read from the server each time.
 */
export async function peerStats(peerId: string, room: StatsSource): Promise<StatsSection[]> {
  const sections: StatsSection[] = [];
  const read = async (title: string, load: () => Promise<object[]>) => {
    try {
      const stats = await load();
      sections.push({
        title,
        stats: Array.isArray(stats) ? stats.filter((stat) => stat && typeof stat === 'object') : [],
      });
    } catch {
      sections.push({ title, stats: [] });
    }
  };
  if (peerId === room.state().me.id) {
    const sendTransportId = room.transportId('send');
    if (sendTransportId) {
      await read('sendTransport', () => room.request('getTransportStats', { transportId: sendTransportId }));
    }
    const recvTransportId = room.transportId('recv');
    if (recvTransportId) {
      await read('recvTransport', () => room.request('getTransportStats', { transportId: recvTransportId }));
    }
    for (const producer of Object.values(room.state().producers)) {
      if (producer) await read(producer.source, () => room.request('getProducerStats', { producerId: producer.id }));
    }
    return sections;
  }
  const peer = room.state().peers[peerId];
  for (const consumerId of peer?.consumers ?? []) {
    const consumer = room.state().consumers[consumerId];
    if (consumer) await read(consumer.source, () => room.request('getConsumerStats', { consumerId }));
  }
  return sections;
}
