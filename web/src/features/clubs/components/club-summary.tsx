import { css } from '@emotion/react';
import type { Club } from '@anpfiff/schemas/api/profiles';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { primaryButton } from '../../../components/ui/button-styles';
import { ContactBlock, hasContact, RestrictedContactNotice } from '../../../components/ui/contact-block';
import { Modal } from '../../../components/ui/modal';
import { ProfileLinks } from '../../../components/ui/profile-links';
import { paths } from '../../../config/paths';
import { theme } from '../../../styles/theme';

const head = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(1.5)};
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

const text = css`
  white-space: pre-line;
`;

/** 'Mehr Infos' of a club: address, full description, links and, as on its page, the contact. */
export function ClubSummary({ club, open, onClose }: { club: Club; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const contact = club.contactInformation;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={club.name}
      testId="summary-modal"
      footer={
        <Link to={paths.club(club.slug)} css={primaryButton}>
          {t('search.card.toClub')}
        </Link>
      }
    >
      <div css={head}>
        <Avatar url={club.avatarUrl} name={club.name} size={64} />
        <p>
          {club.address.street && (
            <>
              {club.address.street}
              <br />
            </>
          )}
          {club.address.zip} {club.address.city}
        </p>
      </div>
      <p css={text}>{club.description}</p>
      <ProfileLinks links={club} />
      {!club.canViewContactDetails ? (
        <RestrictedContactNotice />
      ) : (
        hasContact(contact) && <ContactBlock title={t('detail.contact.title')} contact={contact} level={3} />
      )}
    </Modal>
  );
}
