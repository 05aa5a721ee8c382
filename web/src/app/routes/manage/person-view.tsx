import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { usePerson } from '../../../features/people/api/get-person';
import { PersonDetails } from '../../../features/people/components/person-details';
import { useAuthentication } from '../../../features/session/api/get-authentication';
import { ManagePage } from './manage-page';
import { actionRow, previewFrame, previewNote } from './manage-styles';
import { LoadState } from './load-state';

/** /manage/person/view: the own profile as others see it, with the edit button. */
export function PersonViewPage() {
  const { t } = useTranslation();
  const { data: user } = useAuthentication();
  const slug = user?.person?.slug ?? '';
  const { data: person, error, mutate } = usePerson(slug);
  return (
    <ManagePage
      title={t('manage.person.viewTitle')}
      crumbs={[{ label: t('manage.breadcrumbs.person') }]}
      actions={
        <div css={actionRow}>
          <Link to={paths.managePersonEdit} css={primaryButton}>
            {t('manage.actions.edit')}
          </Link>
          {slug && (
            <Link to={paths.person(slug)} css={secondaryButton}>
              {t('manage.person.publicLink')}
            </Link>
          )}
        </div>
      }
    >
      <p css={previewNote}>{t('manage.person.preview')}</p>
      <div css={previewFrame} data-testid="person-preview">
        {person ? <PersonDetails person={person} level={2} /> : <LoadState error={error} retry={mutate} />}
      </div>
    </ManagePage>
  );
}
