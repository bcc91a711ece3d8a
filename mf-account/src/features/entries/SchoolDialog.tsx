import { TextField } from '@atrium/shared';
import type { School, SchoolRequest } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import { Pair } from '../../components/layout';
import { dayOf } from '../../utils/period';
import { useSchoolForm } from './api';
import { EntryDialog } from './EntryDialog';

/** Add or edit a school (account/addorupdateschool). */
export function SchoolDialog({ school, onClose }: { school: School | null; onClose(): void }) {
  const { t } = useTranslation('account');
  const { field, submit, busy, formError } = useSchoolForm<SchoolRequest>({
    defaultValues: {
      id: school?.id ?? null,
      title: school?.title ?? '',
      department: school?.department ?? '',
      dateStart: dayOf(school?.dateStart),
      dateEnd: dayOf(school?.dateEnd),
    },
    onSuccess: onClose,
  });
  return (
    <EntryDialog
      title={school ? t('editSchool') : t('addSchool')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
    >
      <TextField label={t('school')} {...field('title')} />
      <TextField label={t('department')} {...field('department')} />
      <Pair>
        <TextField label={t('dateStart')} type="date" {...field('dateStart')} />
        <TextField label={t('dateEnd')} type="date" hint={t('dateEndHint')} {...field('dateEnd')} />
      </Pair>
    </EntryDialog>
  );
}
