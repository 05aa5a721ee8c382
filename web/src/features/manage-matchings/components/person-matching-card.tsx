import { css } from '@emotion/react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { card, cardFacts, cardHeader } from '../../../components/ui/card-styles';
import { paths } from '../../../config/paths';
import { truncate } from '../../../lib/format';
import { fullName, interests, personFacts } from '../../people/components/person-text';
import type { PersonMatching } from '../api/get-job-matchings';
import { MatchingReasons } from './matching-reasons';
import '../../../locales/detail-texts';

// A phone number reads as one piece; a long e-mail address may break anywhere rather than overflow. On a
// phone the two wrap onto lines of their own: each gets a 44 px high target, so that a tap to call does
// not open a mail.
const touchTarget = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;
const phoneLink = css`
  ${touchTarget};
  white-space: nowrap;
`;
const emailLink = css`
  ${touchTarget};
  overflow-wrap: anywhere;
`;

/** A person matching one of the club's offers, with contact data, the score and the reasons. */
export function PersonMatchingCard({ person }: { person: PersonMatching }) {
  const { t } = useTranslation();
  const name = fullName(person);
  const wanted = interests(t, person);
  return (
    <article css={card} data-testid="person-matching">
      <div css={cardHeader}>
        <Avatar url={person.avatarUrl} name={name} />
        <div>
          <h2>
            <Link to={paths.person(person.slug)}>{name}</Link>
          </h2>
          <p css={cardFacts}>{personFacts(t, person)}</p>
        </div>
      </div>
      {wanted.length > 0 && (
        <p>
          <strong>{t('detail.person.interests')}:</strong> {wanted.join(', ')}
        </p>
      )}
      {person.description && <p>{truncate(person.description)}</p>}
      {(person.email || person.phone) && (
        <p>
          {person.email && (
            <a href={`mailto:${person.email}`} css={emailLink}>
              {person.email}
            </a>
          )}
          {/* The dot stays with the address; a line breaks after it. */}
          {person.email && person.phone && '\u00a0· '}
          {person.phone && (
            <a href={`tel:${person.phone.replace(/\s+/g, '')}`} css={phoneLink}>
              {person.phone}
            </a>
          )}
        </p>
      )}
      <MatchingReasons matching={person.matching} />
    </article>
  );
}
