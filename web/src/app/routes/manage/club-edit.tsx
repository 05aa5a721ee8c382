import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { FormCard } from '../../../components/form/form-card';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { clubKey } from '../../../features/clubs/api/get-club';
import { ownClubKey, useOwnClub } from '../../../features/manage-club/api/get-own-club';
import { updateOwnClub } from '../../../features/manage-club/api/update-own-club';
import { authenticationKey } from '../../../features/session/api/get-authentication';
import { withoutKeptPicture, withPicture } from './form-values';
import { LoadState } from './load-state';
import { ManagePage } from './manage-page';
import { useFormDraft } from './use-form-draft';

/** /manage/club/edit: the club form; saving or Abbrechen returns to /manage/club/view. */
export function ClubEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const draft = useFormDraft();
  const { data: club, error, mutate: retry } = useOwnClub();
  return (
    <ManagePage
      title={t('manage.club.editTitle')}
      showTitle={false}
      crumbs={[
        { label: t('manage.breadcrumbs.club'), to: paths.manageClub },
        { label: t('manage.breadcrumbs.clubEdit') },
      ]}
    >
      {error && <LoadState error={error} retry={retry} />}
      <FormCard
        title={t('manage.club.editTitle')}
        form="club-profile-update"
        initialValues={draft.startFrom(withPicture(club))}
        loading={!club}
        onSubmit={(values) => draft.guard(updateOwnClub(withoutKeptPicture(values)))}
        onEdit={draft.onEdit}
        intro={draft.notice}
        onSubmitted={(saved) => {
          void mutate(ownClubKey, saved, { revalidate: false });
          void mutate(clubKey(saved.slug));
          void mutate(authenticationKey);
          toast(t('manage.saved'), 'success');
          navigate(paths.manageClub);
        }}
        cancelTo={paths.manageClub}
        testId="club-form"
      />
    </ManagePage>
  );
}
