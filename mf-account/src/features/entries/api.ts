import { callCommand, callGetQuery, callQuery, setAccountUser } from '@atrium/shared';
import { JobRequest, LanguageRequest, SchoolRequest } from '@atrium/shared/contract';
import { useCallForm, type UseCallFormOptions } from '@atrium/shared/form';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';

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
  return useMutation({
    mutationFn: (id: string) => callCommand(removeCalls[kind], { id }),
    onSuccess({ data }) {
      if (data) setAccountUser(data);
    },
  });
}

/** account/addorupdatejob as the job sub-dialog's form. */
export function useJobForm<V extends FieldValues>(
  options: Omit<UseCallFormOptions<'account/addorupdatejob', V>, 'schema'>,
) {
  return useCallForm<'account/addorupdatejob', V>('account/addorupdatejob', {
    ...options,
    schema: JobRequest,
    async onSuccess(result, values) {
      if (result.data) setAccountUser(result.data);
      await options.onSuccess?.(result, values);
    },
  });
}

/** account/addorupdateschool as the school sub-dialog's form. */
export function useSchoolForm<V extends FieldValues>(
  options: Omit<UseCallFormOptions<'account/addorupdateschool', V>, 'schema'>,
) {
  return useCallForm<'account/addorupdateschool', V>('account/addorupdateschool', {
    ...options,
    schema: SchoolRequest,
    async onSuccess(result, values) {
      if (result.data) setAccountUser(result.data);
      await options.onSuccess?.(result, values);
    },
  });
}

/** account/addorupdatelanguage as the language sub-dialog's form. */
export function useLanguageForm<V extends FieldValues>(
  options: Omit<UseCallFormOptions<'account/addorupdatelanguage', V>, 'schema'>,
) {
  return useCallForm<'account/addorupdatelanguage', V>('account/addorupdatelanguage', {
    ...options,
    schema: LanguageRequest,
    async onSuccess(result, values) {
      if (result.data) setAccountUser(result.data);
      await options.onSuccess?.(result, values);
    },
  });
}
