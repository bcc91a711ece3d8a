import type { types } from 'mediasoup';
import { BOT_DATA_CHANNEL } from '@atrium/shared/contract';

/** SCTP payload protocol id of a WebRTC string message (RFC 8831). */
const PPID_STRING = 51;

/**
 * The room's bot (as mediasoup-demo's Bot): a DirectTransport in the router that reads what each peer
 * sends on its `bot` data channel and answers everyone on its own data producer, the one every
 * joined peer consumes with `peerId: null`.
 */
export class Bot {
  static async create(router: types.Router): Promise<Bot> {
    const transport = await router.createDirectTransport({ maxMessageSize: 512 });
    const dataProducer = await transport.produceData({ label: BOT_DATA_CHANNEL.label });
    return new Bot(transport, dataProducer);
  }

  private constructor(
    private readonly transport: types.DirectTransport,
    readonly dataProducer: types.DataProducer,
  ) {}

  /** Listens to a peer's `bot` data producer; `displayName` is read when a message comes, so a rename shows. */
  async listen(dataProducerId: string, displayName: () => string): Promise<void> {
    const dataConsumer = await this.transport.consumeData({ dataProducerId });
    dataConsumer.on('message', (message, ppid) => {
      if (ppid !== PPID_STRING || this.dataProducer.closed) return;
      try {
        this.dataProducer.send(`${displayName()} said me: "${message.toString('utf8')}"`);
      } catch {
        // An answer longer than the transport's maxMessageSize is not sent; the room goes on.
      }
    });
  }
}
