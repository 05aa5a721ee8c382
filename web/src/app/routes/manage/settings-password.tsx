import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { FormCard } from '../../../components/form/form-card';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { changePassword } from '../../../features/manage-settings/api/change-password';
import { checkingSession } from '../../../features/session/lib/session-check';
import { ManagePage } from './manage-page';

/** /manage/settings/reset-password: change the password; saving or Abbrechen returns to the settings. */
export function SettingsPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <ManagePage
      title={t('manage.password.title')}
      showTitle={false}
      crumbs={[
        { label: t('manage.breadcrumbs.settings'), to: paths.settings },
        { label: t('manage.breadcrumbs.password') },
      ]}
    >
      <FormCard
        title={t('manage.password.title')}
        form="password-update"
        onSubmit={(values) => checkingSession(changePassword(values))}
        onSubmitted={() => {
          toast(t('manage.password.changed'), 'success');
          navigate(paths.settings);
        }}
        cancelTo={paths.settings}
        testId="password-form"
      />
    </ManagePage>
  );
}
