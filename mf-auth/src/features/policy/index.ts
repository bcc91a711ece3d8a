export { uncheckedPolicyBoxes, type PolicyBoxes, type PolicyLists } from './checkPolicies';
export { PolicyCheckboxes } from './PolicyCheckboxes';
export { PolicyDialog } from './PolicyDialog';
export { usePolicies } from './usePolicies';
export { warnUncheckedPolicies } from './warnUncheckedPolicies';
