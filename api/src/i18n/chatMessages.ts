import type { Language } from './language';

/** Issue 13: the texts of the chat calls (spec 1 §5, §6), in both languages; index.ts spreads them in. */
export const chatMessages = {
  messageEmpty: { en: 'Write a message or attach an image.', tr: 'Bir mesaj yazın ya da bir resim ekleyin.' },
  messageRecipientRequired: { en: 'Choose whom to write to.', tr: 'Kime yazacağınızı seçin.' },
  cannotMessageYourself: { en: 'You cannot message yourself.', tr: 'Kendinize mesaj gönderemezsiniz.' },
  cannotMessageBlocked: {
    en: 'You cannot message this user because one of you has blocked the other.',
    tr: 'Birbirinizden biri diğerini engellediği için bu kullanıcıya mesaj gönderemezsiniz.',
  },
  cannotMessageHidden: {
    en: 'This person is not visible in the app: you can write to them once you attend an event together.',
    tr: 'Bu kişi uygulamada görünmüyor: aynı etkinliğe katıldığınızda ona yazabilirsiniz.',
  },
  typingTooOften: {
    en: 'Typing is told at most once a second; this one was dropped.',
    tr: 'Yazma bildirimi saniyede en fazla bir kez gönderilir; bu bildirim atlandı.',
  },
  messageImageInvalid: {
    en: 'Attach an image uploaded here.',
    tr: 'Buraya yüklenmiş bir resim ekleyin.',
  },
} satisfies Record<string, Record<Language, string>>;
