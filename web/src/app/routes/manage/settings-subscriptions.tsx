import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../config/paths';
import { Subscriptions } from '../../../features/manage-settings/components/subscriptions';
import { ManagePage } from './manage-page';

/** /manage/settings/subscriptions: reached from mails and the breadcrumbs only (spec section 2). */
export function SettingsSubscriptionsPage() {
  const { t } = useTranslation();
  return (
    <ManagePage
      title={t('manage.subscriptions.title')}
      crumbs={[
        { label: t('manage.breadcrumbs.settings'), to: paths.settings },
        { label: t('manage.breadcrumbs.subscriptions') },
      ]}
    >
      <Subscriptions />
    </ManagePage>
  );
}
