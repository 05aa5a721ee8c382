import { useTranslation } from '../../../lib/use-translation';
import { registerPerson } from '../../../features/auth/api/register-person';
import { RegistrationForm } from './registration-form';

/** /register/person-profile */
export function RegisterPersonPage() {
  const { t } = useTranslation();
  return (
    <RegistrationForm
      title={t('auth.register.personTitle')}
      form="person-registration"
      register={registerPerson}
    />
  );
}
