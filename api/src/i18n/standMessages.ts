import type { Language } from './language';

/** Issue 14: the texts of the booth calls (spec 2 §4 Booth, §7.2), in both languages; index.ts spreads them in. */
export const standMessages = {
  checkedIn: { en: 'You are checked in at this booth.', tr: 'Bu stantta girişiniz yapıldı.' },
  alreadyCheckedIn: { en: 'You are already checked in at this booth.', tr: 'Bu stantta girişiniz zaten yapılmış.' },
  standTakesNoCheckIns: { en: 'This booth does not take check-ins.', tr: 'Bu stant giriş kaydı almıyor.' },
} satisfies Record<string, Record<Language, string>>;
