import { OTHER_DELETION_REASON_ID, USER_LANGUAGE_LEVEL, type UserLanguageLevel } from '@atrium/shared/contract';
import { t, type Language, type MessageKey } from '../i18n';

/** UserLanguageLevel's names (spec 1 §3), by key. */
export const LEVEL_NAMES: Record<UserLanguageLevel, MessageKey> = {
  [USER_LANGUAGE_LEVEL.beginner]: 'levelBeginner',
  [USER_LANGUAGE_LEVEL.elementary]: 'levelElementary',
  [USER_LANGUAGE_LEVEL.intermediate]: 'levelIntermediate',
  [USER_LANGUAGE_LEVEL.advanced]: 'levelAdvanced',
  [USER_LANGUAGE_LEVEL.native]: 'levelNative',
};

/** Account deletion reasons (spec 1 §3), 'other' last (spec 1 §5: its free text is sent instead of its id). */
export const DELETION_REASONS: [id: string, title: MessageKey][] = [
  ['notUseful', 'reasonNotUseful'],
  ['tooManyNotifications', 'reasonTooManyNotifications'],
  ['privacy', 'reasonPrivacy'],
  ['anotherAccount', 'reasonAnotherAccount'],
  ['eventOver', 'reasonEventOver'],
  [OTHER_DELETION_REASON_ID, 'reasonOther'],
];

/** What account/deletemyaccount keeps: a reason's English title for its id, else the user's own words. */
export function deletionReasonText(reason: string): string {
  const known = DELETION_REASONS.find(([id]) => id === reason.trim());
  return known ? t('en', known[1]) : reason;
}

export function deletionReasons(language: Language) {
  return DELETION_REASONS.map(([id, title]) => ({ id, title: t(language, title) }));
}

export function languageLevels(language: Language) {
  return Object.entries(LEVEL_NAMES).map(([key, name]) => ({ key: Number(key), displayName: t(language, name) }));
}
