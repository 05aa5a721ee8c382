import type { Club } from '@anpfiff/schemas/api/profiles';
import { lazyPart } from '../../../lib/lazy-part';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { CardActions } from '../../../components/search/card-actions';
import { card, cardFacts, cardHeader } from '../../../components/ui/card-styles';
import { paths } from '../../../config/paths';
import { distanceSuffix, truncate } from '../../../lib/format';

// 'Mehr Infos' loads its modal with the first click, not with the result list.
const Summary = lazyPart(() => import('./club-summary').then((m) => m.ClubSummary));

export function ClubCard({ club }: { club: Club }) {
  const { t, i18n } = useTranslation();
  return (
    <article css={card} data-testid="club-card">
      <div css={cardHeader}>
        <Avatar url={club.avatarUrl} name={club.name} />
        <div>
          <h2>
            <Link to={paths.club(club.slug)}>{club.name}</Link>
          </h2>
          <p css={cardFacts}>
            {club.address.zip} {club.address.city}
            {distanceSuffix(club, i18n.language)}
          </p>
        </div>
      </div>
      <p data-testid="card-preview">{truncate(club.description)}</p>
      <CardActions
        preload={Summary.preload}
        summary={(open, onClose) => <Summary.Component club={club} open={open} onClose={onClose} />}
        to={paths.club(club.slug)}
        linkText={t('search.card.toClub')}
      />
    </article>
  );
}
