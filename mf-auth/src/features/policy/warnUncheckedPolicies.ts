import { bus } from '@atrium/shared';
import type { TFunction } from 'i18next';
import { uncheckedPolicyBoxes, type PolicyBoxes, type PolicyLists } from './checkPolicies';

/**
 * Spec 1 §5: an unticked box needed by the brand gives the warning pleaseCheckPolicy and the field
 * error pleaseControlArea beside the box. Returns those field errors (none when all is ticked).
 */
export function warnUncheckedPolicies(lists: PolicyLists, boxes: PolicyBoxes, t: TFunction): Record<string, string> {
  const missing = uncheckedPolicyBoxes(lists, boxes);
  if (missing.length > 0) bus.emit('snackbar.show', { message: t('pleaseCheckPolicy'), kind: 'warning' });
  return Object.fromEntries(missing.map((box) => [box, t('pleaseControlArea')]));
}
