import type { Job } from '@anpfiff/schemas/api/profiles';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { ContactBlock, hasContact, RestrictedContactNotice } from '../../../components/ui/contact-block';
import { JobBadges } from '../../../components/ui/job-badges';
import { DetailDescription } from '../../../components/ui/detail-description';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { aside, detailHeader, detailLayout, detailSection, factList } from '../../../styles/detail-styles';
import { ApplyButton } from './apply-button';
import { jobRole, jobTeam } from './job-text';
import '../../../locales/detail-texts';

/**
 * An offer (spec section 2): function, club, address, description, badges, extras, contact, apply, date.
 * `level` is the title's heading level: 1 on the offer's page, 2 in the preview under the page's own title.
 */
export function JobDetails({
  job,
  displayName,
  level = 1,
}: {
  job: Job;
  displayName: string | null;
  level?: 1 | 2;
}) {
  const { t, i18n } = useTranslation();
  const Title = `h${level}` as const;
  const sub = level === 1 ? 2 : 3;
  const Section = `h${sub}` as const;
  const team = jobTeam(t, job);
  const contact = job.contactInformation;
  return (
    <article>
      <div css={detailHeader}>
        <Avatar url={job.clubAvatarUrl} name={job.clubName} size={72} />
        <div>
          <Title>{jobRole(t, job)}</Title>
          <p>
            <Link to={paths.club(job.clubSlug)}>{job.clubName}</Link> ·{' '}
            <span>
              {job.address.zip} {job.address.city}
            </span>
          </p>
        </div>
      </div>
      <div css={detailLayout}>
        <div>
          <section css={detailSection}>
            <JobBadges job={job} />
          </section>
          <DetailDescription text={job.description} level={sub} />
          <section css={detailSection}>
            <dl css={factList}>
              {team && (
                <>
                  <dt>{t('detail.job.team')}</dt>
                  <dd>{team}</dd>
                </>
              )}
              {job.leagueHierarchy.length > 1 && (
                <>
                  <dt>{t('detail.job.league')}</dt>
                  <dd>{job.leagueHierarchy.join(' › ')}</dd>
                </>
              )}
              <dt>{t('detail.job.location')}</dt>
              <dd>
                {job.address.zip} {job.address.city}
                {job.searchRadius > 0 && (
                  <>
                    <br />
                    {t('detail.job.radius', { km: job.searchRadius })}
                  </>
                )}
              </dd>
            </dl>
          </section>
          {job.jobExtras.length > 0 && (
            <section css={detailSection}>
              <Section>{t('detail.job.extras')}</Section>
              <ul>
                {job.jobExtras.map((extra) => (
                  <li key={extra}>{t(`jobExtras.${extra}`, { defaultValue: extra })}</li>
                ))}
              </ul>
            </section>
          )}
          <p>{t('detail.job.created', { date: formatDate(job.createdAt, i18n.language) })}</p>
        </div>
        <div css={aside}>
          {!job.canViewContactDetails ? (
            <RestrictedContactNotice />
          ) : (
            hasContact(contact) && (
              <ContactBlock title={t('detail.contact.person')} contact={contact} level={sub}>
                {contact.email && <ApplyButton job={job} email={contact.email} displayName={displayName} />}
              </ContactBlock>
            )
          )}
        </div>
      </div>
    </article>
  );
}
