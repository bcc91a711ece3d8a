export { uncheckedPolicyBoxes, type PolicyBoxes, type PolicyLists } from './checkPolicies';
export { PolicyCheckboxes } from './PolicyCheckboxes';
export { usePolicies } from './usePolicies';
export { warnUncheckedPolicies } from './warnUncheckedPolicies';
