import type { FormName } from '@anpfiff/schemas/forms/form-definition';
import { useTranslation } from '../../../lib/use-translation';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { FormCard } from '../../../components/form/form-card';
import type { FormValues } from '../../../components/form/form-values';
import { paths } from '../../../config/paths';
import { useAuthentication } from '../../../features/session/api/get-authentication';
import { usePageMeta } from '../../../lib/page-meta';
import { authColumn, authLinks } from './auth-styles';
import { addTexts } from '../../../lib/i18n';
import { registrationForm } from '../../../locales/de/auth-registration';

// Both registration forms' texts only: a first visit loads none of the other sign-in pages'.
addTexts({ auth: { register: registrationForm } });

export interface RegistrationState {
  email: string;
}

/**
 * The two registration forms differ only in their definition, endpoint and title. Whoever is signed in
 * has an account already and goes to the cockpit.
 */
export function RegistrationForm({
  title,
  form,
  register,
}: {
  title: string;
  form: FormName;
  register(values: FormValues): Promise<{ email: string }>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useAuthentication();
  usePageMeta(title);
  if (user) return <Navigate to={paths.cockpit} replace />;
  return (
    <div css={authColumn}>
      <FormCard
        title={title}
        form={form}
        submitLabel={t('auth.register.submit')}
        onSubmit={register}
        // The address goes along in the history state, never into the URL.
        onSubmitted={({ email }) =>
          navigate(paths.registerSuccess, { state: { email } satisfies RegistrationState })
        }
        cancelTo={paths.register}
        testId="registration-form"
      >
        <p css={authLinks}>
          <Link to={paths.termsAndConditions} target="_blank">
            {t('auth.register.readTerms')}
          </Link>
          <Link to={paths.privacyPolicy} target="_blank">
            {t('auth.register.readPrivacy')}
          </Link>
        </p>
      </FormCard>
    </div>
  );
}
