import type { TFunction } from 'i18next';
import { uncheckedPolicyBoxes, type PolicyBoxes, type PolicyLists } from './checkPolicies';

/**
 * Spec 1 §5: an unticked box needed by the brand gives the warning pleaseCheckPolicy and the field
 * error pleaseControlArea beside the box. The warning is the form's message, above its button,
 * not a snackbar that covered the fields and the button on a phone (issue 11 item 7).
 */
export function policyWarning(
  lists: PolicyLists,
  boxes: PolicyBoxes,
  t: TFunction,
): { fields: Record<string, string>; message: string | null } {
  const missing = uncheckedPolicyBoxes(lists, boxes);
  return {
    fields: Object.fromEntries(missing.map((box) => [box, t('pleaseControlArea')])),
    message: missing.length > 0 ? t('pleaseCheckPolicy') : null,
  };
}
