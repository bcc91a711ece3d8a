export { accountQuery, currentUser, reloadAccount, setAccountUser, useAccount, useUser } from './account';
export { CallFailed, callCommand, callData, callGetQuery, callKey, callPages, callQuery, errorMessage } from './call';
export type {
  CallScope,
  Page,
  PagedBody,
  PagesData,
  PagedCall,
  PageItem,
  PagesOptions,
  QueryArgs,
  QueryOptionsOf,
} from './call';
export { formErrorsOf } from './formErrors';
export type { FormErrors } from './formErrors';
export { invalidateFetchedBefore, invalidateOn } from './invalidateOn';
export { joinResults } from './joinResults';
export type { QueryResult } from './joinResults';
export { queryClient } from './queryClient';
export { renderQueriesTogether } from './renderTogether';
export { useCall, useInfiniteCall, useLoadCall } from './useCall';
export type { UseCallOptions } from './useCall';
export { useCallMutation } from './useCallMutation';
export { useFormSubmit } from './useFormSubmit';
export type { FieldErrors } from './useFormSubmit';
export type { UseCallMutationOptions } from './useCallMutation';
export { useUpload } from './useUpload';
export type { UseUploadOptions } from './useUpload';
