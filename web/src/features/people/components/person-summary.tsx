import { css } from '@emotion/react';
import type { PersonCard } from '@anpfiff/schemas/api/profiles';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { primaryButton } from '../../../components/ui/button-styles';
import { ContactBlock, hasContact, RestrictedContactNotice } from '../../../components/ui/contact-block';
import { Modal } from '../../../components/ui/modal';
import { ProfileLinks } from '../../../components/ui/profile-links';
import { paths } from '../../../config/paths';
import { theme } from '../../../styles/theme';
import { jobTeam } from '../../jobs/components/job-text';
import { currentJobText, fullName, interests } from './person-text';
import '../../../locales/detail-texts';

const facts = css`
  margin: 0 0 ${theme.space(1.5)};
  color: ${theme.color.muted};
`;

const text = css`
  white-space: pre-line;
`;

/**
 * 'Mehr Infos' of a person: place, current job, interests, the full description, links and, as on the
 * person's page, e-mail and phone only when the viewer may see them.
 */
export function PersonSummary({
  person,
  open,
  onClose,
}: {
  person: PersonCard;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const wanted = interests(t, person);
  const contact = { email: person.email, phone: person.phone };
  const team = person.currentJob ? jobTeam(t, person.currentJob) : '';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={fullName(person)}
      testId="summary-modal"
      footer={
        <Link to={paths.person(person.slug)} css={primaryButton}>
          {t('search.card.toProfile')}
        </Link>
      }
    >
      <p css={facts}>
        {person.birthYear && (
          <>
            {t('detail.person.born', { year: person.birthYear })}
            <br />
          </>
        )}
        {person.address.zip} {person.address.city}
        <br />
        {currentJobText(t, person)}
        {team && (
          <>
            <br />
            {team}
          </>
        )}
      </p>
      {wanted.length > 0 && (
        <p>
          <strong>{t('detail.person.interests')}:</strong> {wanted.join(', ')}
        </p>
      )}
      <p css={text}>{person.description}</p>
      <ProfileLinks links={person} />
      {!person.canViewContactDetails ? (
        <RestrictedContactNotice />
      ) : (
        hasContact(contact) && <ContactBlock title={t('detail.contact.title')} contact={contact} level={3} />
      )}
    </Modal>
  );
}
