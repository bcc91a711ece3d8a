import type { Language } from './language';

/** Issue 17: the texts of the meeting room's signalling (spec 2 §7.5, §8), in both languages; index.ts spreads them in. */
export const sfuMessages = {
  // Spec 2 §8 gives this text as it is.
  roomFull: {
    en: 'there is no space in networking rooms, try later',
    tr: 'networking odalarında yer yok, daha sonra tekrar deneyin',
  },
  signallingQueryInvalid: {
    en: 'The connection needs a roomId and a peerId (and sfuHost, if given, a host name).',
    tr: 'Bağlantı için roomId ve peerId gereklidir (sfuHost verilirse bir sunucu adı olmalıdır).',
  },
  signallingNotYourPeer: {
    en: 'peerId must be your own user id.',
    tr: 'peerId kendi kullanıcı kimliğiniz olmalıdır.',
  },
  // Issue 33 item 2: the room lives on another host; the answer names it (data.host).
  signallingRoomElsewhere: {
    en: 'This room is on another host: connect again there.',
    tr: 'Bu oda başka bir sunucuda: oraya yeniden bağlanın.',
  },
  signallingNoAccess: { en: 'You may not enter this room.', tr: 'Bu odaya giremezsiniz.' },
  signallingUnknownMethod: { en: 'This request does not exist.', tr: 'Böyle bir istek yok.' },
  signallingForbidden: { en: 'Forbidden', tr: 'Yasak' },
  signallingNotJoined: { en: 'Join the room first.', tr: 'Önce odaya katılın.' },
  signallingAlreadyJoined: { en: 'You have already joined the room.', tr: 'Odaya zaten katıldınız.' },
  // Issue 32 item 4: what one peer may cost the SFU (sfu/limits.ts).
  signallingTooManyTransports: {
    en: 'A peer may have {limit} transports at most.',
    tr: 'Bir katılımcının en fazla {limit} aktarımı olabilir.',
  },
  signallingTooManyProducers: {
    en: 'A peer may send {limit} media streams at most.',
    tr: 'Bir katılımcı en fazla {limit} medya akışı gönderebilir.',
  },
  signallingTooManyDataProducers: {
    en: 'A peer may open {limit} data channels at most.',
    tr: 'Bir katılımcı en fazla {limit} veri kanalı açabilir.',
  },
  signallingTooManyRequests: {
    en: 'Too many requests: wait a moment and try again.',
    tr: 'Çok fazla istek gönderildi: biraz bekleyip tekrar deneyin.',
  },
  sfuUnavailable: {
    en: 'The meeting room server is not running.',
    tr: 'Toplantı odası sunucusu çalışmıyor.',
  },
  sfuControlRefused: {
    en: 'The SFU control secret is missing or wrong.',
    tr: 'SFU kontrol anahtarı eksik ya da hatalı.',
  },
} satisfies Record<string, Record<Language, string>>;
