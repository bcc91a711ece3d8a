export { uncheckedPolicyBoxes, type PolicyBoxes, type PolicyLists } from './checkPolicies';
export { PolicyCheckboxes } from './PolicyCheckboxes';
export { usePolicies } from './usePolicies';
export { usePolicyBoxes } from './usePolicyBoxes';
export { policyWarning } from './policyWarning';
