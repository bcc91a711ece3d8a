import type { Policy } from '@atrium/shared/contract';

export interface PolicyLists {
  /** The provider's policies: the first box (spec 1 §3 policies). */
  policies: Policy[];
  /** The brand's own white-label policies: the second box (spec 1 §3 holaconPolicies). */
  holaconPolicies: Policy[];
}

export interface PolicyBoxes {
  checkbox: boolean;
  checkbox2: boolean;
}

/**
 * Spec 1 §5: with provider policies the first box must be ticked, with white-label policies the
 * second. Returns the boxes left unticked, each to be marked pleaseControlArea.
 */
export function uncheckedPolicyBoxes(lists: PolicyLists, boxes: PolicyBoxes): (keyof PolicyBoxes)[] {
  const missing: (keyof PolicyBoxes)[] = [];
  if (lists.policies.length > 0 && !boxes.checkbox) missing.push('checkbox');
  if (lists.holaconPolicies.length > 0 && !boxes.checkbox2) missing.push('checkbox2');
  return missing;
}
