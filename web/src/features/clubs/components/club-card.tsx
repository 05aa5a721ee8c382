import type { Club } from '@anpfiff/schemas/api/profiles';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { secondaryButton } from '../../../components/ui/button-styles';
import { card, cardActions, cardFacts, cardHeader } from '../../../components/ui/card-styles';
import { paths } from '../../../config/paths';
import { truncate } from '../../../lib/format';

// 'Mehr Infos' loads its modal with the first click, not with the result list.
const Summary = lazyPart(() => import('./club-summary').then((m) => m.ClubSummary));

export function ClubCard({ club }: { club: Club }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The modal is created on first use only: twenty closed dialogs would slow down every result page.
  const [used, setUsed] = useState(false);
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
          </p>
        </div>
      </div>
      <p data-testid="card-preview">{truncate(club.description)}</p>
      <div css={cardActions}>
        <button
          type="button"
          css={secondaryButton}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          onPointerEnter={Summary.preload}
          onFocus={Summary.preload}
        >
          {t('search.card.moreInfo')}
        </button>
        <Link to={paths.club(club.slug)} css={secondaryButton}>
          {t('search.card.toClub')}
        </Link>
      </div>
      {used && (
        <Suspense fallback={null}>
          <Summary.Component club={club} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
