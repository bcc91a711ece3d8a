import type { Language } from './language';

/** Issue 16: the texts of live sessions and their streaming host (spec 2 §2.18-2.20), in both languages; index.ts spreads them in. */
export const liveMessages = {
  noLiveStreams: { en: 'This event has no live sessions.', tr: 'Bu etkinliğin canlı oturumu yok.' },
  liveHashInvalid: {
    en: 'This stream link is not valid. Join the session again.',
    tr: 'Bu yayın bağlantısı geçerli değil. Oturuma yeniden katılın.',
  },
  liveHashExpired: {
    en: 'This stream link has expired. Join the session again.',
    tr: 'Bu yayın bağlantısının süresi doldu. Oturuma yeniden katılın.',
  },
  liveNotLive: { en: 'This session is not live now.', tr: 'Bu oturum şu anda canlı değil.' },
  liveControlRefused: {
    en: 'The live control secret is missing or wrong.',
    tr: 'Canlı yayın kontrol anahtarı eksik ya da hatalı.',
  },
  // Issue 17: the conference room's signalling (sfu) lets in the session's active publishers only.
  sessionNotPublisher: {
    en: 'Only the session’s active speakers can enter its room.',
    tr: 'Bu oturumun odasına yalnızca etkin konuşmacıları girebilir.',
  },
} satisfies Record<string, Record<Language, string>>;
