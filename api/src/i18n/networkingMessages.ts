import type { Language } from './language';

/** Issue 17: the texts of networking rooms and network requests (spec 2 §8, spec 1 §5, §8), in both languages; index.ts spreads them in. */
export const networkingMessages = {
  noNetworking: { en: 'This event has no networking rooms.', tr: 'Bu etkinliğin tanışma odası yok.' },
  networkingRoomFull: {
    en: 'there is no space in networking rooms, try later',
    tr: 'tanışma odalarında yer yok, daha sonra tekrar deneyin',
  },
  networkingInviteRoomFull: {
    en: 'This room is full so the invite cannot be sent',
    tr: 'Bu oda dolu olduğu için davet gönderilemiyor',
  },
  networkingNoSeat: {
    en: 'You do not have a seat in this room. Join it from the networking list.',
    tr: 'Bu odada yeriniz yok. Tanışma listesinden odaya katılın.',
  },
  networkingInviteeNotAttending: {
    en: 'This person does not attend the event.',
    tr: 'Bu kişi etkinliğe katılmıyor.',
  },
  networkingInviteSelf: { en: 'You cannot invite yourself.', tr: 'Kendinizi davet edemezsiniz.' },
  networkingInviteBlocked: {
    en: 'You cannot invite this user because one of you has blocked the other.',
    tr: 'Birbirinizden biri diğerini engellediği için bu kullanıcıyı davet edemezsiniz.',
  },
  networkingNoRequest: {
    en: 'There is no invitation to accept, or it has expired.',
    tr: 'Kabul edilecek bir davet yok ya da süresi dolmuş.',
  },
} satisfies Record<string, Record<Language, string>>;
