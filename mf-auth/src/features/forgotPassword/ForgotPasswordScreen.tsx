import { routes } from '@atrium/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { normalizeEmail } from '../form';
import { AuthCard } from '../layout';
import { RequestCodeForm } from './RequestCodeForm';
import { ResetForm } from './ResetForm';

/**
 * Spec 1 §2 Forgot-password: the e-mail first, then the reset step. ?code=&email= (the mail's
 * link) fills both and starts at the reset step.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const linkEmail = normalizeEmail(params.get('email') ?? '');
  const linkCode = (params.get('code') ?? '').replace(/\D/g, '');
  const [sentTo, setSentTo] = useState<string | null>(linkEmail && linkCode ? linkEmail : null);
  // The link's code fills the first reset step only; a code asked for here arrives by mail.
  const [prefillCode, setPrefillCode] = useState(linkCode);
  const [lastEmail, setLastEmail] = useState(linkEmail);

  return (
    <AuthCard title={t('forgotTitle')} withBack>
      {sentTo ? (
        <ResetForm
          key={sentTo}
          email={sentTo}
          initialCode={prefillCode}
          onChangeEmail={() => {
            setLastEmail(sentTo);
            setSentTo(null);
          }}
        />
      ) : (
        <>
          <RequestCodeForm
            initialEmail={lastEmail}
            onSent={(email) => {
              setPrefillCode('');
              setSentTo(email);
            }}
          />
          {/* Issue 32 item 2: the mail to an old address names this way when it carries no link. */}
          <Link to={routes.undoEmailChange()}>{t('undoLink')}</Link>
        </>
      )}
    </AuthCard>
  );
}
