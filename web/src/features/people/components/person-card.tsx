import type { PersonCard as Person } from '@anpfiff/schemas/api/profiles';
import { lazyPart } from '../../../lib/lazy-part';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { CardActions } from '../../../components/search/card-actions';
import { card, cardFacts, cardHeader } from '../../../components/ui/card-styles';
import { paths } from '../../../config/paths';
import { distanceSuffix, truncate } from '../../../lib/format';
import { currentJobText, fullName, interests, personFacts } from './person-text';

// 'Mehr Infos' loads its modal with the first click, not with the result list.
const Summary = lazyPart(() => import('./person-summary').then((m) => m.PersonSummary));

export function PersonCard({ person }: { person: Person }) {
  const { t, i18n } = useTranslation();
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
            {personFacts(t, person)}
            {distanceSuffix(person, i18n.language)}
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
      <CardActions
        preload={Summary.preload}
        summary={(open, onClose) => <Summary.Component person={person} open={open} onClose={onClose} />}
        to={paths.person(person.slug)}
        linkText={t('search.card.toProfile')}
      />
    </article>
  );
}
