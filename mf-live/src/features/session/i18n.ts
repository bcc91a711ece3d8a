import { addTranslations } from '@atrium/shared';

// The session page and its countdown (spec 2 §2.19).

addTranslations('session', {
  en: {
    back: 'Back to live sessions',
    banner: 'Session banner',
    startsIn: 'Starts in {{time}}',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    dayUnit: 'Days',
    hourUnit: 'Hours',
    minuteUnit: 'Minutes',
    secondUnit: 'Seconds',
    startingSoon: 'Starting any moment now. The stream opens here once it is live.',
    noStartDate:
      "This session has no start time yet, so there's nothing to count down to. It plays here once it's live.",
    conferenceRoom: 'Conference room',
    room: 'Session room: {{title}}',
    noRoom: "This session's room isn't available yet.",
    joining: 'Joining the session…',
  },
  tr: {
    back: 'Canlı oturumlara dön',
    banner: 'Oturum afişi',
    startsIn: '{{time}} sonra başlıyor',
    days_one: '{{count}} gün',
    days_other: '{{count}} gün',
    hours_one: '{{count}} saat',
    hours_other: '{{count}} saat',
    minutes_one: '{{count}} dakika',
    minutes_other: '{{count}} dakika',
    seconds_one: '{{count}} saniye',
    seconds_other: '{{count}} saniye',
    dayUnit: 'Gün',
    hourUnit: 'Saat',
    minuteUnit: 'Dakika',
    secondUnit: 'Saniye',
    startingSoon: 'Her an başlayabilir. Yayın başladığında burada açılır.',
    noStartDate:
      'Bu oturumun henüz bir başlangıç saati yok, bu yüzden geri sayım yapılamıyor. Yayın başladığında burada oynatılır.',
    conferenceRoom: 'Konferans odası',
    room: 'Oturum odası: {{title}}',
    noRoom: 'Bu oturumun odası henüz hazır değil.',
    joining: 'Oturuma katılınıyor…',
  },
});
