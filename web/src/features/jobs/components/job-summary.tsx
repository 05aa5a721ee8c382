import { css } from '@emotion/react';
import type { Job } from '@anpfiff/schemas/api/profiles';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles';
import { ContactBlock, hasContact, RestrictedContactNotice } from '../../../components/ui/contact-block';
import { JobBadges } from '../../../components/ui/job-badges';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { theme } from '../../../styles/theme';
import { ApplyButton } from './apply-button';
import { jobRole, jobTeam } from './job-text';
import '../../../locales/detail-texts';

const facts = css`
  margin: ${theme.space(1.5)} 0;
  color: ${theme.color.muted};
`;

const text = css`
  white-space: pre-line;
`;

/**
 * 'Mehr Infos': everything the card knows, in a modal, with the way to the offer and its club; the contact
 * person and the apply button as on the offer's page. `displayName` signs the application mail.
 */
export function JobSummary({
  job,
  displayName,
  open,
  onClose,
}: {
  job: Job;
  displayName: string | null;
  open: boolean;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const team = jobTeam(t, job);
  const contact = job.contactInformation;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={jobRole(t, job)}
      testId="summary-modal"
      footer={
        <>
          <Link to={paths.club(job.clubSlug)} css={secondaryButton}>
            {t('search.card.toClub')}
          </Link>
          <Link to={paths.job(job.slug)} css={primaryButton}>
            {t('search.card.toJob')}
          </Link>
        </>
      }
    >
      <JobBadges job={job} />
      <p css={facts}>
        {job.clubName} · {job.address.zip} {job.address.city}
        {team && (
          <>
            <br />
            {team}
          </>
        )}
        <br />
        {t('detail.job.created', { date: formatDate(job.createdAt, i18n.language) })}
      </p>
      <p css={text}>{job.description}</p>
      {job.jobExtras.length > 0 && (
        <>
          <h3>{t('detail.job.extras')}</h3>
          <ul>
            {job.jobExtras.map((extra) => (
              <li key={extra}>{t(`jobExtras.${extra}`, { defaultValue: extra })}</li>
            ))}
          </ul>
        </>
      )}
      {!job.canViewContactDetails ? (
        <RestrictedContactNotice />
      ) : (
        hasContact(contact) && (
          <ContactBlock title={t('detail.contact.person')} contact={contact} level={3}>
            {contact.email && <ApplyButton job={job} email={contact.email} displayName={displayName} />}
          </ContactBlock>
        )
      )}
    </Modal>
  );
}
