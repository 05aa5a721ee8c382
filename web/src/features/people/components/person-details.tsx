import type { PersonCard } from '@anpfiff/schemas/api/profiles';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar } from '../../../components/ui/avatar';
import { ContactBlock, hasContact, RestrictedContactNotice } from '../../../components/ui/contact-block';
import { hasProfileLinks, ProfileLinks } from '../../../components/ui/profile-links';
import { DetailDescription } from '../../../components/ui/detail-description';
import { aside, detailHeader, detailLayout, detailSection, factList } from '../../../styles/detail-styles';
import { jobTeam } from '../../jobs/components/job-text';
import { currentJobText, fullName, interests, personFacts } from './person-text';
import '../../../locales/detail-texts';

/**
 * A person (spec section 2); e-mail and phone only when the viewer may see them. `level` is the name's
 * heading level: 1 on the person's page, 2 in the preview under the page's own title.
 */
export function PersonDetails({ person, level = 1 }: { person: PersonCard; level?: 1 | 2 }) {
  const { t } = useTranslation();
  const Title = `h${level}` as const;
  const sub = level === 1 ? 2 : 3;
  const name = fullName(person);
  const wanted = interests(t, person);
  const contact = { email: person.email, phone: person.phone };
  // The team and league of the current job, as an offer's details name its own.
  const team = person.currentJob ? jobTeam(t, person.currentJob) : '';
  return (
    <article>
      <div css={detailHeader}>
        <Avatar url={person.avatarUrl} name={name} size={96} alt={name} />
        <div>
          <Title>{name}</Title>
          <p>{personFacts(t, person)}</p>
        </div>
      </div>
      <div css={detailLayout}>
        <div>
          <section css={detailSection}>
            <dl css={factList}>
              <dt>{t('detail.person.currentJob')}</dt>
              <dd data-testid="current-job">{currentJobText(t, person)}</dd>
              {team && (
                <>
                  <dt>{t('detail.job.team')}</dt>
                  <dd data-testid="current-team">{team}</dd>
                </>
              )}
              {wanted.length > 0 && (
                <>
                  <dt>{t('detail.person.interests')}</dt>
                  <dd>{wanted.join(', ')}</dd>
                </>
              )}
              <dt>{t('detail.person.radiusLabel')}</dt>
              <dd>
                {person.searchRadius > 0
                  ? t('detail.person.radius', { km: person.searchRadius })
                  : t('detail.person.radiusUnlimited')}
              </dd>
            </dl>
          </section>
          <DetailDescription text={person.description} level={sub} />
          {hasProfileLinks(person) && (
            <section css={detailSection}>
              <ProfileLinks links={person} />
            </section>
          )}
        </div>
        <div css={aside}>
          {!person.canViewContactDetails ? (
            <RestrictedContactNotice />
          ) : (
            hasContact(contact) && (
              <ContactBlock title={t('detail.contact.title')} contact={contact} level={sub} />
            )
          )}
        </div>
      </div>
    </article>
  );
}
