import { useTranslation } from '../../../lib/use-translation';
import { PersonMatchings } from '../../../features/manage-matchings/components/person-matchings';
import { ManagePage } from './manage-page';

/** /manage/person/job-matchings: 'Passende Angebote' with score and reasons, updated live. */
export function PersonJobMatchingsPage() {
  const { t } = useTranslation();
  return (
    <ManagePage
      title={t('manage.matchings.personTitle')}
      crumbs={[{ label: t('manage.breadcrumbs.jobMatchings') }]}
    >
      <PersonMatchings />
    </ManagePage>
  );
}
