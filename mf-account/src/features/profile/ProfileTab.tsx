import { useUser } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import { Banner, Section } from '../../components/layout';
import { SettingSwitches } from '../../components/SettingSwitches';
import { EntrySections } from '../entries';
import { InterestTags } from '../interests';
import { useUpdateGeneralSettings } from './api';
import { ContactInfoForm } from './ContactInfoForm';
import { PictureChange } from './PictureChange';

/** The Profile tab (spec 1 §2 Dialogs 1): what other attendees see of the user. */
export function ProfileTab() {
  const { t } = useTranslation('account');
  const user = useUser();
  const updateGeneralSettings = useUpdateGeneralSettings();
  if (!user) return null;
  return (
    <>
      {!user.showMeOnAPP && <Banner role="status">{t('hidden')}</Banner>}
      <Section aria-label={t('picture')}>
        <PictureChange user={user} />
      </Section>
      <Section aria-labelledby="account-visibility">
        <h3 id="account-visibility">{t('visibility')}</h3>
        <SettingSwitches
          save={updateGeneralSettings.mutateAsync}
          values={{ showMeOnAPP: user.showMeOnAPP, showMeBusy: user.showMeBusy }}
          labels={{ showMeOnAPP: t('showMeOnAPP'), showMeBusy: t('showMeBusy') }}
        />
      </Section>
      <Section aria-labelledby="account-contact">
        <h3 id="account-contact">{t('contactInfo')}</h3>
        <ContactInfoForm user={user} />
      </Section>
      <EntrySections user={user} />
      <InterestTags user={user} />
    </>
  );
}
