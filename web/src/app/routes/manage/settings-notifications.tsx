import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { FormCard } from '../../../components/form/form-card';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useNotificationSettings } from '../../../features/manage-settings/api/get-notification-settings';
import { updateNotificationSettings } from '../../../features/manage-settings/api/update-notification-settings';
import { checkingSession } from '../../../features/session/lib/session-check';
import { LoadState } from './load-state';
import { ManagePage } from './manage-page';

/** /manage/settings/notifications: the weekly mail; saving or Abbrechen returns to the settings. */
export function SettingsNotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: settings, error, mutate: retry } = useNotificationSettings();
  return (
    <ManagePage
      title={t('manage.notifications.title')}
      showTitle={false}
      crumbs={[
        { label: t('manage.breadcrumbs.settings'), to: paths.settings },
        { label: t('manage.breadcrumbs.notifications') },
      ]}
    >
      {error && <LoadState error={error} retry={retry} />}
      <FormCard
        title={t('manage.notifications.title')}
        form="notification-settings-update"
        initialValues={settings ? { ...settings } : undefined}
        loading={!settings}
        onSubmit={(values) => checkingSession(updateNotificationSettings(values))}
        onSubmitted={() => {
          toast(t('manage.saved'), 'success');
          navigate(paths.settings);
        }}
        cancelTo={paths.settings}
        testId="notifications-form"
      />
    </ManagePage>
  );
}
