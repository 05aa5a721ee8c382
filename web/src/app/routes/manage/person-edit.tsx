import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { FormCard } from '../../../components/form/form-card';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ownPersonKey, useOwnPerson } from '../../../features/manage-person/api/get-own-person';
import { updateOwnPerson } from '../../../features/manage-person/api/update-own-person';
import { personMatchingsPath } from '../../../features/manage-matchings/api/get-person-matchings';
import { refreshMatchingPages } from '../../../features/manage-matchings/api/use-matching-pages';
import { personKey } from '../../../features/people/api/get-person';
import { authenticationKey } from '../../../features/session/api/get-authentication';
import { withoutKeptPicture, withPicture } from './form-values';
import { LoadState } from './load-state';
import { ManagePage } from './manage-page';
import { useFormDraft } from './use-form-draft';

/** /manage/person/edit: the profile form; saving or Abbrechen returns to the view. */
export function PersonEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const draft = useFormDraft();
  const { data: person, error, mutate: retry } = useOwnPerson();
  return (
    <ManagePage
      title={t('manage.person.editTitle')}
      showTitle={false}
      crumbs={[
        { label: t('manage.breadcrumbs.person'), to: paths.managePerson },
        { label: t('manage.breadcrumbs.personEdit') },
      ]}
    >
      {error && <LoadState error={error} retry={retry} />}
      <FormCard
        title={t('manage.person.editTitle')}
        form="person-profile-update"
        initialValues={draft.startFrom(withPicture(person))}
        loading={!person}
        onSubmit={(values) => draft.guard(updateOwnPerson(withoutKeptPicture(values)))}
        onEdit={draft.onEdit}
        intro={draft.notice}
        onSubmitted={(saved) => {
          // Interests and radius decide the matchings; the name and picture show in the user menu.
          void mutate(ownPersonKey, saved, { revalidate: false });
          void mutate(personKey(saved.slug));
          void refreshMatchingPages(personMatchingsPath);
          void mutate(authenticationKey);
          toast(t('manage.saved'), 'success');
          navigate(paths.managePerson);
        }}
        cancelTo={paths.managePerson}
        testId="person-form"
      />
    </ManagePage>
  );
}
