import { callGetQuery, callQuery } from '@atrium/shared';
import { JobRequest, LanguageRequest, SchoolRequest } from '@atrium/shared/contract';
import { type UseCallFormOptions } from '@atrium/shared/form';
import type { FieldValues } from 'react-hook-form';
import { useUserChange, useUserForm } from '../../user';

// Each change of a job, school or language answers the user as it now is: the account takes it at
// once, so the lists show it.

/** GET definition/listenums: the language level names (UserLanguageLevel, spec 1 §3). */
export const enumsQuery = callGetQuery('definition/listenums');

/** The languages one may add, found by name. */
export const languageSearchQuery = (searchTerm: string) =>
  callQuery('definition/searchuserlanguage', { searchTerm, take: 50 });

const removeCalls = {
  job: 'account/removejob',
  school: 'account/removeschool',
  language: 'account/removelanguage',
} as const;

/** The user's lists, each with its own remove call. */
export type EntryKind = keyof typeof removeCalls;

/** Removes an entry of one of the lists by its id. */
export function useRemoveEntry(kind: EntryKind) {
  return useUserChange(removeCalls[kind], (id: string) => ({ id }));
}

/** account/addorupdatejob as the job sub-dialog's form. */
export function useJobForm<V extends FieldValues>(
  options: Omit<UseCallFormOptions<'account/addorupdatejob', V>, 'schema'>,
) {
  return useUserForm<'account/addorupdatejob', V>('account/addorupdatejob', JobRequest, options);
}

/** account/addorupdateschool as the school sub-dialog's form. */
export function useSchoolForm<V extends FieldValues>(
  options: Omit<UseCallFormOptions<'account/addorupdateschool', V>, 'schema'>,
) {
  return useUserForm<'account/addorupdateschool', V>('account/addorupdateschool', SchoolRequest, options);
}

/** account/addorupdatelanguage as the language sub-dialog's form. */
export function useLanguageForm<V extends FieldValues>(
  options: Omit<UseCallFormOptions<'account/addorupdatelanguage', V>, 'schema'>,
) {
  return useUserForm<'account/addorupdatelanguage', V>('account/addorupdatelanguage', LanguageRequest, options);
}
