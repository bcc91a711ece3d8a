import { TextField } from '@atrium/shared';
import type { Job, JobRequest } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import { Pair } from '../../components/layout';
import { dayOf } from '../../utils/period';
import { useJobForm } from './api';
import { EntryDialog } from './EntryDialog';

/** Add or edit a job (account/addorupdatejob); an empty end date means ongoing (spec 1 §3). */
export function JobDialog({ job, onClose }: { job: Job | null; onClose(): void }) {
  const { t } = useTranslation('account');
  const { field, submit, busy, formError } = useJobForm<JobRequest>({
    defaultValues: {
      id: job?.id ?? null,
      firmName: job?.firmName ?? '',
      position: job?.position ?? '',
      dateStart: dayOf(job?.dateStart),
      dateEnd: dayOf(job?.dateEnd),
    },
    onSuccess: onClose,
  });
  return (
    <EntryDialog
      title={job ? t('editJob') : t('addJob')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
    >
      <TextField label={t('firmName')} autoComplete="organization" {...field('firmName')} />
      <TextField label={t('position')} autoComplete="organization-title" {...field('position')} />
      <Pair>
        <TextField label={t('dateStart')} type="date" {...field('dateStart')} />
        <TextField label={t('dateEnd')} type="date" hint={t('dateEndHint')} {...field('dateEnd')} />
      </Pair>
    </EntryDialog>
  );
}
