import type { PersonCard as Person } from '@anpfiff/schemas/api/profiles';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { secondaryButton } from '../../../components/ui/button-styles';
import { card, cardActions, cardFacts, cardHeader } from '../../../components/ui/card-styles';
import { paths } from '../../../config/paths';
import { truncate } from '../../../lib/format';
import { currentJobText, fullName, interests } from './person-text';

// 'Mehr Infos' loads its modal with the first click, not with the result list.
const Summary = lazyPart(() => import('./person-summary').then((m) => m.PersonSummary));

export function PersonCard({ person }: { person: Person }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The modal is created on first use only: twenty closed dialogs would slow down every result page.
  const [used, setUsed] = useState(false);
  const name = fullName(person);
  const wanted = interests(t, person);
  return (
    <article css={card} data-testid="person-card">
      <div css={cardHeader}>
        <Avatar url={person.avatarUrl} name={name} />
        <div>
          <h2>
            <Link to={paths.person(person.slug)}>{name}</Link>
          </h2>
          <p css={cardFacts}>
            {[
              person.birthYear && t('detail.person.born', { year: person.birthYear }),
              `${person.address.zip} ${person.address.city}`,
            ]
              .filter(Boolean)
              .join(' · ')}
            <br />
            {currentJobText(t, person)}
          </p>
        </div>
      </div>
      {wanted.length > 0 && (
        <p>
          <strong>{t('detail.person.interests')}:</strong> {wanted.join(', ')}
        </p>
      )}
      <p data-testid="card-preview">{truncate(person.description)}</p>
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
        <Link to={paths.person(person.slug)} css={secondaryButton}>
          {t('search.card.toProfile')}
        </Link>
      </div>
      {used && (
        <Suspense fallback={null}>
          <Summary.Component person={person} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
