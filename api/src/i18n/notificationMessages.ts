import type { Language } from './language';

/** Issue 13: the texts of the notification and appointment calls (spec 1 §5, §6, §8), in both languages. */
export const notificationMessages = {
  canNotSelectEvent: { en: 'You can not select event.', tr: 'Bu etkinliği seçemezsiniz.' },
  eventFinishedAppointments: {
    en: 'The event has finished. You cannot arrange any appointments.',
    tr: 'Etkinlik sona erdi. Randevu ayarlayamazsınız.',
  },
  // Spelt as spec 1 §8 writes it.
  appointmentTimeFull: { en: 'Appoinment time is full', tr: 'Randevu saati dolu' },
  canNotAddParticipant: { en: 'You can not add participant.', tr: 'Bu katılımcıyı ekleyemezsiniz.' },
  pleaseChooseOneAttendee: { en: 'Please choose at least one attendee.', tr: 'Lütfen en az bir katılımcı seçin.' },
  appointmentDateOutside: { en: 'Choose a day of the event.', tr: 'Etkinliğin günlerinden birini seçin.' },
  appointmentTimeOutside: {
    en: "Choose a time within the event's hours.",
    tr: 'Etkinlik saatleri içinde bir saat seçin.',
  },
  appointmentTimePast: { en: 'This time has already passed.', tr: 'Bu saat geçti.' },
  appointmentEditNotOffered: {
    en: 'An appointment cannot be changed; remove it and make a new one.',
    tr: 'Randevu değiştirilemez; kaldırıp yenisini oluşturun.',
  },
  appointmentAlreadyAnswered: {
    en: 'You have already answered this appointment.',
    tr: 'Bu randevuyu zaten yanıtladınız.',
  },
  appointmentOver: { en: 'This appointment is over.', tr: 'Bu randevu sona erdi.' },
  appointmentOwnerRejects: {
    en: 'You made this appointment; remove it instead.',
    tr: 'Bu randevuyu siz oluşturdunuz; bunun yerine kaldırın.',
  },
  appointmentOnlyOwnerRemoves: {
    en: 'Only the person who made this appointment can remove it.',
    tr: 'Bu randevuyu yalnızca oluşturan kişi kaldırabilir.',
  },
} satisfies Record<string, Record<Language, string>>;
