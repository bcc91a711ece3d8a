import type { Language } from '../i18n';

/** What a notification is about; the recipient's switch that governs it is in `SWITCH_OF`. */
export type NotificationKind =
  | 'contactAdded'
  | 'appointmentInvite'
  | 'appointmentApproved'
  | 'appointmentRejected'
  | 'appointmentRemoved'
  | 'eventNews';

/** What the texts name: the person who did it, the appointment's title and when it is (event time). */
export interface NotificationParams {
  name?: string;
  title?: string;
  /** The event's local day (YYYY-MM-DD) and time (HH:mm), as the appointment was made. */
  when?: { date: string; time: string };
}

const DAY_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  tr: new Intl.DateTimeFormat('tr-TR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

/**
 * 'Wednesday, 25 November 2026 at 10:00' or '25 Kasım 2026 Çarşamba 10:00': the day is read as UTC
 * only so that formatting cannot move it; it is the event's local day already.
 */
export function formatWhen(when: NotificationParams['when'], language: Language): string {
  if (!when) return '';
  const day = DAY_FORMATS[language].format(new Date(`${when.date}T00:00:00Z`));
  return language === 'en' ? `${day} at ${when.time}` : `${day} ${when.time}`;
}

type Texts = Record<Language, { title: string; details: (params: NotificationParams) => string }>;

/** The texts of each kind in both languages (spec 1 §1: tr and en), written once when it is made. */
const TEXTS: Record<Exclude<NotificationKind, 'eventNews'>, Texts> = {
  contactAdded: {
    en: { title: 'New contact', details: ({ name }) => `${name} added you to their contacts.` },
    tr: { title: 'Yeni kişi', details: ({ name }) => `${name} sizi kişilerine ekledi.` },
  },
  appointmentInvite: {
    en: {
      title: 'Appointment request',
      details: ({ name, title, when }) => `${name} invites you to "${title}" on ${formatWhen(when, 'en')}.`,
    },
    tr: {
      title: 'Randevu isteği',
      details: ({ name, title, when }) =>
        `${name} sizi ${formatWhen(when, 'tr')} tarihindeki "${title}" randevusuna davet ediyor.`,
    },
  },
  appointmentApproved: {
    en: { title: 'Appointment accepted', details: ({ name, title }) => `${name} accepted "${title}".` },
    tr: { title: 'Randevu kabul edildi', details: ({ name, title }) => `${name}, "${title}" randevusunu kabul etti.` },
  },
  appointmentRejected: {
    en: { title: 'Appointment declined', details: ({ name, title }) => `${name} declined "${title}".` },
    tr: { title: 'Randevu reddedildi', details: ({ name, title }) => `${name}, "${title}" randevusunu reddetti.` },
  },
  appointmentRemoved: {
    en: { title: 'Appointment cancelled', details: ({ name, title }) => `${name} cancelled "${title}".` },
    tr: { title: 'Randevu iptal edildi', details: ({ name, title }) => `${name}, "${title}" randevusunu iptal etti.` },
  },
};

/** A stored notification's four texts. */
export interface StoredTexts {
  title_en: string;
  title_tr: string;
  details_en: string;
  details_tr: string;
}

export function textsOf(kind: Exclude<NotificationKind, 'eventNews'>, params: NotificationParams): StoredTexts {
  const { en, tr } = TEXTS[kind];
  return { title_en: en.title, title_tr: tr.title, details_en: en.details(params), details_tr: tr.details(params) };
}
