import { TextField } from '@atrium/shared';
import { JobRequest, type Job } from '@atrium/shared/contract';
import { useCallForm } from '@atrium/shared/form';
import { useTranslation } from 'react-i18next';
import { Pair } from '../../components/layout';
import { applyUser } from '../../user';
import { dayOf } from '../../utils/period';
import { EntryDialog } from './EntryDialog';

/** Add or edit a job (account/addorupdatejob); an empty end date means ongoing (spec 1 §3). */
export function JobDialog({ job, onClose }: { job: Job | null; onClose(): void }) {
  const { t } = useTranslation('account');
  const { field, submit, busy, formError } = useCallForm<'account/addorupdatejob', JobRequest>(
    'account/addorupdatejob',
    {
      schema: JobRequest,
      defaultValues: {
        id: job?.id ?? null,
        firmName: job?.firmName ?? '',
        position: job?.position ?? '',
        dateStart: dayOf(job?.dateStart),
        dateEnd: dayOf(job?.dateEnd),
      },
      onSuccess({ data }) {
        if (data) applyUser(data);
        onClose();
      },
    },
  );
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
