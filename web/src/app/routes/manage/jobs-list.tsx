import { useTranslation } from 'react-i18next';
import { OwnJobsList } from '../../../features/manage-jobs/components/own-jobs-list';
import { ManagePage } from './manage-page';

/** /manage/jobs: the club's own offers with search box, plus button and matching counts. */
export function JobsListPage() {
  const { t } = useTranslation();
  return (
    <ManagePage title={t('manage.jobs.title')} crumbs={[{ label: t('manage.breadcrumbs.jobs') }]}>
      <OwnJobsList />
    </ManagePage>
  );
}
