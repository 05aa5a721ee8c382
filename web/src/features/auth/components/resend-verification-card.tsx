import { css } from '@emotion/react';
import { useState } from 'react';
import { FormCard } from '../../../components/form/form-card';
import { addTexts } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { resendVerification as texts } from '../../../locales/de/auth-resend-verification';
import { theme } from '../../../styles/theme';
import { resendVerification } from '../api/resend-verification';

addTexts({ auth: { resendVerification: texts } });

const below = css`
  margin-top: ${theme.space(3)};
`;

/**
 * Where a verification link failed (expired, used, mistyped): the way to a new one, so an account whose
 * link was lost is not locked for good. The answer reads the same whether or not the address has an account.
 */
export function ResendVerificationCard() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div css={below}>
      {sentTo ? (
        <p role="status">{t('auth.resendVerification.sent', { email: sentTo })}</p>
      ) : (
        <FormCard
          title={t('auth.resendVerification.title')}
          titleLevel={2}
          intro={<p>{t('auth.resendVerification.lead')}</p>}
          form="verification-resend"
          submitLabel={t('auth.resendVerification.submit')}
          onSubmit={resendVerification}
          onSubmitted={({ email }) => setSentTo(email)}
          testId="resend-verification-form"
        />
      )}
    </div>
  );
}
