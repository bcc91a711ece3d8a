import { addTranslations } from '@atrium/shared';

// The live sessions list and its cards (spec 2 §2.18).

addTranslations('live', {
  en: {
    title: 'Live sessions',
    info: "Join a session to watch it live. A session that hasn't started yet counts down to its start.",
    search: 'Search sessions',
    speakerSessions: 'Speaker sessions',
    attendeeSessions: 'Attendee sessions',
    waiting: 'WAITING',
    live: 'LIVE',
    watchers_one: '{{count}} watching',
    watchers_other: '{{count}} watching',
    noStart: 'Start time not set',
    join: 'Join',
    joinSession: 'Join {{title}}',
  },
  tr: {
    title: 'Canlı oturumlar',
    info: 'Canlı izlemek için bir oturuma katılın. Henüz başlamamış bir oturum, başlangıcına kadar geri sayar.',
    search: 'Oturum ara',
    speakerSessions: 'Konuşmacı oturumları',
    attendeeSessions: 'Katılımcı oturumları',
    waiting: 'BEKLENİYOR',
    live: 'CANLI',
    watchers_one: '{{count}} izleyici',
    watchers_other: '{{count}} izleyici',
    noStart: 'Başlangıç saati belirlenmedi',
    join: 'Katıl',
    joinSession: '{{title}} oturumuna katıl',
  },
});
