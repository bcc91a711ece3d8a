import { NOT_LOGGED_IN_MESSAGE } from '@atrium/shared/contract';
import { accountMessages } from './accountMessages';
import { authMessages } from './authMessages';
import { chatMessages } from './chatMessages';
import type { Language } from './language';
import { liveMessages } from './liveMessages';
import { networkingMessages } from './networkingMessages';
import { notificationMessages } from './notificationMessages';
import { questionMessages } from './questionMessages';
import { rateLimitMessages } from './rateLimitMessages';
import { sfuMessages } from './sfuMessages';
import { socialHubMessages } from './socialHubMessages';
import { standMessages } from './standMessages';
import { surveyMessages } from './surveyMessages';
import { uploadMessages } from './uploadMessages';

export { DEFAULT_LANGUAGE, languageFrom, type Language } from './language';

/** Every user-facing text the server sends, in both languages. */
const messages = {
  // Issue 3: every way in (spec 1 §5, §8).
  ...authMessages,
  // Issue 12: account settings, profiles, follow and block.
  ...accountMessages,
  // Issue 12 item 4: uploads.
  ...uploadMessages,
  // Issue 13: chat.
  ...chatMessages,
  // Issue 13: notifications and appointments.
  ...notificationMessages,
  // Issue 14: booths.
  ...standMessages,
  // Issue 14 item 4: surveys.
  ...surveyMessages,
  // Issue 14 items 5 and 7: registration forms.
  ...questionMessages,
  // Issue 15: the social hub.
  ...socialHubMessages,
  // Issue 16: live sessions and the streaming host.
  ...liveMessages,
  // Issue 32 item 3: rate limits of the surfaces that reach other people.
  ...rateLimitMessages,
  // Issue 17: networking rooms and network requests.
  ...networkingMessages,
  // Issue 17: the meeting room's signalling.
  ...sfuMessages,
  notLoggedIn: { en: NOT_LOGGED_IN_MESSAGE, tr: 'Bu işlemi yapmak için giriş yapmalısınız.' },
  dataNotFound: { en: 'Data not found.', tr: 'Veri bulunamadı.' },
  callNotFound: { en: 'This call does not exist.', tr: 'Böyle bir çağrı yok.' },
  validationFailed: { en: 'Please check the marked fields.', tr: 'Lütfen işaretli alanları kontrol edin.' },
  bodyNotJson: { en: 'The request body must be valid JSON.', tr: 'İstek gövdesi geçerli bir JSON olmalıdır.' },
  badRequest: { en: 'The request could not be processed.', tr: 'İstek işlenemedi.' },
  headersTooLarge: { en: 'The request headers are too large.', tr: 'İstek başlıkları çok büyük.' },
  // Issue 32 item 6: a path part longer than the router reads (maxParamLength).
  addressTooLong: { en: 'The address is too long.', tr: 'Adres çok uzun.' },
  unexpectedError: {
    en: 'Something went wrong. Please try again later.',
    tr: 'Bir şeyler ters gitti. Lütfen daha sonra tekrar deneyin.',
  },
  unknownApplication: { en: 'The application is missing or unknown.', tr: 'Uygulama belirtilmemiş ya da bulunamadı.' },
  invalidCredentials: { en: 'The email or password is incorrect.', tr: 'E-posta adresi ya da şifre hatalı.' },
  fieldRequired: { en: 'This field is required.', tr: 'Bu alan zorunludur.' },
  fieldWrongType: { en: 'This value has the wrong type.', tr: 'Bu değerin türü hatalı.' },
  fieldEmail: { en: 'Please enter a valid email address.', tr: 'Lütfen geçerli bir e-posta adresi girin.' },
  fieldTooShort: { en: 'This value is too short.', tr: 'Bu değer çok kısa.' },
  fieldTooLong: { en: 'This value is too long.', tr: 'Bu değer çok uzun.' },
  fieldInvalid: { en: 'This value is not valid.', tr: 'Bu değer geçerli değil.' },
  channelRequired: { en: 'A channel name is required.', tr: 'Bir kanal adı gereklidir.' },
  channelRefused: { en: 'You may not subscribe to this channel.', tr: 'Bu kanala abone olamazsınız.' },
  // Issue 29 item 6: /health of an api instance whose link to Redis is down.
  redisUnreachable: {
    en: 'The link to Redis is down: messages between api instances wait until it is back.',
    tr: 'Redis bağlantısı kesildi: api örnekleri arasındaki mesajlar bağlantı geri gelene kadar bekliyor.',
  },
  // Issue 33: /health of an api instance whose database does not answer within a second.
  databaseUnreachable: {
    en: 'The database does not answer: this instance cannot serve calls until it does.',
    tr: 'Veritabanı yanıt vermiyor: bu örnek, veritabanı yanıt verene kadar çağrılara hizmet veremez.',
  },
  databaseAndRedisUnreachable: {
    en: 'Neither the database nor Redis answers: this instance cannot serve calls until they do.',
    tr: 'Ne veritabanı ne de Redis yanıt veriyor: bu örnek, ikisi yanıt verene kadar çağrılara hizmet veremez.',
  },
  // Issue 5: event lists, activation and the event's content (spec 1 §7, spec 2 §4, §6).
  notAttending: {
    en: 'Only attendees of this event can do this.',
    tr: 'Bunu yalnızca etkinliğin katılımcıları yapabilir.',
  },
  activationCodeInvalid: { en: 'This activation code is not valid.', tr: 'Bu aktivasyon kodu geçerli değil.' },
  eventActivated: { en: 'The event was added to your events.', tr: 'Etkinlik, etkinliklerinize eklendi.' },
  eventAlreadyActivated: { en: 'You already have access to this event.', tr: 'Bu etkinliğe zaten erişiminiz var.' },
  alreadyRated: { en: 'You have already rated this session.', tr: 'Bu oturumu zaten değerlendirdiniz.' },
  programRated: { en: 'Thank you for your rating.', tr: 'Değerlendirmeniz için teşekkürler.' },
  rateDeleted: { en: 'Your rating was deleted.', tr: 'Değerlendirmeniz silindi.' },
  subEventFull: { en: 'There are no places left.', tr: 'Kontenjan dolu.' },
  subEventClosed: {
    en: 'Registration for this sub-event is closed.',
    tr: 'Bu alt etkinliğe kayıt kapalı.',
  },
  alreadyRegistered: { en: 'You are already registered.', tr: 'Zaten kayıtlısınız.' },
  registrationPending: {
    en: 'Your registration is waiting for approval.',
    tr: 'Kaydınız onay bekliyor.',
  },
  registrationConfirmed: { en: 'Your registration is confirmed.', tr: 'Kaydınız onaylandı.' },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

/** The values a message's text names in braces ({max}, {types}). */
export type MessageValues = Record<string, string | number>;

export function t(language: Language, key: MessageKey, values?: MessageValues): string {
  const text: string = messages[key][language];
  return values ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match)) : text;
}
