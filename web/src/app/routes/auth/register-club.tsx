import { useTranslation } from '../../../lib/use-translation';
import { registerClub } from '../../../features/auth/api/register-club';
import { RegistrationForm } from './registration-form';

/** /register/club-profile */
export function RegisterClubPage() {
  const { t } = useTranslation();
  return (
    <RegistrationForm title={t('auth.register.clubTitle')} form="club-registration" register={registerClub} />
  );
}
