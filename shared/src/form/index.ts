// Forms of the contract's calls (issue 12 item 5), at '@atrium/shared/form': react-hook-form and
// the schemas' checks load with the first remote that has a form, never with the login page.
export { fieldPath, schemaErrorText, schemaResolver } from './schemaResolver';
export { useCallForm } from './useCallForm';
export type { CallResult, UseCallFormOptions } from './useCallForm';
