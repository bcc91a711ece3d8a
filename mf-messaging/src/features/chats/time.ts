import { CHAT, type Language } from '@atrium/shared';

/**
 * Whether a message shows its time (spec 1 §9): the first message on screen always does; after that, one that
 * came more than 5 minutes after the previous message, whoever sent either (docs/decisions.md).
 */
export function showsTime(createDate: string, previousDate: string | undefined): boolean {
  if (previousDate === undefined) return true;
  return Date.parse(createDate) - Date.parse(previousDate) > CHAT.timeGapMs;
}

// en-GB writes DD MMM YYYY HH:mm, the format of spec 1 §9.
const locale = (language: Language) => (language === 'tr' ? 'tr-TR' : 'en-GB');

/** Today's messages by their time (14:05), older ones with the day too (12 Nov 2026, 14:05). */
export function messageTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  const today = date.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: '2-digit', minute: '2-digit' }
    : { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(locale(language), options).format(date);
}

/** A chat list's time of the last message: 14:05 today, 20 Nov this year, 20.11.2025 before. */
export function listTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return messageTime(iso, language, now);
  const options: Intl.DateTimeFormatOptions =
    date.getFullYear() === now.getFullYear()
      ? { day: 'numeric', month: 'short' }
      : { day: '2-digit', month: '2-digit', year: 'numeric' };
  return new Intl.DateTimeFormat(locale(language), options).format(date);
}
