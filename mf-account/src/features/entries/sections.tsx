import { useCall } from '@atrium/shared';
import type { User } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import { period } from '../../utils/period';
import { enumsQuery } from './api';
import { EntrySection } from './EntrySection';
import { JobDialog } from './JobDialog';
import { LanguageDialog } from './LanguageDialog';
import { SchoolDialog } from './SchoolDialog';

/** The user's jobs, schools and languages, each with add, edit and remove (spec 1 §2 Dialogs 1). */
export function EntrySections({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const levels = useCall(enumsQuery).data?.UserLanguageLevel ?? [];
  const level = (key: number) => levels.find((item) => item.key === key)?.displayName ?? String(key);
  const texts = (kind: 'Job' | 'School' | 'Language', list: 'jobs' | 'schools' | 'languages') => ({
    title: t(list),
    empty: t(`no${kind}s`),
    add: t(`add${kind}`),
    edit: (name: string) => t(`edit${kind}Named`, { name }),
    remove: (name: string) => t(`remove${kind}`, { name }),
  });
  return (
    <>
      <EntrySection
        id="account-jobs"
        items={user.jobs}
        texts={texts('Job', 'jobs')}
        describe={(job) => ({
          name: `${job.position}, ${job.firmName}`,
          detail: period(job.dateStart, job.dateEnd, i18n.language, t('ongoing')),
        })}
        kind="job"
        dialog={(job, onClose) => <JobDialog job={job} onClose={onClose} />}
      />
      <EntrySection
        id="account-schools"
        items={user.schools}
        texts={texts('School', 'schools')}
        describe={(school) => ({
          name: `${school.title}, ${school.department}`,
          detail: period(school.dateStart, school.dateEnd, i18n.language, t('ongoing')),
        })}
        kind="school"
        dialog={(school, onClose) => <SchoolDialog school={school} onClose={onClose} />}
      />
      <EntrySection
        id="account-languages"
        items={user.languages}
        texts={texts('Language', 'languages')}
        describe={(entry) => ({
          name: entry.language.title,
          detail: t('levels', {
            speaking: level(entry.speaking),
            writing: level(entry.writing),
            reading: level(entry.reading),
          }),
        })}
        kind="language"
        dialog={(entry, onClose) => <LanguageDialog entry={entry} onClose={onClose} />}
      />
    </>
  );
}
