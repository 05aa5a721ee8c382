import type { Club } from '@anpfiff/schemas/api/profiles';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { mutate } from 'swr';
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { clubKey, useClub } from '../../../features/clubs/api/get-club';
import { ClubDetails } from '../../../features/clubs/components/club-details';
import { ClubJobs } from '../../../features/clubs/components/club-jobs';
import { ownClubKey } from '../../../features/manage-club/api/get-own-club';
import { EmblemPicker } from '../../../features/manage-club/components/emblem-picker';
import { authenticationKey, useAuthentication } from '../../../features/session/api/get-authentication';
import { LoadState } from './load-state';
import { ManagePage } from './manage-page';
import { actionRow, previewFrame, previewNote } from './manage-styles';

/** /manage/club/view: the club as others see it, with 'Vereinswappen finden' and 'Bearbeiten'. */
export function ClubViewPage() {
  const { t } = useTranslation();
  const { data: user } = useAuthentication();
  const slug = user?.club?.slug ?? '';
  const { data: club, error, mutate: retry } = useClub(slug);
  const [picking, setPicking] = useState(false);
  return (
    <ManagePage
      title={t('manage.club.viewTitle')}
      crumbs={[{ label: t('manage.breadcrumbs.club') }]}
      actions={
        <div css={actionRow}>
          <button type="button" css={secondaryButton} onClick={() => setPicking(true)}>
            {t('manage.club.findEmblem')}
          </button>
          <Link to={paths.manageClubEdit} css={primaryButton}>
            {t('manage.actions.edit')}
          </Link>
        </div>
      }
    >
      <p css={previewNote}>
        {t('manage.club.preview')} {slug && <Link to={paths.club(slug)}>{t('manage.club.publicLink')}</Link>}
      </p>
      <div css={previewFrame} data-testid="club-preview">
        {club ? (
          <ClubDetails club={club} level={2}>
            <ClubJobs slug={club.slug} level={4} />
          </ClubDetails>
        ) : (
          <LoadState error={error} retry={retry} />
        )}
      </div>
      <EmblemPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPicked={(avatarUrl) => {
          // The new crest shows in the preview at once, then as read anew; in the user menu once read
          // anew. The cached edit form goes: it holds the old crest and the club's version before the pick,
          // so a save started from it would be refused as if someone else had saved meanwhile.
          void mutate<Club>(clubKey(slug), (club) => club && { ...club, avatarUrl });
          void mutate(ownClubKey, undefined);
          void mutate(authenticationKey);
          setPicking(false);
        }}
      />
    </ManagePage>
  );
}
