import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router-dom';
import { useClub } from '../../features/clubs/api/get-club';
import { ClubDetails } from '../../features/clubs/components/club-details';
import { ClubJobs } from '../../features/clubs/components/club-jobs';
import { metaDescription, usePageMeta } from '../../lib/page-meta';
import { DetailState } from './detail-state';
import '../../locales/detail-texts';

/** /clubs/{slug}: title and description from the club's name and description (spec section 2). */
export function ClubPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: club, error, mutate } = useClub(slug);
  usePageMeta(club?.name, club ? metaDescription(club.description) : undefined);
  if (!club) return <DetailState error={error} notFoundText={t('detail.notFound.club')} retry={mutate} />;
  return (
    <ClubDetails club={club}>
      <ClubJobs slug={club.slug} />
    </ClubDetails>
  );
}
